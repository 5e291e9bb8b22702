package classify

import (
	"folio/extractor/internal/dom"
)

// Prices beside chosen card titles. A shop's or a listing's card is a
// small box holding the item's name and, beside it, its price; the set of
// subtrees often takes the name (an <h3>, a title link) and leaves the
// price box next to it, a short line that would cost a block of its own
// (wcxb-dev: a mower shop's nine cards kept every name and no price).
// Issue 12's rule for listings keeps each item's title, summary and price
// where shown, and wcxb-dev's truths agree: of the listing and collection
// pages that show prices, 104 truths keep them and 9 leave them out.
// rescueGridPrices adds a price line that is not chosen when a small box
// around it, at most cardLevels above it and of at most cardElements
// elements, holds a chosen block: the price belongs to a chosen item. A
// price line is priceUnit's (a currency sign beside a digit, a few words,
// not a link's), or a price inside a whole-card link that holds a chosen
// block (the card's name), never an affiliate's "$115 at Wayfair" link
// alone. It acts only when gridPricesMin prices or more join, so on a
// grid, not for a lone price beside a text. Product pages, and untyped
// pages that show one product's add-to-cart controls (cartcontrols.go),
// are left to the product rules (a games store's editions, each priced,
// whose truth keeps no price), as are forums and documentation; articles
// are not, since WordPress says og:type article of its shop and listing
// pages too.
//
// Measured (gym score wcxb, precise mean): 0.909761 -> 0.909870, listing
// 0.81846 -> 0.81955, collection 0.81219 -> 0.81261, service +0.00004,
// product, forum, article and documentation unchanged at five decimals;
// six hosts gain (a mower shop 0.828 -> 0.935, a coffee shop 0.672 ->
// 0.721, a tax-software comparison +0.007, two review articles +0.002, a
// GPU category +0.002), two lose (a shop whose truth leaves its grid out
// -0.002, a blog post's product box -0.004); ScrapingHub,
// trafilatura-dev and readability-testpages identical page for page. Two
// levels gain less (0.909840); four lose on a sofa grid and two degree
// guides (0.909846).
const (
	cardLevels    = 3 // boxes above a price line searched for a chosen item
	gridPricesMin = 3 // prices that must join: a grid's
)

func rescueGridPrices(x *index, s *scores, opt routeOptions, mains map[int32]float64) {
	switch opt.pageType {
	case TypeProduct, TypeForum, TypeDocs:
		return
	}
	if opt.sells || len(mains) < gridPricesMin {
		return
	}
	n := int32(len(x.nodes))
	holds := make([]bool, n) // the subtree holds a chosen block
	var top float64
	for m, sc := range mains {
		top = max(top, sc)
		for a := m; a >= 0 && !holds[a]; a = x.parent[a] {
			holds[a] = true
		}
	}
	var joins []int32
	for u := int32(0); u < n; u++ {
		if _, chosen := mains[u]; chosen || s.chrome[u] != 0 {
			u = x.end[u] - 1
			continue
		}
		// The card test reads indexes only; the price test reads the
		// unit's text, so it runs second, on the few units beside an item.
		if x.unit[u] != u || x.unitText[u] == 0 || holds[u] || !cardHoldsChosen(x, holds, u) {
			continue
		}
		if gridPrice(x, holds, u) {
			joins = append(joins, u)
			u = x.end[u] - 1
		}
	}
	if len(joins) < gridPricesMin {
		return
	}
	for _, u := range joins {
		mains[u] = top
	}
}

// gridPrice reports whether unit u is a price line: a price that is not
// a link's (priceUnit), or one inside a whole-card link that also holds a
// chosen block.
func gridPrice(x *index, holds []bool, u int32) bool {
	if priceUnit(x, u) {
		return true
	}
	if a := priceLink(x, u); a < 0 || !holds[a] { // cardprices.go
		return false
	}
	return hasPrice(dom.Text(x.nodes[u], skipped))
}

// cardHoldsChosen reports whether a box at most cardLevels above u, of at
// most cardElements elements, holds a chosen block.
func cardHoldsChosen(x *index, holds []bool, u int32) bool {
	a := u
	for range cardLevels {
		a = x.parent[a]
		if a < 0 || x.end[a]-a > cardElements {
			return false
		}
		if holds[a] {
			return true
		}
	}
	return false
}
