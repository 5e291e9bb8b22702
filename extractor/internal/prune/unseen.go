package prune

import (
	"folio/extractor/internal/classify"
	"folio/extractor/internal/dom"
)

// Unseen text: an element whose class hides it from the screen (the
// visually-hidden utilities of srlabels.go) and whose aria-hidden="true"
// hides it from screen readers is read by nobody. Shop themes leave such
// copies of a tile's figures behind ("The current price is Now $129.99,
// discount of 41% Savings" under the shown price and discount), and
// srlabels.go keeps visually-hidden text with digits or of more than three
// words, since screen readers read it and WCXB's truths often hold it;
// here no reader does, whatever its length, and the truths leave it out.
// The element's own attributes decide, not an ancestor's: a tab panel's
// aria-hidden marks content a reader can open (hidden.go).
//
// Measured (gym score): wcxb-dev mean 0.904898 -> 0.904973, collection
// 0.7945 -> 0.7955 (two luggage shops on one platform, 0.855 -> 0.942 and
// 0.643 -> 0.667; no other page moves), ScrapingHub 0.9766 and
// trafilatura-dev F1 0.9416 unchanged.
func unseen(t *tree, cut func(int32, classify.Role)) {
	for i := int32(0); i < int32(len(t.nodes)); i++ {
		if t.text[i] == 0 || !t.canCut(i) {
			continue
		}
		if dom.Attr(t.nodes[i], "aria-hidden") == "true" && srOnlyClass(t.class[i]) {
			cut(i, classify.RoleBoilerplate)
			i = t.end[i] - 1
		}
	}
}
