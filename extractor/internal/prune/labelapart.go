package prune

import (
	"strings"

	"golang.org/x/net/html"

	"folio/extractor/internal/dom"
)

// A price whose label is an element of its own. boilerInlines cuts an
// inline element whose line opens with a prefix phrase ("current price
// $148.02"), and with the price went a card's only price where a theme
// wraps the label apart: <span class="price"><span class="sr-only">Regular
// Price: </span>$36</span> (a sportswear shop's 400 cards kept none of
// their prices). The label's own element is what a sighted reader does
// not see; the amount beside it is what the card shows, and srlabels.go
// cuts the hidden label alone. A line whose label and price are one text
// ("current price Now $449.00, Was $799.00", a mass retailer's
// screen-reader copy of the price its aria-hidden box shows) is still
// cut: guarding the inline path on the price count alone, as
// pricelines.go guards the block path, lost on two such retailers.
//
// labelApart reports whether inline element n, whose text is text, holds
// exactly one price and opens with an element child whose text is a
// prefix phrase without a digit.
func labelApart(n *html.Node, text string) bool {
	if !labelledPrice(text) {
		return false
	}
	for c := n.FirstChild; c != nil; c = c.NextSibling {
		if blank(c) {
			continue
		}
		if c.Type != html.ElementNode {
			return false
		}
		label := dom.Text(c, skipped)
		return !strings.ContainsAny(label, "0123456789") && labelPrefix(normLine(label))
	}
	return false
}
