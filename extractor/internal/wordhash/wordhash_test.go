package wordhash

import (
	"slices"
	"testing"
	"unicode"
	"unicode/utf8"
)

// appendSlow is Append before its ASCII fast path: one rule for every rune.
func appendSlow(out []uint64, s string) []uint64 {
	h, in := uint64(Offset), false
	for i := 0; i < len(s); {
		r, w := rune(s[i]), 1
		if r >= utf8.RuneSelf {
			r, w = utf8.DecodeRuneInString(s[i:])
		}
		i += w
		if r < utf8.RuneSelf && (r >= 'a' && r <= 'z' || r >= '0' && r <= '9' || r == '_') ||
			r >= 'A' && r <= 'Z' || r >= utf8.RuneSelf && (unicode.IsLetter(r) || unicode.IsNumber(r)) {
			r = unicode.ToLower(r)
			for v := uint32(r); ; v >>= 8 {
				h = (h ^ uint64(v&0xff)) * Prime
				if v < 0x100 {
					break
				}
			}
			in = true
			continue
		}
		if in {
			out = append(out, h)
			h, in = Offset, false
		}
	}
	if in {
		out = append(out, h)
	}
	return out
}

func TestAppendAgreesWithSlowPath(t *testing.T) {
	for _, s := range []string{
		"", "Hello, World! snake_case x2 ÄÖÜ über-Straße",
		"日本語のテキスト and ΕΛΛΗΝΙΚΆ", "a\xffb \u212A", "  trailing  ", "[Z]@`{",
	} {
		if got, want := Append(nil, s), appendSlow(nil, s); !slices.Equal(got, want) {
			t.Errorf("Append(%q) = %v, want %v", s, got, want)
		}
	}
}

func TestSameWordsHashAlike(t *testing.T) {
	a := Seq(Append(nil, "The Quick, brown fox!"))
	b := Seq(Append(nil, "  the quick brown   FOX"))
	c := Seq(Append(nil, "the brown quick fox"))
	if a != b {
		t.Errorf("case, punctuation and spacing changed the hash: %x vs %x", a, b)
	}
	if a == c {
		t.Errorf("word order did not change the hash")
	}
	if got := Append(nil, "snake_case, x2"); len(got) != 2 {
		t.Errorf("Append(snake_case, x2) = %d words, want 2", len(got))
	}
}
