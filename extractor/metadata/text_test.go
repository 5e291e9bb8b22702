package metadata

import (
	"testing"

	"folio/extractor/internal/htmltest"

	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"
)

// TestNodeTextBoxes: a heading or byline whose parts are boxes of their
// own by style or class (Tailwind "block", an inline-block phrase, flex
// items) reads as a browser shows it, parts apart; inline markup inside
// a word, one-letter inline-blocks and punctuation bound to its word
// stay joined.
func TestNodeTextBoxes(t *testing.T) {
	cases := []struct{ name, in, want string }{
		{"tailwind-block", `<h1>The Best Notion Alternatives<span class="block text-[0.54em]">Top Note-taking Tools</span></h1>`, "The Best Notion Alternatives Top Note-taking Tools"},
		{"inline-block-phrases", `<h1><span style="display:inline-block">The product</span><span style="display:inline-block">development</span><br><span style="display:inline-block">system</span></h1>`, "The product development system"},
		{"inline-block-letters", `<h1><span style="display:inline-block">F</span><span style="display:inline-block">l</span><span style="display:inline-block">o</span><span style="display:inline-block">w</span></h1>`, "Flow"},
		{"flex-items", `<div class="flex items-baseline"><span class="pr-1">AUTHOR:</span><span>Onie T.</span></div>`, "AUTHOR: Onie T."},
		{"flex-text-item", `<div class="d-flex">Not<span>endorsed</span></div>`, "Not endorsed"},
		{"flex-brackets", `<div class="inline-flex">Open Source (<a href="/l">AGPL-3.0</a>)</div>`, "Open Source (AGPL-3.0)"},
		{"table-cells", `<table><tr><td>By</td><td>Jane Doe</td></tr></table>`, "By Jane Doe"},
		{"styled-word", `<h1>Plan<span class="highlight">ning</span> <b>W</b>eek</h1>`, "Planning Week"},
		{"list-items", `<ul><li>Emily Walker</li><li>Casey McDevitt</li></ul>`, "Emily Walker, Casey McDevitt"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			body := htmltest.Parse(t, c.in)
			var first *html.Node
			var find func(*html.Node)
			find = func(n *html.Node) {
				for k := n.FirstChild; k != nil && first == nil; k = k.NextSibling {
					if k.Type == html.ElementNode && k.DataAtom != atom.Html && k.DataAtom != atom.Head && k.DataAtom != atom.Body {
						first = k
						return
					}
					find(k)
				}
			}
			find(body)
			if got := nodeText(first, maxFieldLen); got != c.want {
				t.Errorf("nodeText(%s) = %q, want %q", c.in, got, c.want)
			}
		})
	}
}
