package classify

import (
	"golang.org/x/net/html/atom"

	"folio/extractor/internal/dom"
)

// Item names in a row of cards. dropUnlikely cuts the short lines of the
// chosen blocks that the model doubts, and an item's name is a short line:
// where the selection chose a grid, the model kept the names of some cards
// and cut the rest, by a few hundredths of probability (a sofa grid's 30
// names at 0.28-0.35 against dropProb 0.35; a shop's department tiles,
// "Women", "Men", "Kids" under each picture, kept on the first two tiles
// and cut on the other seven). Issue 12 asks for every item of the
// repeated group. A name is found by how cards are built, on any site: all
// its words are the text of a link to another page, the link is a card's
// (cardInRow: its box has kin beside it), and the line is a heading inside
// the link or the whole text of a link around a picture (a tile). A
// heading link that is a lone call to action, a link to "#" (an accordion's
// toggle) or a link that holds more than the line (a name beside its
// badge, which cardprices.go's rule sees) is left to the model.
//
// Measured (gym score wcxb, against main 2a4ba1a): collection 0.81622 ->
// 0.81634, listing 0.84288 -> 0.84291, service 0.87313 -> 0.87321, other
// types unchanged; pages up: a sofa grid 0.949 -> 0.958, a projector shop
// 0.864 -> 0.871, a course listing 0.965 -> 0.968, two service pages
// +0.006; down: a hospital article's row of three call-to-action cards
// ("Schedule Online") 0.779 -> 0.775, a mouse shop 0.212 -> 0.210.
// ScrapingHub and trafilatura-dev identical page for page,
// readability-testpages recall 0.9584 -> 0.9585.

// cardName reports whether unit u is an item's name in a row of cards.
func cardName(x *index, u int32) bool {
	if x.unitText[u] == 0 || x.unitLink[u] != x.unitText[u] {
		return false
	}
	for a, up := u, 0; a >= 0 && up <= wholeLinkDepth; a, up = x.parent[a], up+1 {
		if x.atom(a) != atom.A {
			continue
		}
		if !dom.LeadsAway(dom.Attr(x.nodes[a], "href")) || x.end[a]-a > wholeLinkMaxNodes {
			return false
		}
		return (isHeading(x, u) || x.text[a] == x.unitText[u] && holdsPicture(x, a)) && cardInRow(x, a)
	}
	return false
}

// holdsPicture reports whether link a holds an <img> or a <picture>.
func holdsPicture(x *index, a int32) bool {
	for j := a + 1; j < x.end[a]; j++ {
		if x.atom(j) == atom.Img || x.atom(j) == atom.Picture {
			return true
		}
	}
	return false
}

// cardRowDepth bounds how far above its link a card's box is looked for.
const cardRowDepth = 4

// cardRowScan bounds the siblings looked at on each side of a card: a row
// of cards has its neighbours next to it, and the question, asked once
// per doubted line, stays cheap on a list of thousands.
const cardRowScan = 8

// cardInRow reports whether an element at most cardRowDepth levels above
// link a has, among its cardRowScan nearest siblings on each side, at
// least itemsMin - 1 of its kind (itemKey) that hold link text too.
func cardInRow(x *index, a int32) bool {
	for c, up := a, 0; x.parent[c] >= 0 && up <= cardRowDepth; c, up = x.parent[c], up+1 {
		key, p, n := itemKey(x, c), x.parent[c], 1
		like := func(d int32) bool { return x.link[d] > 0 && itemKey(x, d) == key }
		for d, k := x.end[c], 0; d < x.end[p] && k < cardRowScan && n < itemsMin; d, k = x.end[d], k+1 {
			if like(d) {
				n++
			}
		}
		for d, k := prevSibling(x, c), 0; d >= 0 && k < cardRowScan && n < itemsMin; d, k = prevSibling(x, d), k+1 {
			if like(d) {
				n++
			}
		}
		if n >= itemsMin {
			return true
		}
	}
	return false
}

// prevSibling returns the element before c under the same parent, or -1:
// the last element before c whose parent is c's.
func prevSibling(x *index, c int32) int32 {
	p := x.parent[c]
	if c-1 <= p {
		return -1
	}
	d := c - 1
	for x.parent[d] != p {
		d = x.parent[d]
	}
	return d
}
