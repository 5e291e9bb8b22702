package prune

import (
	"strings"
	"unicode"

	"golang.org/x/net/html/atom"
)

// Facet panel titles: a filter panel comes under a title of its own, a
// heading "Filters", "Filter & Sort" or "Refine by", or the button that
// opens the panel ("Sort By", "Filters (2)"), and once facets cuts the
// panel the title stays as a line over the grid, which no WCXB truth
// keeps. The title is found by where it stands, not by its words, so it
// goes in any language: the only text left in the box that holds the
// cut panel (climbing facetTitleDepth boxes that hold nothing else), a
// unit of at most facetTitleWords words with no link, before the panel.
// A heading beside other text (a category's intro, a card's title) is
// not alone in its box and stays, and so does an <h1>: a category or
// search page puts its own title in a bar beside the filters ("<div>
// <h1>Vegan recipes</h1><div class="recipe-filters">…</div></div>" over
// the grid), where it stands as a panel's title does, but it names the
// page, and the truths of collections and listings keep it. So does a
// smaller heading whose words are all in the page's settled title
// (namesPage): a category's "<h2>Running Shoes</h2>" beside its filters
// under the title "Running shoes | Shop"; a panel's "Filters" or "Sort
// by" names no page. On wcxb-dev no such h2 or h3 was cut (the title
// rule fires on one page, a "Filters" heading), so the gym output is
// unchanged; the synthetic test stands for the pages it would have cut.
//
// Measured with labelRow (facets.go), gym score against main e55b444:
// wcxb-dev collection 0.81434 -> 0.81446 (a suit-hire shop's "Filters"
// heading; a sportswear shop's "Sort By" title and its seven rows of
// inline size, fit and price labels, 0.289 -> 0.303), no page loses,
// every other type unchanged; ScrapingHub, trafilatura-dev and
// readability-testpages identical page for page.
//
// facetTitleNodes bounds the elements read in a box: a title's box holds
// the title, the cut panel and a few wrappers. A box of more is a column
// of panels or the page, and reading it whole for each of its panels cost
// time quadratic in them (6,000 groups of a filter column: 3 s).
const (
	facetTitleWords = 3
	facetTitleDepth = 3
	facetTitleNodes = 200
)

// facetTitle returns the title unit of the facet panel i that facets has
// just cut, -1 when it has none.
func facetTitle(t *tree, i int32) int32 {
	b := i
	for range facetTitleDepth {
		p := t.parent[b]
		if p < 0 {
			return -1
		}
		u, ok := loneUnit(t, p)
		if !ok {
			return -1
		}
		if u >= 0 {
			if u > i || t.link[u] > 0 || wordsOver(t.unitText[u], facetTitleWords) || !t.canCut(u) ||
				t.nodes[u].DataAtom == atom.H1 || holdsH1(t.nodes[u]) || namesPage(t.unitText[u], t.page.Title) {
				return -1
			}
			return u
		}
		b = p
	}
	return -1
}

// loneUnit returns the one unit with text left uncut in p's subtree (-1
// when there is none) and whether there is at most one. It stops at the
// second, and after facetTitleNodes elements (a cut subtree counts as
// one), so a large box costs little.
func loneUnit(t *tree, p int32) (int32, bool) {
	found := int32(-1)
	read := 0
	for j := p; j < t.end[p]; j++ {
		if read++; read > facetTitleNodes {
			return -1, false
		}
		if t.cut[j] {
			j = t.end[j] - 1
			continue
		}
		if t.unit[j] != j || t.unitText[j] == "" {
			continue
		}
		if found >= 0 || t.mixed[j] {
			return -1, false
		}
		found = j
	}
	return found, true
}

// namesPage reports whether every word of unit text s (one at least) is
// a word of the page's title.
func namesPage(s, title string) bool {
	if title == "" {
		return false
	}
	in := map[string]bool{}
	for _, w := range strings.FieldsFunc(strings.ToLower(title), notWordRune) {
		in[w] = true
	}
	words := strings.FieldsFunc(strings.ToLower(s), notWordRune)
	for _, w := range words {
		if !in[w] {
			return false
		}
	}
	return len(words) > 0
}

func notWordRune(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsDigit(r) }
