package prune

import (
	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"

	"folio/extractor/internal/classify"
)

// Content roots inside the page's header: the classifier chose the lists
// of a mega menu (a cloud vendor's "Featured Products", "AI and machine
// learning", a hundred product links under <header>) beside the article.
// A <header> outside any <article> or <main> is the site's; the roots in
// one go when their text is mostly links (linkDense) and the content
// outside that header holds at least rootMinRest letters and more text
// than they do. An article's own header (inside <article>, or with the
// headline and a lead that are not links) stays.
func headerRoots(t *tree, cut func(int32, classify.Role)) {
	roots := t.roots()
	if len(roots) < 2 {
		return
	}
	var total int32
	byHeader := map[*html.Node][]int32{}
	for _, r := range roots {
		total += t.text[r]
		if t.cut[r] || t.text[r] == 0 {
			continue
		}
		if h := pageHeader(t.nodes[r]); h != nil {
			byHeader[h] = append(byHeader[h], r)
		}
	}
	for _, rs := range byHeader {
		var text, links int32
		for _, r := range rs {
			text += t.text[r]
			links += t.link[r]
		}
		rest := total - text
		if float32(links) < linkDense*float32(text) || rest < rootMinRest || rest <= text {
			continue
		}
		for _, r := range rs {
			cut(r, classify.RoleNavigation)
		}
	}
}

// pageHeader returns the <header> holding n (n itself or an ancestor)
// when no <article> or <main> holds that header, else nil.
func pageHeader(n *html.Node) *html.Node {
	var h *html.Node
	for p := n; p != nil; p = p.Parent {
		switch p.DataAtom {
		case atom.Header:
			if h == nil {
				h = p
			}
		case atom.Article, atom.Main:
			return nil
		}
	}
	return h
}
