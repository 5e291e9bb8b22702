package prune

import (
	"golang.org/x/net/html/atom"

	"folio/extractor/internal/dom"
)

// Code in running text. tree.code marks every element inside or holding
// <pre>, <code> or a tab panel, so that dedup.go leaves documentation's
// snippets alone (the same example under each language's tab, a
// parameter described again under each endpoint of an API reference with
// its <code> name). A forum thread or an article that only names a
// command inline ("through <code>apt</code>") is prose, though, and its
// copies are copies: NodeBB renders each reply's parent post again above
// the reply (component="post/parent", clamped to one line by CSS), and
// the inline code kept that copy, so the first post came out three times.
//
// inlineCodeOnly reports whether the content's code is all inline: no
// <pre>, no tab panel, and no <code> holding half its paragraph's text or
// more (a snippet written without <pre>, or a reference's term:
// "statement_descriptor string"). On such content dedup.go judges copies
// as prose. Content with any code block keeps tree.code as it is: on
// wcxb-dev's documentation, a guard per element lost Stripe's API
// reference its repeated parameter descriptions (0.931 -> 0.916), which
// the truth keeps.
func inlineCodeOnly(t *tree) bool {
	for i := int32(0); i < int32(len(t.nodes)); i++ {
		if !t.code[i] {
			continue
		}
		switch n := t.nodes[i]; {
		case n.DataAtom == atom.Pre, dom.Attr(n, "role") == "tabpanel",
			n.DataAtom == atom.Code && 2*t.text[i] >= t.own[t.unit[i]]:
			return false
		case n.DataAtom == atom.Code:
			i = t.end[i] - 1 // inline: what it holds is its own text
		}
	}
	return true
}
