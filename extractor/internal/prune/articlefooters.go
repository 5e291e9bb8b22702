package prune

import (
	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"

	"folio/extractor/internal/classify"
)

// Article footers: a <footer> that HTML scopes to an <article>
// (classify.ArticleFooter) holds the post's meta, not its text: categories
// and tags, the previous and next posts ("Previous article Transforming
// Mount Trashmore"), related posts ("DFV-Experte Carsten Schneider bei
// WISO"). On prose content:
//   - content roots the classifier chose inside such a footer go when the
//     content outside them holds at least footerMinRest letters, whatever
//     their size: a short notice's related-posts grid outweighs it;
//   - such footers inside a content root go when together they hold at
//     most footerShare of the content, so that a page whose text a theme
//     put in a footer keeps it, and when at least half their text is
//     links: meta is tags and links to other posts, while a footer of
//     prose is the article's own (a correction, an author's note,
//     footnotes without a list's markup).
const (
	footerShare   = 0.3
	footerMinRest = 200
)

func articleFooters(t *tree, cut func(int32, classify.Role)) {
	if !t.prose() {
		return
	}
	total := t.totalText()
	var roots, inner []int32
	var rootSize, innerSize int32
	for r := int32(0); r < int32(len(t.nodes)); r = t.end[r] { // the roots
		if t.cut[r] || t.text[r] == 0 {
			continue
		}
		if inArticleFooter(t.nodes[r].Parent) {
			roots = append(roots, r)
			rootSize += t.text[r]
			continue
		}
		for i := r; i < t.end[r]; i++ {
			if t.nodes[i].DataAtom == atom.Footer && !t.cut[i] && t.text[i] > 0 && 2*t.link[i] >= t.text[i] && classify.ArticleFooter(t.nodes[i]) {
				inner = append(inner, i)
				innerSize += t.text[i]
				i = t.end[i] - 1
			}
		}
	}
	if total-rootSize >= footerMinRest {
		for _, r := range roots {
			cut(r, classify.RoleFooter)
		}
	}
	if float32(innerSize) <= footerShare*float32(total) {
		for _, i := range inner {
			cut(i, classify.RoleFooter)
		}
	}
}

// inArticleFooter reports whether n lies in an article's footer: its
// nearest <footer> ancestor (n included) is one.
func inArticleFooter(n *html.Node) bool {
	for p := n; p != nil; p = p.Parent {
		switch p.DataAtom {
		case atom.Footer:
			return classify.ArticleFooter(p)
		case atom.Article, atom.Body:
			return false
		}
	}
	return false
}
