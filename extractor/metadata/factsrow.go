package metadata

import (
	"strings"

	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"

	"folio/extractor/internal/dom"
)

// A book review's, a recipe's or an event's facts box names a writer
// among other labelled facts: "Titel: The Casquette Girls", "Seiten:
// 400", "Autor: Alys Arden", "Verlag: Carlsen". That writer is the
// book's or the recipe's, not the post's, so a text byline read from one
// row of such a box is no byline (the prune stage keeps the same test
// for author boxes, factsIn). A byline's own line of meta ("By Jane Doe
// · Published: March 5 · Category: News") is no facts box: rows that
// hold a date or name the post's category, tags or comments do not
// count.

// factsRows is how many sibling rows with labels of their own make the
// byline's row one of a facts box: two, as factsIn counts.
const factsRows = 2

// factsReach is how many siblings on each side of the byline's row are
// read (the white space between rows counts): a box's rows are a
// handful, and a row among ten thousand siblings costs no more.
const factsReach = 16

// inFactsBox reports whether n, the element a byline was read from, is
// one row of a facts box.
func inFactsBox(n *html.Node) bool {
	row := factsRow(n)
	if row == nil {
		return false
	}
	k := 0
	for _, next := range []func(*html.Node) *html.Node{
		func(n *html.Node) *html.Node { return n.PrevSibling },
		func(n *html.Node) *html.Node { return n.NextSibling },
	} {
		for sib, i := next(row), 0; sib != nil && i < factsReach; sib, i = next(sib), i+1 {
			if sib.Type != html.ElementNode {
				continue
			}
			if factLabelled(nodeText(sib, 200)) {
				if k++; k >= factsRows {
					return true
				}
			}
		}
	}
	return false
}

// factsRow returns the row n belongs to: n itself, or the first
// ancestor that is not an inline wrapper (<u>, <strong>, <span>), or the
// table row of a cell.
func factsRow(n *html.Node) *html.Node {
	for i := 0; n != nil && i < 4; n, i = n.Parent, i+1 {
		switch n.DataAtom {
		case atom.Span, atom.U, atom.B, atom.Strong, atom.Em, atom.I, atom.A, atom.Small, atom.Label:
			continue
		case atom.Td, atom.Th:
			continue
		case atom.Body, atom.Html:
			return nil
		}
		return n
	}
	return nil
}

// factLabelled reports whether a row is a fact: a label (dom.LeadLabel:
// "Seiten: 400", a <dt>'s "Verlag:") and a short value with no date, the
// label none of the post's own meta (a byline's "Published:",
// "Category:").
func factLabelled(s string) bool {
	s = strings.TrimSpace(s)
	label, ok := dom.LeadLabel(s)
	if !ok || postMetaLabel[strings.ToLower(label)] {
		return false
	}
	return wordCount(s[len(label)+1:]) <= maxFactWords && dateInText(s) == ""
}

// maxFactWords is the most words a fact's value holds ("400 Seiten",
// "15 minutes", "#20749 contributed by nakkouchtarek"): a longer one is
// a sentence after a speaker's name in an interview ("Rick: Exactly. If
// you only have one of each color…"), not a fact.
const maxFactWords = 8

// postMetaLabel are the labels a byline's line of meta writes beside the
// name: the post's date, category, tags, comments and reading time.
var postMetaLabel = map[string]bool{
	"date": true, "published": true, "posted": true, "updated": true, "last updated": true, "category": true,
	"categories": true, "tags": true, "tagged": true, "filed under": true, "comments": true, "reading time": true,
	"read time": true, "datum": true, "kategorie": true, "kategorien": true, "schlagworte": true,
}
