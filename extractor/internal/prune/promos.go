package prune

import (
	"strings"

	"folio/extractor/internal/classify"
)

// Promotions at the end of an article: "Get the day's top headlines
// delivered to your inbox every morning by subscribing to our newsletter",
// "Follow us on Twitter @Spacedotcom", "CLICK HERE TO GET THE FOX NEWS APP".
// A short paragraph among the last promoEdge units of prose content that
// names a call to action (the "~" lines of phrases.txt and
// phrases_intl.txt) is one. Words are counted with words (words.go), so that
// a Chinese or Japanese paragraph is not short for want of spaces.
const (
	promoEdge     = 6
	promoMaxWords = 45
)

func promos(t *tree, cut func(int32, classify.Role)) {
	if !t.prose() || t.hasCode() {
		return
	}
	for k := max(0, len(t.units)-promoEdge); k < len(t.units); k++ {
		u := t.units[k]
		if t.cut[u] || !t.canCut(u) || heading(t.nodes[u]) || cell(t.nodes[u]) {
			continue
		}
		s := t.unitText[u]
		if wordsOver(s, promoMaxWords) {
			continue
		}
		s = strings.ToLower(s)
		for _, w := range phrases.promo {
			if strings.Contains(s, w) {
				cut(u, classify.RoleBoilerplate)
				break
			}
		}
	}
}
