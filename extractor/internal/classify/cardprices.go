package classify

import (
	"golang.org/x/net/html/atom"

	"folio/extractor/internal/dom"
)

// Prices inside whole-card links. A shop's card is often one link around
// the product's name, its details and its price (an ASP.NET storefront's
// <a class="plbox"> holding "Price: $4,899.00" under the name); the price
// line is then all link text, and priceUnit, which leaves a link's price
// to the model because a price alone in a link is an affiliate's button
// ("$115 at Wayfair"), let dropUnlikely cut every price of the grid. A
// price in a link that also holds another unit the model keeps (the card's
// name) is the card's price and stays. When the model drops the name too
// (a product page's "more games" rail), the price alone would be a
// stranded number, and goes with it.
//
// Measured (gym score wcxb, against priceUnit alone): collection 0.79871
// -> 0.79907 (a projector shop's 37 cards 0.778 -> 0.860, a dress shop
// +0.008; a shop whose truth keeps 11 of its cards -0.046, Zappos, whose
// truth writes each price once, -0.002), product -0.00003 (a console's
// "more games" rail keeps one price beside its one kept name); other
// types, ScrapingHub, trafilatura-dev and readability-testpages
// unchanged. Without the name check, the rail kept all nine prices
// alone: product -0.0002.

// cardElements bounds the elements of a card's link: a link around more
// is a layout wrapper, not a card, and the walk over it per price unit
// stays linear in the page.
const cardElements = 200

// cardPrice reports whether unit u is a short price line inside a link
// that holds another unit the model keeps.
func cardPrice(x *index, s *scores, u int32) bool {
	a := priceLink(x, u)
	if a < 0 || !namesKept(x, s, a, u) {
		return false
	}
	return hasPrice(dom.Text(x.nodes[u], skipped))
}

// priceLink returns the whole-card link around unit u, the link nearest
// above it when that holds at most cardElements elements, or -1, also
// when u has more words than a price line (priceWords). cardPrice and
// gridPrice (gridprices.go) ask it what card a price line belongs to; the
// price itself, which reads u's text, they test last.
func priceLink(x *index, u int32) int32 {
	if x.unitWords[u] > priceWords {
		return -1
	}
	a := x.parent[u]
	for a >= 0 && x.atom(a) != atom.A {
		a = x.parent[a]
	}
	if a < 0 || x.end[a]-a > cardElements {
		return -1
	}
	return a
}

// namesKept reports whether link a holds a unit other than u that the
// model does not find unlikely.
func namesKept(x *index, s *scores, a, u int32) bool {
	for v := a + 1; v < x.end[a]; v++ {
		if v == u || x.unit[v] != v || x.unitText[v] == 0 || s.chrome[v] != 0 {
			continue
		}
		if x.unitWords[v] > dropWords || s.prob[v] >= dropProb {
			return true
		}
	}
	return false
}
