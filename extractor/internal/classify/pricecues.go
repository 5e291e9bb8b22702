package classify

import (
	"strings"

	"golang.org/x/net/html"

	"folio/extractor/internal/dom"
)

// showsPrice reports whether n shows a price in its visible text (a
// currency sign beside a digit, prices.go) or holds a box whose class or
// id names one ("price", "product-price", "price_history"): a shop's
// product page whose script fills its prices still ships the boxes it
// fills. A software company's feature page has neither ("pricing" is its
// own page, reached by a link). It is read only for a page that its
// address alone would mark as a product's (productpath.go), so it costs
// one walk of those pages.
func showsPrice(n *html.Node) bool {
	for c := n.FirstChild; c != nil; c = c.NextSibling {
		switch c.Type {
		case html.TextNode:
			if hasPrice(c.Data) {
				return true
			}
		case html.ElementNode:
			if skipped(c) {
				continue
			}
			if strings.Contains(strings.ToLower(dom.Attr(c, "class")), "price") ||
				strings.Contains(strings.ToLower(dom.Attr(c, "id")), "price") || showsPrice(c) {
				return true
			}
		}
	}
	return false
}
