package markdown

import (
	"golang.org/x/net/html"

	"folio/extractor/internal/dom"
)

// A heading that is a cell's whole text. Editors style a data table's
// header cells and section rows with heading tags
// (<td><h4>Amounts per person</h4></td>, <th colspan="2"><h3>Specs</h3></th>,
// <td colspan="4"><h5>Frozen</h5></td>), and a heading in a cell made the
// whole table a layout table (heavyAtoms): a meal plan's shopping list or a
// projector's spec sheet came out as a run of one-word paragraphs
// ("Split red lentils", "18g", "36g", "72g") that lost every row. A cell
// writes a heading inline, as it does a paragraph; when the heading is all
// the cell holds, that loses nothing but the heading's size. A heading
// beside other text in its cell (a column's title over its paragraphs) is
// still a sign of layout.

// maxCellHeadingWords is the most words of a heading a cell writes inline:
// a label, not a section's title over a column of text.
const maxCellHeadingWords = 16

// cellHeading reports whether the heading h holds all of cell's words, at
// most maxCellHeadingWords of them, and no heavy element of its own.
func cellHeading(cell, h *html.Node) bool {
	words := dom.WordCount(dom.Text(h, Drops))
	return words > 0 && words <= maxCellHeadingWords && !hasHeavy(h) &&
		dom.WordCount(dom.Text(cell, Drops)) == words
}
