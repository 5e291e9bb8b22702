package prune

import (
	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"
)

// Words broken by <wbr>: a long word may carry a line-break opportunity
// ("Staubsaugerzub<wbr>ehö8198" in a shop's h1, "get<wbr>Element" in a
// manual), which splits its text into two text nodes. buildTree reads
// separate text nodes as separate words (shops set sibling spans apart
// with CSS), so the word came out as two ("Staubsaugerzub ehö8198"), and
// the rules that compare texts (repeats.go, dedup.go, echoes.go) no
// longer matched the h1 with the same title written without the break in
// a sticky card: both stayed, and the title counted twice. The walker
// already writes such a word whole (markdown/edges.go); a text node right
// after a <wbr> continues the word before it here too.
//
// Measured (gym score, against no join, on 80a13bc): wcxb-dev precise
// mean 0.907429 -> 0.907462, product 0.79190 -> 0.79232 (an eBay
// listing whose sticky card and h1 both held its title 0.773 -> 0.823);
// no other page changes; ScrapingHub, trafilatura-dev and
// readability-testpages unchanged page for page.

// afterWordBreak reports whether text node c follows a <wbr> directly.
func afterWordBreak(c *html.Node) bool {
	p := c.PrevSibling
	return p != nil && p.Type == html.ElementNode && p.DataAtom == atom.Wbr
}
