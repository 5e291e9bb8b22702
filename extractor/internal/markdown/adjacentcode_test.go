package markdown_test

import (
	"strings"
	"testing"
)

// TestAdjacentCodeSpans: two <code> elements with nothing between them are
// two code spans, parted by a space, in the Markdown (goldmark renders two
// <code> elements, not one holding the fences) and in the text.
func TestAdjacentCodeSpans(t *testing.T) {
	cases := []struct{ name, in, md, txt, html string }{
		{"value-and-bytes", `<p>Eszett <code>U+00DF</code><code>0x C3 9F</code> folds</p>`,
			"Eszett `U+00DF` `0x C3 9F` folds", "Eszett U+00DF 0x C3 9F folds", "<code>U+00DF</code> <code>0x C3 9F</code>"},
		{"in-cell", `<table><tr><th>a</th></tr><tr><td><code>x</code><code>y</code></td></tr></table>`,
			"| a |\n| --- |\n| `x` `y` |", "a\nx y", "<code>x</code> <code>y</code>"},
		{"spaced-stays", `<p><code>x</code> <code>y</code> and <code>z</code>s</p>`, "`x` `y` and `z`s", "x y and zs", "<code>y</code> and <code>z</code>s"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			md, nodes := renderCase(t, c.in, c.md, c.txt)
			if h := gmRender(md); !strings.Contains(h, c.html) {
				t.Errorf("goldmark: %q lacks %q", h, c.html)
			}
			checkOutput(t, md, nodes)
		})
	}
}
