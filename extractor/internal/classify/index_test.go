package classify

import "testing"

// countTextSlow is countText before its byte table.
func countTextSlow(s string) (chars, words, punct int32) {
	in := false
	for i := 0; i < len(s); i++ {
		switch b := s[i]; b {
		case ' ', '\n', '\t', '\r', '\f':
			in = false
		default:
			chars++
			if !in {
				words++
				in = true
			}
			if b == '.' || b == ',' || b == '?' || b == '!' || b == ';' || b == ':' {
				punct++
			}
		}
	}
	return
}

func TestCountText(t *testing.T) {
	for _, s := range []string{"", "  ", "Hello, world! How are you?", "a\tb\nc\rd\fe\vf", "x.y;z:w", "naïve café — ok…", "\x00\xff"} {
		c, w, p := countText(s)
		c0, w0, p0 := countTextSlow(s)
		if c != c0 || w != w0 || p != p0 {
			t.Errorf("countText(%q) = %d %d %d, want %d %d %d", s, c, w, p, c0, w0, p0)
		}
	}
}
