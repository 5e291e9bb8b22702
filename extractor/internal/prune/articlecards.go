package prune

import (
	"golang.org/x/net/html/atom"

	"folio/extractor/internal/classify"
)

// Article cards: news sites lay their story out beside a grid of other
// stories, each written as its own <article> that is wholly a link (an
// image and a headline inside one <a>: "Sturm-Sorge beim 1.FC Köln:
// Offensive schießt keine Tore"). When the classifier takes the wrapper of
// the grid and the story as one block, the cards come out as headlines
// above and below the text. HTML says an <article> is a composition of
// its own; one whose text is all link text (cardLinkShare) is another
// page's card, not a part of this one, whatever its class is called (the
// class words linkBlocks reads are the site's own: "article-tile",
// "c-card", "teaser").
//
// A card goes when the content holds cardMin or more of them (a grid, not
// a lone linked box) and the rest of the content, the cards aside, reads
// as a story: rootMinRest letters or more, at most proseLinks of them in
// links. On a listing or a collection the cards are the content, and the
// rest is no story: the rule stays off there, as it does on documentation
// (code) and product pages, whose related-item cards other rules judge.
// The cards must carry headlines, cardHeadline letters each on average
// (about five words): a shop's category chips are <article>s that are
// wholly links too ("iPhone 6 Parts", 15 letters on average), beside a
// guide's prose on a collection that declares no type.
//
// Measured against the rule without it: trafilatura-dev P 0.9308 ->
// 0.9314, F1 0.9524 -> 0.9527 (a news site's tiles above and below its
// story); wcxb-dev 0.912662 -> 0.912668 (article .96583 -> .96585, an
// education newsroom's related stories; service .87306 -> .87305, a
// consultancy's three insight cards that its truth keeps); ScrapingHub
// and readability-testpages identical page for page. Without the
// headline guard it cut a parts shop's category chips (collection .81422
// -> .81344).
const (
	cardLinkShare = 0.9
	cardMin       = 2
	cardHeadline  = 30
)

func articleCards(t *tree, cut func(int32, classify.Role)) {
	switch t.page.Type {
	case classify.TypeListing, classify.TypeCollection, classify.TypeProduct:
		return
	}
	if t.hasCode() || t.product() {
		return
	}
	var cards []int32
	var text, links int32
	for i := int32(0); i < int32(len(t.nodes)); i++ {
		if t.nodes[i].DataAtom != atom.Article || t.parent[i] < 0 || t.text[i] == 0 {
			continue
		}
		if t.canCut(i) && t.linkDensity(i) >= cardLinkShare {
			cards = append(cards, i)
			text += t.text[i]
			links += t.link[i]
			i = t.end[i] - 1
		}
	}
	if len(cards) < cardMin {
		return
	}
	var total, totalLinks int32
	for _, r := range t.roots() {
		total += t.text[r]
		totalLinks += t.link[r]
	}
	rest, restLinks := total-text, totalLinks-links
	if rest < rootMinRest || float32(restLinks) > proseLinks*float32(rest) || text < int32(len(cards))*cardHeadline {
		return
	}
	for k := 0; k < len(cards); {
		run := k + 1 // cards side by side, one grid
		for run < len(cards) && t.next(cards[run-1]) == cards[run] {
			run++
		}
		if !t.textResumes(cards[k], cards[run-1]) {
			for _, i := range cards[k:run] {
				cut(i, classify.RoleRelated)
			}
		}
		k = run
	}
}

// textResumes reports whether the story's text goes on after the run of
// sibling cards first..last: a prose paragraph stands right before the
// run and another right after it (around the box the run fills, when it
// fills one). A roundup post lists its picks as such cards between its
// intro and its closing words ("Six soups for the first cold week": the
// soups are the post); another story's tiles stand apart from the text,
// after its end or beside its box.
func (t *tree) textResumes(first, last int32) bool {
	for t.parent[first] >= 0 && t.parent[first] == t.parent[last] && t.next(last) < 0 && t.prevSibling(first) < 0 {
		first = t.parent[first] // the grid's box holds the cards alone
		last = first
	}
	return t.proseParagraph(t.prevSibling(first)) && t.proseParagraph(t.next(last))
}

// proseParagraph reports whether element i is a paragraph of running
// text: a <p> with text, at most proseLinks of it in links.
func (t *tree) proseParagraph(i int32) bool {
	return i >= 0 && t.nodes[i].DataAtom == atom.P && t.text[i] > 0 && t.linkDensity(i) <= proseLinks
}
