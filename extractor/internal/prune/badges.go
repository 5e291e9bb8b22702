package prune

import (
	"strings"

	"folio/extractor/internal/classify"
	"folio/extractor/internal/dom"
)

// Badges: a shop's product tiles carry a status sticker over the picture
// or beside the price ("Sold out", "In Stock", "Back-order", "Only 3
// left!", "Lifetime Guarantee"), the same few words on many tiles, and
// WCXB's truths of collections and product grids mostly leave them out:
// the truth is the grid's names, prices and descriptions. Themes name the
// sticker in its class whatever the language of its words: "badge"
// (card__badge, product-list-item-badge, Bootstrap's badge), a sold-out
// flag (shg-product-sold-out) or a stock status (stockInfo, instock).
//
// A badge's key (tag and class word, as discardKey) repeats over the
// tiles, which is what tells the grid's stickers from a one-off label.
// Guards: its text is a few words, or it is a tile's own content; the
// same text (digits folded: "Only 3 left!" and "Only 5 left!" are one)
// stands on two tiles at least, since tags shown as badges (a service's
// topics "OCD", "Parenting"; a roundup's "Best overall", "Best budget")
// each differ and their truths keep them; documentation keeps its badges
// ("Read only" beside each of MDN's properties), so content holding code
// is left alone.
//
// Measured (gym score): wcxb-dev mean 0.904504 -> 0.904692, collection
// 0.7921 -> 0.7937 (a sold-out grid 0.720 -> 0.841, stock counts 0.883 ->
// 0.987, headphones 0.621 -> 0.646; a jewellery shop's truth keeps its
// "Only 2 left" -0.059, iFixit's "Lifetime Guarantee" -0.012, Amazon's
// "Limited time deal" -0.013), listing 0.8167 -> 0.8172, product 0.7758
// -> 0.7762 (iFixit's tools), article, documentation, forum and service
// unchanged at four decimals; the badge's text had to repeat, else
// services lost 0.0001. Without digits allowed (stock counts) the gain
// halves; four words instead of three cut iFixit's longer guarantees.
const (
	badgeWords  = 3 // words of a badge: more is a tile's content
	badgeRepeat = 3 // elements under one key: fewer is a one-off label
)

// badgeTokens are the class and id substrings that name a status badge.
var badgeTokens = fileTokens([]string{"badge", "sold-out", "soldout", "stock"})

func badges(t *tree, cut func(int32, classify.Role)) {
	var keys []string // allocated at the first badge
	count := map[string]int{}
	for i := int32(0); i < int32(len(t.nodes)); i++ {
		if t.cut[i] || t.text[i] == 0 {
			continue
		}
		if k, ok := badgeKey(t, i); ok {
			if keys == nil {
				keys = make([]string, len(t.nodes))
			}
			keys[i] = k
			count[k]++
		}
	}
	if keys == nil || t.hasCode() {
		return
	}
	// The same text under the same key: key, a tab, and the folded text.
	texts := map[string]int{}
	label := make([]string, len(t.nodes))
	long := make([]bool, len(t.nodes)) // more than badgeWords words
	for i, k := range keys {
		if k != "" && count[k] >= badgeRepeat && t.text[i] <= shortLetters(badgeWords) {
			s := dom.Text(t.nodes[i], nil)
			label[i], long[i] = k+"\t"+foldDigits(s), wordsOver(s, badgeWords)
			texts[label[i]]++
		}
	}
	for i := int32(0); i < int32(len(t.nodes)); i++ {
		if label[i] == "" || texts[label[i]] < 2 || long[i] || !t.canCut(i) {
			continue
		}
		cut(i, classify.RoleBoilerplate)
		i = t.end[i] - 1
	}
}

// badgeKey returns element i's tag and the first class word (else its id)
// that names a badge, when there is one: the key under which tiles repeat
// it.
func badgeKey(t *tree, i int32) (string, bool) {
	for _, v := range [...]string{t.class[i], t.id[i]} {
		for w := range strings.FieldsSeq(v) {
			if badgeTokens.in(w) {
				return t.nodes[i].Data + "." + w, true
			}
		}
	}
	return "", false
}

// foldDigits returns s lower-cased, its white space collapsed and each
// digit written as '#', so that stickers differing only by a count match.
func foldDigits(s string) string {
	return strings.Map(func(r rune) rune {
		if r >= '0' && r <= '9' {
			return '#'
		}
		return r
	}, dom.FoldSpace(s))
}
