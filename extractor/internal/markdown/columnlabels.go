package markdown

import (
	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"

	"folio/extractor/internal/dom"
)

// Column labels of a layout table. Old forum software lays a thread out
// as one table whose first row heads its two columns, "Author" and
// "Message" (phpBB 2's th.thLeft and th.thRight), above rows of a
// poster's card beside a message that holds tables, rules and quotes. A
// layout table is unwrapped (tables.go), its cells written as blocks one
// after the other, and the labels of columns that are no longer there
// came out as stray one-word lines above the first post. A row of header
// cells only, two or more, each a label of at most maxColumnLabelWords
// words, in a table the walker unwraps, is left out: whether the walker
// reaches it unwrapping the table or as a block of its own (the
// selection chose the row).

// maxColumnLabelWords is the most words of a layout table's column label.
const maxColumnLabelWords = 3

// columnLabels reports whether tr is a row of column labels in a table
// the walker unwraps as layout. The table's verdict is read once
// (labelTables): a table of thousands of such rows, each reached as a
// block of its own, would otherwise be read whole for every row.
func (r *renderer) columnLabels(tr *html.Node) bool {
	if tr.DataAtom != atom.Tr || !labelCells(r, tr) {
		return false
	}
	t := tr.Parent
	if t != nil && t.DataAtom != atom.Table {
		t = t.Parent
	}
	if t == nil || t.DataAtom != atom.Table {
		return false
	}
	layout, read := r.labelTables[t]
	if !read {
		rows, hasHead := r.tableRows(t)
		layout = !CodeTable(t) && r.isLayout(t, rows, hasHead)
		if r.labelTables == nil {
			r.labelTables = map[*html.Node]bool{}
		}
		r.labelTables[t] = layout
	}
	return layout
}

// labelCells reports whether tr's cells are two or more header cells of
// one to maxColumnLabelWords words each. A cell's text is read only while
// the row may still be labels: unwrapTable asks every row of a layout
// table, and reading each cell's text there would read the text of
// nested layout tables once for each table around them.
func labelCells(r *renderer, tr *html.Node) bool {
	n, labels := 0, true
	r.cells(tr, func(c *html.Node) {
		n++
		if labels && c.DataAtom == atom.Th {
			w := dom.WordCount(dom.Text(c, Drops))
			labels = w > 0 && w <= maxColumnLabelWords
		} else {
			labels = false
		}
	})
	return labels && n >= 2
}
