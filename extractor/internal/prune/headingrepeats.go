package prune

import (
	"strings"

	"folio/extractor/internal/classify"
)

// Heading repeats: a card or a section rendered in two layouts writes its
// heading in each (a recommendation card's title over its picture and
// again beside its price, a platform page's tile title on the front and
// the back of a flip card, an event card for phones and for wide
// screens), and the reader reads the heading twice with at most a line or
// two between. stutters.go cuts such copies when they are names of four
// words or fewer and follow each other at once; a heading says what the
// text after it is about, so the same heading again before any text of
// its own has come is a copy whatever its length. Cut: a heading whose
// text is the last heading's, when at most headingGap short units (at
// most headingGapWords words: a price, a date, a label) came between them,
// unless the two lie in two items of one kind (the same product twice in
// a grid: two <li class="tile">) or are two sibling headings of one tag
// (a list's own items, which stay).
const (
	headingGap      = 2
	headingGapWords = 8
)

func headingRepeats(t *tree, cut func(int32, classify.Role)) {
	last, prev, between := "", int32(-1), 0
	for _, u := range t.units {
		if t.cut[u] || t.own[u] == 0 {
			continue
		}
		if !heading(t.nodes[u]) {
			if between++; between > headingGap || wordsOver(t.unitText[u], headingGapWords) {
				last = ""
			}
			continue
		}
		text := t.unitText[u]
		if last != "" && strings.EqualFold(text, last) && !siblings(t, prev, u) && !t.inTwoItems(prev, u) && t.canCut(u) && !t.code[u] {
			cut(u, classify.RoleBoilerplate)
			continue
		}
		last, prev, between = text, u, 0
	}
}

// inTwoItems reports whether elements a < b lie in two children of one
// kind (tag and class) of their nearest common ancestor: the same title
// on two tiles of a grid, not one card's two layouts.
func (t *tree) inTwoItems(a, b int32) bool {
	cb := b
	x := t.parent[b]
	for x >= 0 && !(x <= a && a < t.end[x]) {
		cb, x = x, t.parent[x]
	}
	if x == a {
		return false // b inside a: one item
	}
	ca := a
	for t.parent[ca] != x {
		ca = t.parent[ca]
	}
	na, nb := t.nodes[ca], t.nodes[cb]
	return na.DataAtom == nb.DataAtom && na.Data == nb.Data && t.class[ca] == t.class[cb]
}
