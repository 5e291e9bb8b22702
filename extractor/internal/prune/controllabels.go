package prune

import (
	"golang.org/x/net/html/atom"

	"folio/extractor/internal/classify"
)

// Control labels: the tiles of a shop's grid each carry the same small
// form, an "Add to Compare" checkbox, a "Qty:" field, a "Product variants"
// picker, and the classifier leaves the controls out (RoleForm) but not
// their <label>, whose words then run down the page once a tile. WCXB's
// truths keep the tiles' names and prices, not these words. A label is a
// tile's when its text, at most controlLabelWords words, stands on
// controlLabelRepeat labels or more in the content; a form's own labels
// ("Email", "Name") stand once each, and facets.go already cuts a filter
// panel's. Swatch labels a shop repeats ("Black", "Grey") go too: no truth
// over wcxb-dev keeps them as lines of their own.
//
// Measured (gym score): wcxb-dev mean 0.905134 -> 0.905178, collection
// 0.7956 -> 0.7961 (a coffee shop 0.456 -> 0.478, B&H 0.687 -> 0.705, an
// outdoor shop +0.008, a solar shop +0.007, Bombas +0.006), documentation
// 0.94956 -> 0.94958 (Pydantic's repeated tab labels "Python 3.9 and
// above"), product +0.00001, article, forum, listing and service
// unchanged; no page loses; ScrapingHub 0.9766 and trafilatura-dev F1
// 0.9419 unchanged. Two labels instead of three gained 0.000005 more but
// cost Bombas's pairs of colour labels 0.002; eight words change nothing;
// <button>s and role=button elements of the same text are already left
// out.
const (
	controlLabelWords  = 4
	controlLabelRepeat = 3
)

func controlLabels(t *tree, cut func(int32, classify.Role)) {
	l := labelsOf(t, atom.Label, controlLabelWords)
	for k, i := range l.nodes {
		if l.count[l.texts[k]] < controlLabelRepeat || wordsOver(l.texts[k], controlLabelWords) || !t.canCut(i) {
			continue
		}
		cut(i, classify.RoleForm)
	}
}
