package prune

import (
	"strings"

	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"

	"folio/extractor/internal/classify"
	"folio/extractor/internal/dom"
)

// Link blocks: a block inside the content whose class or id names related
// links ("most-popular", "trending_articles", "content-recirculation",
// "tags-top") and whose text is mostly links. The classifier treats
// class/id words as hints only (on wcxb-dev, removing every hinted element
// costs more than it gains), but with the link density they are reliable:
// prose sections named "related-research" are not link lists. A block
// holding half the content is a listing's items, not a sidebar; the rest
// must be prose (at most proseLinks of its text in links): on listings and
// collections every card is a hinted link block.
const proseLinks = 0.25

var linkBlockWords = []string{"related", "recommend", "trending", "popular", "mostread", "most",
	"recirc", "recirculation", "tags", "topics", "more", "readmore", "readnext", "next",
	"sidebar", "side", "rail", "promo", "teaser", "teasers", "outbrain", "taboola", "also"}

func linkBlocks(t *tree, cut func(int32, classify.Role)) {
	var total, links int32
	for _, r := range t.roots() {
		total += t.text[r]
		links += t.link[r]
		if t.code[r] {
			return // documentation: its "related" and "next" links are content
		}
	}
	for i := int32(0); i < int32(len(t.nodes)); i++ {
		if t.cut[i] || t.text[i] == 0 {
			continue
		}
		rest, restLinks := total-t.text[i], links-t.link[i]
		limit := rest // a box inside the article is smaller than the rest
		if t.parent[i] < 0 && rest >= rootMinRest {
			limit = rootBoxShare * rest // a sidebar chosen beside a short article
		}
		if t.linkDensity(i) >= linkDense && t.text[i] <= limit && !heading(t.nodes[i]) && !classify.Inline(t.nodes[i].DataAtom) && float32(restLinks) <= proseLinks*float32(rest) &&
			t.canCut(i) && linkBlockHint(t, i) {
			cut(i, classify.RoleRelated)
			i = t.end[i] - 1
		}
	}
}

// linkBlockHint reports whether i's class/id words, or for a content root
// those of its nearest ancestors (the classifier may choose the inside of a
// "most-popular" box as a block of its own), name related links.
func linkBlockHint(t *tree, i int32) bool {
	if hintWordsName(t.nodes[i]) {
		return true
	}
	if t.parent[i] >= 0 {
		return false
	}
	p := t.nodes[i].Parent
	for k := 0; k < rootHintLevels && p != nil; k, p = k+1, p.Parent {
		if hintWordsName(p) || chromeAbove(p) {
			return true
		}
	}
	return false
}

// chromeAbove reports whether n is page chrome around a content root: a
// <header>, <footer>, <nav> or <aside>, or an element whose class/id word
// is header, footer, nav or menu. Inside an article a header is the
// article's own, so these count only above a root.
func chromeAbove(n *html.Node) bool {
	switch n.DataAtom {
	case atom.Header, atom.Footer, atom.Nav, atom.Aside:
		return true
	}
	for _, w := range classWords(n) {
		switch w {
		case "header", "footer", "nav", "menu", "masthead":
			return true
		}
	}
	return false
}

// rootBoxShare bounds a hinted link box chosen as a content root of its
// own, against the rest of the content: a most-read list of 15 headlines
// beside a 100-word news brief is still a sidebar.
// The rest must be an article (rootMinRest letters, about 80 words): next
// to a few lines, the links may be the page.
const (
	rootBoxShare = 3
	rootMinRest  = 400
)

// rootHintLevels is how far above a content root hints count: the box and
// its wrapper, not the page layout ("has-sidebar" on <body>).
const rootHintLevels = 3

// classWords returns the words of n's class and id (dom.AppendClassWords).
func classWords(n *html.Node) []string {
	var words []string
	for _, a := range n.Attr {
		if a.Key == "class" || a.Key == "id" {
			words = dom.AppendClassWords(words, a.Val)
		}
	}
	return words
}

func hintWordsName(n *html.Node) bool {
	for _, w := range classWords(n) {
		for _, h := range linkBlockWords {
			if w == h || len(h) >= 5 && strings.HasPrefix(w, h) {
				return true
			}
		}
	}
	return false
}
