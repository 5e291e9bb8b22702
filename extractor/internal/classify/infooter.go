package classify

import (
	"golang.org/x/net/html/atom"

	"folio/extractor/internal/dom"
)

// Content chosen inside the site's footer. A page whose body the client
// draws (a landing page's sections filled in by scripts) can leave the
// footer's menus as its only text, and the selection then takes a piece
// of one: a collapsible list of insurance payers under a footer column
// (wcxb-dev 4868, whose ground truth is empty). The site's <footer>
// (role=contentinfo), outside any <article> or <main>, closes every page
// of the site; what a page is about is never only there. When all the
// chosen blocks lie in it, the page has no content, as for a shell.
// Measured on all three corpora, the rule changes that page only (wcxb-dev
// service 0 -> 1); the same test for the site's <header>, <nav> and
// <aside> emptied two articles whose text lies in such an element.
func inSiteFooter(x *index, mains map[int32]float64) bool {
	if len(mains) == 0 {
		return false
	}
	for m := range mains {
		if !underSiteFooter(x, m) {
			return false
		}
	}
	return true
}

// underSiteFooter reports whether element i lies in a <footer> (or an
// element with role contentinfo) that is not inside an <article> or
// <main>: an article's own footer holds its tags and byline, not the
// site's menus.
func underSiteFooter(x *index, i int32) bool {
	footer := false
	for a := x.parent[i]; a >= 0; a = x.parent[a] {
		switch n := x.nodes[a]; {
		case n.DataAtom == atom.Article || n.DataAtom == atom.Main:
			return false
		case n.DataAtom == atom.Footer || dom.Attr(n, "role") == "contentinfo":
			footer = true
		}
	}
	return footer
}
