package prune

import (
	"strings"

	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"

	"folio/extractor/internal/classify"
	"folio/extractor/internal/dom"
)

// Facets: the filter panel of a listing or a shop's collection ("Colour:
// Black, Grey, White", "Pattern: Solid, Striped", "Price", "Brand (12)")
// is a column of short labels beside the grid, and WCXB's truth leaves it
// out. Two things name it without reading its (any language's) words: its
// class or id holds "facet", "filter" or "refine", and it holds controls
// (checkboxes, radio buttons, toggles, a <select>) whose labels make all
// its text. The controls tell it from the subcategory links a shop names
// "filter-tree" that the truth keeps (a row of links is navigation to
// other pages, not a filter of this one), and the short units from
// content inside a plugin's "facetwp-template" wrapper or a "filters"
// column that holds the whole grid of product tiles with descriptions.
// The controls themselves are chrome to the classifier (RoleForm); their
// labels are not. data-testid counts as a name: React shops name their
// panels there ("filter-patterns") and nowhere else. Such a shop may write
// no control at all, only boxes a script makes clickable (a <div> with a
// check mark and a label per option): a panel whose labels link nowhere
// is no navigation either, so a box named for facets that holds no link
// is cut as one that holds a control (wcxb-dev collection 0.81422 ->
// 0.81434, host draws below 0.80 23.1% -> 22.8%: a suit-hire shop's
// pattern and colour panels, 0.430 -> 0.444, and a tab row named
// "filter" over a services page's panels, 0.803 -> 0.807; no page loses;
// ScrapingHub, trafilatura-dev and readability-testpages identical).
//
// Measured (gym score): wcxb-dev collection 0.7790 -> 0.7799, listing
// 0.8042 -> 0.8043, six pages of six hosts gain (up to +0.06), two lose
// (amazon's and a running shop's truths keep the facet names: -0.007,
// -0.005); other types, ScrapingHub and trafilatura-dev unchanged.
const (
	// facetUnitWords: words in a facet label, which may carry its
	// read-out copy ("Black Stainless Refine by Color: Black Stainless");
	// 6 missed those panels (collection +0.0009, listing +0.0006 at 8,
	// three pages gain, none lose; 12 changes nothing more).
	facetUnitWords = 8
	facetMinUnits  = 3   // labels: fewer is a single toggle, not a panel
	facetShare     = 0.3 // of the content: more is the content itself
)

var facetTokens = fileTokens([]string{"facet", "filter", "refine"})

func facets(t *tree, cut func(int32, classify.Role)) {
	total := t.totalText()
	for i := int32(0); i < int32(len(t.nodes)); i++ {
		if t.cut[i] || t.text[i] == 0 || !facetNamed(t, i) {
			continue
		}
		if float32(t.text[i]) <= facetShare*float32(total) && t.canCut(i) && shortLabels(t, i) && (t.link[i] == 0 && !cssFilterOnly(t, i) || holdsControl(t.nodes[i])) {
			cut(i, classify.RoleForm)
			if h := facetTitle(t, i); h >= 0 {
				cut(h, classify.RoleForm)
			}
			i = t.end[i] - 1
		}
	}
}

// facetNamed reports whether element i's class, id or data-testid holds
// a facet token.
func facetNamed(t *tree, i int32) bool {
	for _, v := range [...]string{t.class[i], t.id[i]} {
		if facetWord(v) {
			return true
		}
	}
	for _, a := range t.nodes[i].Attr {
		if a.Key == "data-testid" && facetWord(strings.ToLower(a.Val)) {
			return true
		}
	}
	return false
}

// cssFilterOnly reports whether i is named for facets only by the class
// word "filter" itself, with no facet word in its id or test id: that is
// Tailwind's utility (v2 needs it beside drop-shadow, grayscale or blur),
// on any box of any page, an article's list of short items too ("<div
// class="filter drop-shadow-md">" around a packing list). Such a box is a
// facet panel only with a control in it; without links it is no sign.
func cssFilterOnly(t *tree, i int32) bool {
	if facetWord(t.id[i]) {
		return false
	}
	for _, a := range t.nodes[i].Attr {
		if a.Key == "data-testid" && facetWord(strings.ToLower(a.Val)) {
			return false
		}
	}
	bare := false
	for w := range strings.FieldsSeq(t.class[i]) {
		if w == "filter" {
			bare = true
		} else if facetTokens.in(w) {
			return false
		}
	}
	return bare
}

// facetWord reports whether a word of v (lower case) holds a facet token.
func facetWord(v string) bool {
	for w := range strings.FieldsSeq(v) {
		if facetTokens.in(w) {
			return true
		}
	}
	return false
}

// shortLabels reports whether i's text is at least facetMinUnits units of
// at most facetUnitWords words each.
func shortLabels(t *tree, i int32) bool {
	units := 0
	for j := i; j < t.end[i]; j++ {
		if t.cut[j] {
			j = t.end[j] - 1
			continue
		}
		if t.unit[j] != j || t.unitText[j] == "" {
			continue
		}
		if wordsOver(t.unitText[j], facetUnitWords) && !labelRow(t, j) {
			return false
		}
		units++
	}
	return units >= facetMinUnits
}

// controlRoles are the ARIA roles of a filter's controls.
var controlRoles = map[string]bool{"checkbox": true, "radio": true, "switch": true, "option": true,
	"listbox": true, "menuitemcheckbox": true, "menuitemradio": true}

// holdsControl reports whether n's subtree holds a form control: an
// <input>, <select> or <button>, or an element with a control's ARIA role
// or state. The classifier leaves the controls themselves out of the
// content, so the DOM is walked, not the tree; it stops at the first.
func holdsControl(n *html.Node) bool {
	for c := n.FirstChild; c != nil; {
		if c.Type == html.ElementNode {
			switch c.DataAtom {
			case atom.Input, atom.Select, atom.Button:
				return true
			}
			if controlRoles[dom.Attr(c, "role")] || dom.Attr(c, "aria-checked") != "" || dom.Attr(c, "aria-pressed") != "" {
				return true
			}
		}
		if c.FirstChild != nil && c.Type == html.ElementNode {
			c = c.FirstChild
			continue
		}
		for c != n && c.NextSibling == nil {
			c = c.Parent
		}
		if c == n {
			return false
		}
		c = c.NextSibling
	}
	return false
}

// labelRow reports whether unit u is a row of control labels set inline
// ("XS S M L XL", "Price: Low to High Relevancy Newest"): a fieldset
// whose radio buttons and labels a shop writes without a block between
// them reads as one long line, but each <label> in it is a short option
// and together they make all but labelRowSlack of its text.
func labelRow(t *tree, u int32) bool {
	var in int32
	for k := u + 1; k < t.end[u]; k++ {
		if t.nodes[k].DataAtom != atom.Label {
			continue
		}
		if t.text[k] > shortLetters(facetUnitWords) {
			return false
		}
		in += t.text[k]
		k = t.end[k] - 1
	}
	return in > 0 && float32(in) >= (1-labelRowSlack)*float32(t.text[u])
}

// labelRowSlack is the share of a label row's text outside its labels (a
// legend, a "Clear" link's word).
const labelRowSlack = 0.2
