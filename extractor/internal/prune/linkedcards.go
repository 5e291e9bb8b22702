package prune

import (
	"strings"

	"golang.org/x/net/html/atom"

	"folio/extractor/internal/classify"
	"folio/extractor/internal/dom"
)

// Linked cards: a news story points to another with a card that is wholly
// one link, its picture, a kicker ("Bundesliga - Hintergrund"), a headline
// in a heading and a summary inside one <a> ("Status quo: Das passiert
// noch beim SK Rapid"). A heading is the title of what follows it; one
// inside a link titles the page the link opens, and the link around it
// with more words than the heading is that page's card, in any language,
// whatever its class says. articlecards.go judges grids of such cards
// written as <article>s; this rule takes a lone card too, on articles and
// untyped pages (not on listings, collections or products, whose cards
// are the content), on prose without code, and not a card between two
// prose paragraphs (textResumes: a roundup's pick). Together the cards
// stay under sectionShare of the content, and the rest reads as a story
// (rootMinRest letters). It runs after tails.go, which judges runs of
// headline links with the headings before them.
//
// Measured against no such rule: trafilatura-dev P 0.9350 -> 0.9356, F1
// 0.9555 -> 0.9558 (an Austrian sports site's card after its story);
// wcxb-dev 0.913963 -> 0.914019 (listing .84291 -> .84357, service .87341
// -> .87347, collection .81668 -> .81673, article .96595 -> .96596: 9
// pages up, service home pages' feature cards and a course catalogue's
// teasers among them; 4 down, two software vendors' feature cards that
// their truths keep, 0.012 and 0.022); ScrapingHub and readability-
// testpages identical page for page. On declared articles only it moved
// one wcxb-dev article and no trafilatura-dev page (the sports site
// declares og:type "website").
func linkedCards(t *tree, cut func(int32, classify.Role)) {
	if t.page.Type != classify.TypeArticle && t.page.Type != classify.TypeUnknown || t.hasCode() || t.product() || !t.prose() {
		return
	}
	var cards []int32
	var text int32
	for i := int32(0); i < int32(len(t.nodes)); i++ {
		if t.cut[i] {
			i = t.end[i] - 1
			continue
		}
		if t.nodes[i].DataAtom != atom.A || t.text[i] == 0 || !cardHref(dom.Attr(t.nodes[i], "href")) {
			continue
		}
		if h := t.headingIn(i); h >= 0 && t.text[h] < t.text[i] && t.canCut(i) {
			cards = append(cards, i)
			text += t.text[i]
			i = t.end[i] - 1
		}
	}
	total := t.totalText()
	if len(cards) == 0 || total-text < rootMinRest || float32(text) > sectionShare*float32(total) {
		return
	}
	for _, i := range cards {
		if !t.textResumes(i, i) {
			cut(i, classify.RoleRelated)
		}
	}
}

// headingIn returns the first heading inside element i, -1 when none.
func (t *tree) headingIn(i int32) int32 {
	for j := i + 1; j < t.end[i]; j++ {
		if heading(t.nodes[j]) {
			return j
		}
	}
	return -1
}

// cardHref reports whether a link's address opens another page: not a
// fragment of this one, nor a script.
func cardHref(href string) bool {
	href = strings.TrimSpace(href)
	return href != "" && href[0] != '#' && !strings.HasPrefix(strings.ToLower(href), "javascript:")
}
