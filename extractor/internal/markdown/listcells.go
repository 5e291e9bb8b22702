package markdown

import (
	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"

	"folio/extractor/internal/dom"
)

// Short lists in the cells of a data table. A list in a cell made the whole
// table a layout table (heavyAtoms), so a Wikipedia infobox, whose
// "Divisions" or "Official languages" row lists two or three names, came
// out as a run of label and value paragraphs that lost every row's pairing
// (readability-testpages: Readability keeps such tables whole). A cell
// writes a list inline with its items parted by the cell's line break
// (cellContent), as it does paragraphs, which loses nothing when the items
// are short lines of inline content. A long list, or items holding blocks
// of their own, is still a sign of layout: a site's menu column or a
// sidebar of links laid out with a table.
//
// A table that heads its columns (a <thead>, or a first row of <th> only)
// declares itself a data table: no layout grid names its columns. Its
// cells' lists are values however long their items: a course schedule's
// "Resources" column lists papers of 20 to 50 words each beside "Date"
// and "Topic", and reading the table as layout wrote all its 200 cells
// as loose paragraphs. Its items may be longer (maxHeadedItemWords);
// nested lists, headings and tables still make it layout, while a stray
// note between two items ("<li>…</li> (see chapter 14)", an authoring slip
// browsers show inline) does not. A list set in prose is not a column's
// value, though: an old forum's "Author | Message" table heads its columns
// too, and a post that lists steps between its sentences ("Here is what I
// tried: … Any ideas?") was written as one pipe-table cell, the bullets
// lost (listInProse).

// Limits of a list a cell writes inline: more items, or longer ones, read
// as a column of their own, not a value.
const (
	maxCellListItems   = 12
	maxCellItemWords   = 16
	maxHeadedItemWords = 200
)

// listInProse reports whether cell holds more than maxCellItemWords words
// outside its lists: the lists stand in a text, not as the cell's value.
func listInProse(cell *html.Node) bool {
	outside := dom.Text(cell, func(n *html.Node) bool {
		return Drops(n) || n.DataAtom == atom.Ul || n.DataAtom == atom.Ol
	})
	return dom.WordsUpTo(outside, maxCellItemWords+1) > maxCellItemWords
}

// cellList reports whether the ul or ol n is a short list of short inline
// items: at most maxCellListItems items of at most maxCellItemWords words
// (maxHeadedItemWords in a table that heads its columns), none holding a
// heavy element (a nested list, a heading, a table).
func cellList(n *html.Node, headed bool) bool {
	limit := maxCellItemWords
	if headed {
		limit = maxHeadedItemWords
	}
	items := 0
	for li := n.FirstChild; li != nil; li = li.NextSibling {
		if li.Type != html.ElementNode || Drops(li) {
			if li.Type == html.TextNode && !headed && !dom.Blank(li.Data) {
				return false // a stray line between items; a headed table's cell still holds it
			}
			continue
		}
		if li.DataAtom != atom.Li {
			return false
		}
		if items++; items > maxCellListItems || hasHeavy(li) {
			return false
		}
		if dom.WordsUpTo(dom.Text(li, Drops), limit+1) > limit {
			return false
		}
	}
	return items > 0
}
