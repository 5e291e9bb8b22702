package prune

import (
	"strings"

	"golang.org/x/net/html/atom"

	"folio/extractor/internal/classify"
	"folio/extractor/internal/dom"
)

// Card call-to-action links: the cards of a listing or a shop's grid each
// end in a second link to the card's own page, "View Details", "Read
// entire review", "Shop now", of one wording on every card, and the
// walker writes it as a line of its own under each item. WCXB's truths
// keep the card's title, summary and price, not these words. The link is
// found by what it repeats, not by its words, so it goes in any
// language: a line that is wholly a link of at most cardLinkWords words
// to the same address as a longer link of its card (the title), where
// the card is the box around it of at most cardNodes elements that holds
// that link, and at least cardLinksMin cards of different titles carry
// a link of the same words. A card whose only links are its title and
// its picture keeps them: the picture's link has no words.
//
// Measured (gym score against main c26c42c): wcxb-dev 0.912920 ->
// 0.912939, collection 0.81446 -> 0.81466 (host draws below 0.80 22.6%
// -> 22.3%: a desk shop's "+ More" under each desk 0.827 -> 0.848, a
// sportswear shop's "+1" colour counts 0.303 -> 0.305), an article's
// "B&H Photo" and "Amazon" buy links under each camera it reviews 0.978
// -> 0.983; no page loses, other types unchanged; ScrapingHub,
// trafilatura-dev and readability-testpages identical page for page.
const (
	cardLinkWords = 3
	cardLinksMin  = 3
	cardDepth     = 4   // boxes climbed from the link to find its card
	cardNodes     = 120 // elements in a card: more is the grid
)

func cardLinks(t *tree, cut func(int32, classify.Role)) {
	type found struct {
		units  []int32
		titles map[string]bool
	}
	var byText map[string]*found
	for i := int32(0); i < int32(len(t.nodes)); i++ {
		if t.cut[i] {
			i = t.end[i] - 1
			continue
		}
		if t.nodes[i].DataAtom != atom.A || t.text[i] == 0 || t.text[i] > shortLetters(cardLinkWords) {
			continue
		}
		u := t.unit[i]
		if u < 0 || t.text[u] != t.text[i] || !t.canCut(u) {
			continue // a link inside a line of other words
		}
		href := strings.TrimSpace(dom.Attr(t.nodes[i], "href"))
		if href == "" || href[0] == '#' {
			continue
		}
		title := cardTitle(t, i, href) // first: most short links have none
		if title == "" {
			continue
		}
		text := dom.FoldSpace(dom.Text(t.nodes[i], nil))
		if wordsOver(text, cardLinkWords) {
			continue
		}
		if byText == nil {
			byText = map[string]*found{}
		}
		f := byText[text]
		if f == nil {
			f = &found{titles: map[string]bool{}}
			byText[text] = f
		}
		f.units = append(f.units, u)
		f.titles[title] = true
		i = t.end[i] - 1
	}
	for _, f := range byText {
		if len(f.titles) < cardLinksMin {
			continue
		}
		for _, u := range f.units {
			if t.canCut(u) {
				cut(u, classify.RoleBoilerplate)
			}
		}
	}
}

// cardTitle returns the folded text of the longer link to href in the
// card around link a, "" when there is none within cardDepth boxes of
// at most cardNodes elements.
func cardTitle(t *tree, a int32, href string) string {
	p := t.parent[a]
	for range cardDepth {
		if p < 0 || t.end[p]-p > cardNodes {
			return ""
		}
		for k := p + 1; k < t.end[p]; k++ {
			if k == a || t.nodes[k].DataAtom != atom.A || t.text[k] <= t.text[a] || t.cut[k] {
				continue
			}
			if strings.TrimSpace(dom.Attr(t.nodes[k], "href")) == href {
				return dom.FoldSpace(dom.Text(t.nodes[k], nil))
			}
		}
		p = t.parent[p]
	}
	return ""
}
