package prune

import (
	"slices"

	"golang.org/x/net/html"

	"folio/extractor/internal/classify"
	"folio/extractor/internal/dom"
)

// Twins: a card or a section rendered twice side by side, once for narrow
// screens and once for wide ones ("discover-search-mobile-card" before the
// desktop card of each event of a listing, a product tile's two layouts, a
// pricing table's two variants), with CSS showing one of them. dedup.go
// leaves such copies when they are small (a title, a date and a price:
// fewer than its 40 words), since a listing repeats short lines
// legitimately (the same "Free" or "Full-time" under every item). What sets
// a twin apart is that the whole element is copied by its previous element
// sibling: the same text, unit for unit. Repeated items of a listing differ
// in their titles; when two of them are the same (a job posted twice),
// they stand among more siblings of their kind (tag and class), which twins
// do not: those stay.
//
// Measured with gym score against no twin rule: wcxb-dev 0.8957 -> 0.8964
// (listing 0.799 -> 0.801, service 0.857 -> 0.858, forum 0.814 -> 0.815;
// 26 pages gain, 3 lose up to 0.022: a paragraph a forum member posted
// twice, which the truth repeats); ScrapingHub and trafilatura-dev
// unchanged.
const twinMinText = 40 // letters and digits of a twin (about six words)

func twins(t *tree, cut func(int32, classify.Role)) {
	// prev[p+1]-1 is parent p's last element child so far (-1: none; the
	// roots share parent -1): a slice, since every element is looked up.
	prev := make([]int32, len(t.nodes)+1)
	kinds := make(map[int32]map[string]int)
	for i := int32(0); i < int32(len(t.nodes)); i++ {
		p := t.parent[i]
		last := prev[p+1] - 1
		prev[p+1] = i + 1
		if last < 0 || t.text[i] < twinMinText || t.text[i] != t.text[last] || t.end[last] != i {
			continue
		}
		if !t.canCut(i) || t.cut[last] || t.code[i] || t.unit[i] < i || t.unit[last] < last {
			continue
		}
		if t.sameUnits(last, i) && !listItem(t.nodes[i], p, kinds) && !t.proseTwin(i) {
			cut(i, classify.RoleBoilerplate)
			i = t.end[i] - 1
		}
	}
}

// sameUnits reports whether the subtrees of a and b hold the same units'
// texts in the same order. t.units is in element order, so each subtree's
// units are a run of it.
func (t *tree) sameUnits(a, b int32) bool {
	ua, ub := t.unitRun(a), t.unitRun(b)
	if len(ua) != len(ub) {
		return false
	}
	for k := range ua {
		if t.unitText[ua[k]] != t.unitText[ub[k]] {
			return false
		}
	}
	return len(ua) > 0
}

// unitRun returns the units of i's subtree.
func (t *tree) unitRun(i int32) []int32 {
	lo, _ := slices.BinarySearch(t.units, i)
	hi, _ := slices.BinarySearch(t.units, t.end[i])
	return t.units[lo:hi]
}

// listItem reports whether n has at least two siblings of its tag and
// class: it is an item of a list, not a twin. The counts of each parent p
// are made once, in kinds.
func listItem(n *html.Node, p int32, kinds map[int32]map[string]int) bool {
	if n.Parent == nil {
		return false
	}
	k, ok := kinds[p]
	if !ok {
		k = map[string]int{}
		for c := n.Parent.FirstChild; c != nil; c = c.NextSibling {
			if c.Type == html.ElementNode {
				k[c.Data+"."+dom.Attr(c, "class")]++
			}
		}
		kinds[p] = k
	}
	return k[n.Data+"."+dom.Attr(n, "class")] >= 3
}

// proseTwin reports whether twin i is one paragraph of running text, at
// least tailLong letters in one unit with few links: a writer's paragraph
// set down twice (a forum member posting the same reply again, a
// fixture's lorem ipsum written twice), which the truths repeat as the
// page shows it. The twin is the paragraph itself: a layout's twins are
// boxes, cards and sections around their text (a title with a date or a
// price; a site builder's breakpoint variant, div.ssr-variant, around
// its one paragraph, wcxb-dev 0355), or a line.
func (t *tree) proseTwin(i int32) bool {
	run := t.unitRun(i)
	return len(run) == 1 && run[0] == i && t.own[i] >= tailLong && t.linkDensity(i) <= tailLinks
}
