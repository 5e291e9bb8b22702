package markdown

import (
	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"

	"folio/extractor/internal/dom"
)

// Posts laid out with a table. Old forum software writes each post as a
// table of its own (vBulletin 3: a row of date and post number, a row of
// the author's card beside the message, a row of status and buttons), or
// a whole thread as one table of cards and messages. Such a table names
// no column: its cells are <td> only. A message is prose in paragraphs
// parted by a blank line, which the software writes as <br><br>; the card
// stacks its lines the same way. A GFM cell holds one line, so such a
// table written as a pipe table glued each card to its message in one
// row, the paragraphs run together with <br>s. A value in a data table's
// cell is one paragraph (lines broken by single <br>s at most); a table
// that heads no column and holds a cell of several paragraphs is layout.
// Headed tables keep such cells: a spec sheet's "Features" row under a
// <th> label lists its features as paragraphs.

// paragraphCell reports whether cell holds two runs of text parted by two
// or more <br>s in a row (white space aside).
func paragraphCell(cell *html.Node) bool {
	p := paraCounter{}
	p.walk(cell)
	return p.paras >= 2 || p.paras == 1 && p.open
}

// paraCounter counts the paragraphs of a cell that <br> runs close.
type paraCounter struct {
	paras int  // paragraphs closed by a run of two or more <br>s
	open  bool // text read since the last paragraph break
	brs   int  // <br>s in a row, with only white space between
}

func (p *paraCounter) walk(n *html.Node) {
	for c := n.FirstChild; c != nil && p.paras < 2; c = c.NextSibling {
		switch {
		case c.Type == html.TextNode:
			if dom.Blank(c.Data) {
				continue
			}
			if p.brs >= 2 && p.open {
				p.paras++
				p.open = false
			}
			p.brs = 0
			p.open = true
		case c.Type != html.ElementNode || Drops(c):
		case c.DataAtom == atom.Br:
			p.brs++
		default:
			p.walk(c)
		}
	}
}
