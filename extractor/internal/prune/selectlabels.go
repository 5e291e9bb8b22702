package prune

import (
	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"

	"folio/extractor/internal/classify"
)

// Select labels: a listing's sort control is a short line ("Sort by",
// "Sort: Best Match", "Sort By:") set right before a <select>, whose
// options the classifier leaves out with the control (RoleForm). Only
// the line stays, and no WCXB truth over wcxb-dev keeps a "Sort" line
// (13 pages of 5 hosts: an outdoor shop, a film chart, a warehouse club,
// a software ranking, a homeware shop). A shop's result count before its
// ordering form ("Showing all 39 results", WooCommerce's markup) stands
// there too. The line is found by what follows it, not by its words, so
// it goes in any language: a unit of at most selectLabelWords words, with no link,
// whose next element is a <select> or holds one near its top
// (selectDepth levels: the custom dropdowns that wrap the native one),
// or whose own box holds the <select> ("<div><span>Sort By:</span>
// <div><select>", a <label> around its <select>).
// A heading before a <select> names a section whose tabs turn into a
// dropdown on small screens, or a directory's category; it stays. A
// product's own pickers ("Size", "Quantity") are its buy box, which
// shop truths keep, so product pages are left alone.
//
// The select inside the line's own box, measured against main 118fabe:
// wcxb-dev 0.912131 -> 0.912140, collection 0.81292 -> 0.81298, listing
// 0.83451 -> 0.83458 (5 pages of 5 hosts up: a coffee shop, a software
// ranking, a film chart, a projector shop, an outdoor-gear shop; none
// down).
//
// Measured (gym score wcxb, against main 17bd29b): collection 0.81276 ->
// 0.81292 (an outdoor shop's 7 pages +0.001 to +0.003, a coffee shop
// +0.005, a projector shop +0.002; a headphone maker's "2 products",
// which its truth keeps, -0.001), every other type unchanged; host
// draws of collections below 0.80 25.7% -> 25.4%. ScrapingHub,
// trafilatura-dev and readability-testpages unchanged. Headings were
// cut too at first: a service page's tab titles before their mobile
// <select> (-0.001) and a directory's "Technology Category" (-0.002).
//
// A listing has one sort bar (at times a second copy for small screens)
// and one result count: when more than selectLabelsMax short lines stand
// before a control, they are a grid's tiles, each with its own picker
// (a price or a name before the tile's quick-add form), which collection
// and listing truths keep, or a form's fields; none of them is cut. A
// line in the control's own box is the field's name ("Size" in each
// tile's variant picker) and goes however many there are.
const (
	selectLabelWords   = 4
	selectDepth        = 3
	selectLabelsMax    = 2
	selectControlBytes = 120 // past any selectLabelWords words a control shows
)

func selectLabels(t *tree, cut func(int32, classify.Role)) {
	if t.product() {
		return
	}
	var before []int32 // lines before a control
	for _, i := range t.units {
		if t.cut[i] || t.text[i] == 0 || t.link[i] != 0 || !t.canCut(i) || wordsOver(t.unitText[i], selectLabelWords) {
			continue
		}
		n := t.nodes[i]
		switch {
		case heading(n):
		case holdsSelect(n, selectDepth):
			cut(i, classify.RoleForm) // the field's own box: its name
		case labelsSelect(n):
			before = append(before, i)
		}
	}
	if len(before) > selectLabelsMax {
		return
	}
	for _, i := range before {
		cut(i, classify.RoleForm)
	}
}

// labelsSelect reports whether n's next element sibling is a control: a
// <select>, or an element that holds one within selectDepth levels and
// no more than selectLabelWords words of its own beside it (a custom
// dropdown's face, an apply button), not a box of prose with a form in
// it (a how-to's step whose text ends in a country picker).
func labelsSelect(n *html.Node) bool {
	s := blankAfter(n)
	return s != nil && s.Type == html.ElementNode && holdsSelect(s, selectDepth) && controlText(s)
}

func holdsSelect(n *html.Node, depth int) bool {
	if n.DataAtom == atom.Select {
		return true
	}
	if depth == 0 {
		return false
	}
	for c := n.FirstChild; c != nil; c = c.NextSibling {
		if c.Type == html.ElementNode && holdsSelect(c, depth-1) {
			return true
		}
	}
	return false
}

// controlText reports whether n's visible text (its options left out)
// has at most selectLabelWords words. textUpTo stops once the text is
// longer than a control's could be, so a large box costs little.
func controlText(n *html.Node) bool {
	t := textUpTo(n, selectControlBytes)
	return len(t) <= selectControlBytes && !wordsOver(t, selectLabelWords)
}
