package prune

import (
	"strings"

	"folio/extractor/internal/classify"
)

// Short repeats of a product page: a line of a word or two that the
// content writes three times or more ("Verified buyer" under each review,
// "4 mm" under each bit of a driver kit, a card's family name ("Wallet")
// over every wallet, a filter chip "Wired" on every headphone) is
// a badge or an attribute chip stamped on each item of a repeated widget,
// not a line of the product's description, which says a thing once.
// repeats.go cuts the later copies of sentences of three words or more;
// these are shorter and stand apart, so twins.go and stutters.go, which
// need them side by side, leave them. All the copies go: the first says
// no more than the others.
//
// Kept: a label before its value (a sibling with text right after it,
// "Fabric Content" over "100% cotton" in each column of a comparison,
// which truths keep with its values), a price (cards' prices are
// content; a currency sign of any script beside a digit, as
// classify.Prices reads one: "₹1,299" too, not only "$", "€", "£",
// "¥"), table cells (a spec table's "Yes" in every row) and formulas.
// The rule keeps to product pages (repeats.go's t.product), where every
// unit is the one product's: on an article or a listing a repeated short
// line is as often a dateline or a card's category.
//
// Measured (gym score wcxb, the rule against none, on d1f6dbe): product
// 0.78920 -> 0.78955 (two driver kits 0.814 -> 0.851 and 0.732 ->
// 0.756, a wallet 0.799 -> 0.816; a sheet set's comparison 0.634 -> 0.598, whose
// labels sit apart from their values), collection 0.80526 -> 0.80540 and
// listing 0.81525 -> 0.81556 (pages holding microdata products: a
// headphone listing 0.813 -> 0.843; an auction site's "Brand New" under
// each card 0.573 -> 0.531), service -0.00004; precise mean 0.907096 -> 0.907150;
// ScrapingHub, trafilatura-dev and readability-testpages unchanged, page
// for page.
// Variants, on 7bd9faf: without the label guard product fell to 0.78880 (the comparison lost
// 0.127); leaving the first copy: 0.78953; four copies or more: 0.78939;
// sparing lines with digits too: 0.78929.
func shortRepeats(t *tree, cut func(int32, classify.Role)) {
	if !t.product() {
		return
	}
	count := map[string]int{}
	keys := make([]string, len(t.units)) // "": not a short line
	for i, u := range t.units {
		if k, ok := shortRepeatKey(t, u); ok {
			keys[i] = k
			count[k]++
		}
	}
	for i, u := range t.units {
		k := keys[i]
		if k == "" || count[k] < shortRepeatMin || labelsNext(t, u) || classify.Prices(k) > 0 {
			continue
		}
		if t.canCut(u) {
			cut(u, classify.RoleBoilerplate)
		}
	}
}

const (
	// shortRepeatWords: the lines judged are shorter than this, below
	// the sentences repeats.go judges.
	shortRepeatWords = 3
	// shortRepeatMin is how many copies make a stamp: two are a title
	// and its sticky-bar copy, which other rules judge.
	shortRepeatMin = 3
)

// shortRepeatKey returns unit u's text, lower-cased, when u is a short
// line the rule judges: kept so far, holding its own text and no nested
// unit, outside tables and formulas.
func shortRepeatKey(t *tree, u int32) (string, bool) {
	if t.cut[u] || t.own[u] == 0 || t.mixed[u] || inCellOrMath(t, u) {
		return "", false
	}
	k := t.unitText[u]
	if wordsOver(k, shortRepeatWords-1) {
		return "", false
	}
	return strings.ToLower(k), true
}

// labelsNext reports whether unit u is followed, in its parent, by a
// sibling with text still kept: a label before its value.
func labelsNext(t *tree, u int32) bool {
	n := t.next(u)
	return n >= 0 && t.text[n] > 0 && !t.cut[n]
}
