package prune

import (
	"strings"

	"golang.org/x/net/html/atom"

	"folio/extractor/internal/classify"
)

// Stutters: a short unit that says again, word for word, the unit read
// right before it. Shop themes write a card's name more than once for
// different layouts and let CSS show one: Shopify's Dawn writes the title
// in a heading shown only on cards without a picture, then again under
// the picture ("Chocolate Hazelnut Coffee / Chocolate Hazelnut Coffee").
// The copies are not siblings (twins.go, which leaves short sibling
// repeats alone: a list's "Free shipping" twice), nor inline echoes
// (echoes.go), and too short for dedup.go, but they follow each other in
// reading order with nothing between them, which a text written for a
// reader does not do. Table cells are left alone: a row repeats "Yes" or
// "Included" legitimately; so are formulas, whose MathML elements are
// units of a letter or a sign (readability-testpages' mathjax lost "b" of
// "b ± √b"). The text compared is the unit's without the
// labels cut from it so far (a price's "Sale price").
//
// Measured (gym score wcxb, against the rule off): collection 0.79907 ->
// 0.80089 (a coffee shop 0.522 -> 0.709, Allbirds 0.772 -> 0.812), product
// +0.0003, service +0.0002, listing +0.0001; 2 pages lose (a shop whose
// truth keeps both copies, 0.502 -> 0.483; a listing -0.003). With no
// length limit a service card's blurb and its hover copy, which truths
// keep twice, and a manual's note repeated under each language's tab went
// too (documentation -0.0014); limits of 2, 3, 5 and 6 words gained
// collection 0.0006, 0.0008, 0.0012 and 0.0005 (measured before the
// sibling guard).

func stutters(t *tree, cut func(int32, classify.Role)) {
	last, prev := "", int32(-1)
	for _, u := range t.units {
		if t.cut[u] || t.own[u] == 0 {
			continue
		}
		text := t.unitText[u]
		if !t.mixed[u] {
			text = t.keptText(u) // without the screen-reader labels cut from it
		}
		if text == "" {
			continue
		}
		if strings.EqualFold(text, last) && !siblings(t, prev, u) && t.canCut(u) && !t.code[u] && !inCellOrMath(t, u) && stutterOK(text) {
			cut(u, classify.RoleBoilerplate)
			continue
		}
		last, prev = text, u
	}
}

// siblings reports whether units a and b are elements of one kind side
// by side in one parent: a list's items or a run of paragraphs, which
// twins.go judges.
func siblings(t *tree, a, b int32) bool {
	return a >= 0 && t.parent[a] == t.parent[b] && t.nodes[a].DataAtom == t.nodes[b].DataAtom
}

// inCellOrMath reports whether element i lies in a table cell or a
// MathML formula, whose symbols repeat ("b ± √b").
func inCellOrMath(t *tree, i int32) bool {
	for ; i >= 0; i = t.parent[i] {
		switch t.nodes[i].DataAtom {
		case atom.Td, atom.Th, atom.Math:
			return true
		}
	}
	return false
}

// stutterWords: a stutter is a name or a badge, four words or fewer.
// Longer copies side by side are in some truths twice (a service card's
// blurb under its heading and again in its hover layer) and are dedup.go's
// to judge.
const stutterWords = 4

func stutterOK(text string) bool { return !wordsOver(text, stutterWords) }
