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

// cardLabels cuts the labels laid over a card link's picture: the <a>
// around a card's picture (and often its name and price too) also holds
// a line shown over the picture on hover ("View Details", "Quick view"),
// of one wording on every card, which the walker writes as a line of the
// item. Found by where it sits, not by its words: a unit of at most
// cardLinkWords words and no figure, whose smallest box holding a
// picture holds no other text, inside a link (within cardDepth boxes,
// of at most cardNodes elements) to another page; the same words over
// the pictures of at least cardLinksMin links to different addresses.
// A line beside the name ("Full-Time", a material, a family name) is
// an item's attribute that truths keep, even when every card repeats
// it: cutting every short line repeated in card links, wherever it
// sat, cost a job board 0.147 and a jeweller 0.050 (wcxb-dev listing
// 0.84243 -> 0.84139). A badge that differs from card to card ("Sale",
// "New") is the item's own, and one with a figure ("2 colours") a fact.
//
// Measured (gym score wcxb, precise mean, against main 3197b60):
// 0.913540 -> 0.913546, collection 0.81483 -> 0.81491 (a dress-shoe
// rental's "View Details" over each shoe, 0.451 -> 0.461), every other
// page unchanged.
func cardLabels(t *tree, cut func(int32, classify.Role)) {
	var byText map[string]map[string][]int32 // words -> link address -> units
	for _, u := range t.units {
		if !t.canCut(u) || t.text[u] == 0 || t.text[u] > shortLetters(cardLinkWords) {
			continue
		}
		a := wholeCardLink(t, u)
		if a < 0 {
			continue
		}
		text := dom.FoldSpace(dom.Text(t.nodes[u], nil))
		if wordsOver(text, cardLinkWords) || strings.ContainsAny(text, "0123456789") {
			continue
		}
		if byText == nil {
			byText = map[string]map[string][]int32{}
		}
		href := strings.TrimSpace(dom.Attr(t.nodes[a], "href"))
		if byText[text] == nil {
			byText[text] = map[string][]int32{}
		}
		byText[text][href] = append(byText[text][href], u)
	}
	for _, links := range byText {
		if len(links) < cardLinksMin {
			continue
		}
		for _, us := range links {
			for _, u := range us {
				if t.canCut(u) {
					cut(u, classify.RoleBoilerplate)
				}
			}
		}
	}
}

// wholeCardLink returns the link around unit u, within cardDepth levels,
// that leads to another page and holds at most cardNodes elements, when
// u is laid over the link's picture: the smallest box around u that
// holds an <img> or <picture> holds no text but u's. -1 otherwise, and
// -1 when u is all the link's text: then u is the link's name, a tile
// ("Women", "Men", "Kids" over the pictures under each department of a
// shop), not a line laid over a card whose link names the item too.
func wholeCardLink(t *tree, u int32) int32 {
	over := false
	for p, up := t.parent[u], 0; p >= 0 && up < cardDepth; p, up = t.parent[p], up+1 {
		if t.end[p]-p > cardNodes {
			return -1 // the grid or the page: no card, and no walk over it
		}
		if !over && hasPicture(t, p) {
			if t.text[p] != t.text[u] {
				return -1
			}
			over = true
		}
		if t.nodes[p].DataAtom == atom.A {
			href := strings.TrimSpace(dom.Attr(t.nodes[p], "href"))
			if !over || href == "" || href[0] == '#' || t.end[p]-p > cardNodes || t.text[p] == t.text[u] {
				return -1 // no card link, or u is all its words: the link's name
			}
			return p
		}
	}
	return -1
}

// hasPicture reports whether element i's subtree holds an <img> or a
// <picture>.
func hasPicture(t *tree, i int32) bool {
	for j := i; j < t.end[i]; j++ {
		if a := t.nodes[j].DataAtom; a == atom.Img || a == atom.Picture {
			return true
		}
	}
	return false
}
