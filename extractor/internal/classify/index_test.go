package classify

import (
	"strings"
	"testing"
)

// countTextSlow is countText before its byte table.
func countTextSlow(s string) (chars, words, punct int32) {
	in := false
	for i := 0; i < len(s); i++ {
		switch b := s[i]; {
		case b == ' ', b == '\n', b == '\t', b == '\r', b == '\f':
			in = false
		case strings.HasPrefix(s[i:], "\u00a0"):
			in = false
			i++
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
	for _, s := range []string{"", "  ", "Hello, world! How are you?", "a\tb\nc\rd\fe\vf", "x.y;z:w", "naïve café — ok…", "\x00\xff",
		"10\u00a0kg", "\u00a0\u00a0", "©\u00a0½ x\xc2", "\xc2\xa0."} {
		c, w, p := countText(s)
		c0, w0, p0 := countTextSlow(s)
		if c != c0 || w != w0 || p != p0 {
			t.Errorf("countText(%q) = %d %d %d, want %d %d %d", s, c, w, p, c0, w0, p0)
		}
	}
	// A no-break space parts words and is no text, as white space is.
	if c, w, _ := countText("Add\u00a0to\u00a0cart"); c != 9 || w != 3 {
		t.Errorf("countText(Add&nbsp;to&nbsp;cart) = %d chars, %d words, want 9 and 3", c, w)
	}
}

// treePage nests a, b, c and d: <body> > a > (b > c), d.
const treePage = `<body><div id="a"><div id="b"><p id="c">x</p></div></div><p id="d">y</p></body>`

func TestContainsAndCommonAncestor(t *testing.T) {
	x := indexPage(t, treePage)
	id := nodeIDs(x)
	a, b, c, d := id["a"], id["b"], id["c"], id["d"]
	for _, k := range []struct {
		name string
		got  bool
		want bool
	}{
		{"itself", x.contains(b, b), true},
		{"child", x.contains(b, c), true},
		{"grandchild", x.contains(a, c), true},
		{"parent", x.contains(c, b), false},
		{"sibling after", x.contains(a, d), false},
		{"sibling before", x.contains(d, a), false},
		{"body holds all", x.contains(0, d), true},
	} {
		if k.got != k.want {
			t.Errorf("contains, %s: %v, want %v", k.name, k.got, k.want)
		}
	}
	for _, k := range []struct {
		name      string
		b, m      int32
		wantA     int32
		wantLevel int
	}{
		{"b holds m", a, c, a, 0},
		{"up to the parent", c, b, b, 1},
		{"across subtrees", c, d, 0, 3},
		{"m outside the body", c, int32(len(x.nodes)), -1, 4},
	} {
		if got, up := x.commonAncestor(k.b, k.m); got != k.wantA || up != k.wantLevel {
			t.Errorf("commonAncestor, %s: %d %d levels up, want %d %d", k.name, got, up, k.wantA, k.wantLevel)
		}
	}
}
