package prune

import (
	"folio/extractor/internal/classify"
	"folio/extractor/internal/dom"
)

// Legal boxes of a product page: the small print a store sets after the
// product (a game's licence terms and trademark notices in a
// "game_area_legal" box, a publisher's privacy and user-agreement lines,
// a store's "gf-legal" footer links) under a class or id word "legal". On a
// product page it is the seller's or the publisher's terms, not the
// product: the truths of wcxb-dev's product pages stop before it.
//
// The word counts only whole, a class word of its own (dom.AppendClassWords:
// "legal", "game_area_legal", "legal-text"): eBay's "ux-labels-values--legalShipping" and
// "sellerLegalText" hold "Seller assumes all responsibility for this
// listing", which the truths keep. Trafilatura's discard list has no
// "legal", and as a discard token on every page (a substring, discard.go)
// it moved as many pages either way: on a service page the "legal"
// footnotes of a fee table are content (liberty.edu's tuition notes),
// so the rule keeps to product pages (repeats.go's t.product). Boxes
// holding more than legalShare of the content, one or all together, are
// the page's own text and stay.
//
// Measured (gym score wcxb, the rule against none, on 3b291af): product
// 0.79538 -> 0.79827 (a game's licence terms: 0.739 -> 0.911 and 0.643 ->
// 0.787; three other games and an auction footer +0.002 to +0.014, none
// lower), every other type unchanged page for page; precise mean 0.907743
// -> 0.907973. ScrapingHub, trafilatura-dev and readability-testpages
// unchanged page for page. On every page type the service pages moved
// both ways (0.792 -> 0.588, 0.541 -> 0.832). Other small-print words
// ("copyright", "fineprint", "smallprint", "disclaimers", "footnotes")
// changed no product page.
func legalBoxes(t *tree, cut func(int32, classify.Role)) {
	if !t.product() {
		return
	}
	total := t.totalText()
	done := 0 // text the rule has cut: the share bounds all its boxes together
	for i := int32(0); i < int32(len(t.nodes)); i++ {
		if t.cut[i] || t.text[i] == 0 || t.parent[i] < 0 {
			continue
		}
		if !legalName(t.class[i]) && !legalName(t.id[i]) {
			continue
		}
		if float32(done+int(t.text[i])) > legalShare*float32(total) || !t.canCut(i) {
			continue
		}
		cut(i, classify.RoleBoilerplate)
		done += int(t.text[i])
		i = t.end[i] - 1
	}
}

// legalShare is the most of the content's text a legal box may hold. A
// game's licence terms are 40% of its short store page (discardShare's
// 0.3 would keep them); half and more is a page about its terms.
const legalShare = 0.5

// legalName reports whether a class or id value holds the word "legal"
// (dom's class words: "game_area_legal", "legal-text", "footer legal").
func legalName(v string) bool { return dom.HasClassWord(v, "legal") }
