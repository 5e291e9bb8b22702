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
// phrases_intl.txt) and holds a link (the call's target: Subscribe,
// Donate, the app's store, the account) is one. Words are counted with
// words (words.go), so that a Chinese or Japanese paragraph is not short
// for want of spaces.
//
// The link is required because the words of a call to action are also
// those of a story's closing lines, which hold none: an essay on
// newsletters ("The newsletters that survive AI triage share one trait"),
// a minister's resignation "on Twitter", a story on giving or paywalls
// ("sagte ihre Unterstützung zu", "Przekaż 1% podatku"), a quoted appeal
// ("'Help us continue our work,' the director said"). Measured against
// the words alone: wcxb-dev 0.911297 -> 0.911367 (article 0.96513 ->
// 0.96525, product 0.80780 -> 0.80803; collection -0.00009 and service
// -0.00002: three link-less promotions, a sign-up line over its form, a
// loyalty programme, a photo-sharing call, come back), ScrapingHub
// 0.9779 -> 0.9784, trafilatura-dev and readability-testpages unchanged.
//
// Inside the text, a call to action goes only from a box of its own
// beside an image (aside), with its link as at the end: a tutorial's step
// beside its screenshot is such a box too ("Sign up for a free account
// with your work email, then ...").
const (
	promoEdge     = 6
	promoMaxWords = 45
)

func promos(t *tree, cut func(int32, classify.Role)) {
	if !t.prose() || t.hasCode() {
		return
	}
	edge := max(0, len(t.units)-promoEdge)
	for k, u := range t.units {
		if !t.canCut(u) || heading(t.nodes[u]) || cell(t.nodes[u]) {
			continue
		}
		if t.link[u] == 0 || k < edge && !t.aside(u) {
			continue // the words alone, or mid-text: a story's own line
		}
		s := t.unitText[u]
		if wordsOver(s, promoMaxWords) {
			continue
		}
		s = strings.ToLower(s)
		if containsAny(s, phrases.promo) {
			cut(u, classify.RoleBoilerplate)
		}
	}
}

// aside reports whether unit u stands in a box of its own inside the
// text, beside an image: its parent holds no other text but an image
// outside u, and an ancestor holds more, as an editor's inserted box ("You
// are reading a new kind of piece on our site ... Support us with a
// donation", with the campaign's picture) sits between the article's
// paragraphs. Without the image the test is every page builder's
// paragraph, each wrapped in a box of its own: on wcxb-dev that cut
// calls to action the truths keep mid-article (article 0.96513 ->
// 0.96501); with it, one article gains (0.855 -> 0.866) and one service
// page loses (aura.com 0.969 -> 0.966).
func (t *tree) aside(u int32) bool {
	p := t.parent[u]
	if p < 0 || t.text[p] != t.text[u] || hasImage(t.nodes[u], 64) || !hasImage(t.nodes[p], 64) {
		return false
	}
	for g := t.parent[p]; g >= 0; g = t.parent[g] {
		if t.text[g] > t.text[p] {
			return true
		}
	}
	return false
}
