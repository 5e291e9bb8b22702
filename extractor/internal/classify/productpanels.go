package classify

import (
	"golang.org/x/net/html/atom"

	"folio/extractor/internal/dom"
)

// Product panels: some shops open a product's description from an
// accordion button into a sheet marked role="dialog" aria-modal="false"
// (Gymshark's Description sheet, whose body is an <aside>). aria-modal
// "false" is the author saying the dialog is not modal: the page behind
// stays in use, the panel is part of it. Dialogs and asides are otherwise
// chrome by tag (a cart, a sign-in box, a sidebar), so on a product page
// such a panel inside the content landmarks (<main>, <article>), and an
// <aside> inside it, are left to the model, which judges them by their
// units like any other box. Consent banners and filter drawers declare no
// aria-modal or declare it "true" and stay out.
//
// Of the 1497 wcxb-dev pages, 39 hold aria-modal="false"; routed as
// products, one page moves: Gymshark's tee 0.212 -> 0.672 (its
// description, fit and fabric). Without the aria-modal test a filter
// drawer (a shop category routed as a product) and B&H's consent banner
// leaked: 0.936 -> 0.913 and 0.450 -> 0.323.
func productPanel(x *index, i int32, opt routeOptions) bool {
	if !opt.shop() || !opt.softHints {
		return false
	}
	if nonModal(x, i) {
		return true
	}
	if x.atom(i) != atom.Aside {
		return false
	}
	for a := x.parent[i]; a >= 0; a = x.parent[a] { // asides are few: a walk up each
		if nonModal(x, a) {
			return true
		}
	}
	return false
}

// nonModal reports whether element i is a dialog declared non-modal.
func nonModal(x *index, i int32) bool {
	n := x.nodes[i]
	return dom.Attr(n, "aria-modal") == "false" && (n.DataAtom == atom.Dialog || dom.Attr(n, "role") == "dialog")
}
