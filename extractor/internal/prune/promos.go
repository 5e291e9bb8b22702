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
//
// A reader-support appeal ("We need your help. Help us continue to spread
// the magic of words ... Donate") is one only when its paragraph holds a
// link (the "$" lines): the words of an appeal are also those of a story's
// closing lines, which quote one ("'Help us continue our work,' the
// director said") or report on giving ("Przekaż 1% podatku", a paywall,
// a donation), and those hold no Donate or Subscribe link. On
// trafilatura-dev the one appeal the rule cuts holds its link (0396).
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
		if containsAny(s, phrases.promo) || t.link[u] > 0 && containsAny(s, phrases.appeal) {
			cut(u, classify.RoleBoilerplate)
		}
	}
}
