package markdown

import (
	"strconv"
	"strings"

	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"

	"folio/extractor/internal/dom"
)

// Limits of the slot grid, from the HTML table model (colspan is clamped to
// 1000, rowspan to 65534).
const (
	maxColspan = 1000
	maxRowspan = 65534
)

// heavyAtoms in a cell mean the table is for layout: GFM cells hold one
// line of inline content, and these cannot be flattened without loss
// (apart from short lists and a cell's heading: heavyCell).
var heavyAtoms = map[atom.Atom]bool{
	atom.Table: true, atom.Ul: true, atom.Ol: true, atom.Dl: true,
	atom.Pre: true, atom.Blockquote: true, atom.H1: true, atom.H2: true,
	atom.H3: true, atom.H4: true, atom.H5: true, atom.H6: true, atom.Hr: true,
	atom.Article: true, atom.Section: true, atom.Nav: true, atom.Form: true,
	atom.Figure: true, atom.Header: true, atom.Footer: true, atom.Aside: true,
}

// table writes a data table as a GFM pipe table and unwraps a layout table
// (one column, one row without a header, role=presentation, or blocks in
// cells) into its content.
func (r *renderer) table(n *html.Node) {
	if !r.openBlock(n) {
		return
	}
	if body, ok := blobCode(n); ok {
		r.codeBlock(body, codeLang(n))
		return
	}
	rows, hasHead := r.tableRows(n)
	if len(rows) == 0 {
		return
	}
	if r.opts.KeepHTML && r.beyondGFM(rows) {
		r.rawBlock(n) // lossless: spans and stacked header rows
		return
	}
	if r.isLayout(n, rows, hasHead) {
		if r.opts.KeepHTML {
			r.rawBlock(n) // lossless: GFM cannot hold this table
			return
		}
		r.unwrapTable(n, rows)
		return
	}
	if c := childAtom(n, atom.Caption); c != nil && !r.skipped(c) {
		r.block(c)
	}
	g := r.buildGrid(rows)
	if g.cols == 0 {
		return
	}
	r.writeGrid(g)
}

// tableRows lists the rows in display order: thead, body rows, tfoot.
func (r *renderer) tableRows(t *html.Node) (rows []*html.Node, hasHead bool) {
	var head, body, foot []*html.Node
	for c := t.FirstChild; c != nil; c = c.NextSibling {
		if c.Type != html.ElementNode || r.skipped(c) {
			continue
		}
		switch c.DataAtom {
		case atom.Tr:
			body = append(body, c)
		case atom.Thead, atom.Tbody, atom.Tfoot:
			for tr := c.FirstChild; tr != nil; tr = tr.NextSibling {
				if tr.Type != html.ElementNode || tr.DataAtom != atom.Tr || r.skipped(tr) {
					continue
				}
				switch c.DataAtom {
				case atom.Thead:
					head = append(head, tr)
				case atom.Tfoot:
					foot = append(foot, tr)
				default:
					body = append(body, tr)
				}
			}
		}
	}
	rows = append(append(head, body...), foot...)
	return rows, len(head) > 0
}

func (r *renderer) cells(tr *html.Node, fn func(*html.Node)) {
	for c := tr.FirstChild; c != nil; c = c.NextSibling {
		if c.Type == html.ElementNode && (c.DataAtom == atom.Td || c.DataAtom == atom.Th) && !r.skipped(c) {
			fn(c)
		}
	}
}

// GridTable reports whether the walker writes table n as a pipe table
// (not as code, nor unwrapped as layout) when skip names the subtrees left
// out, for the lint's count of headings: a heading in such a table's cell
// is written inline (headingcells.go). A table without a cell has no
// column and is not written at all (table: g.cols == 0).
func GridTable(n *html.Node, skip func(*html.Node) bool) bool {
	if n.Type != html.ElementNode || n.DataAtom != atom.Table || CodeTable(n) {
		return false
	}
	r := &renderer{opts: Options{Skip: skip}}
	rows, hasHead := r.tableRows(n)
	return r.anyCell(rows) && !r.isLayout(n, rows, hasHead)
}

// anyCell reports whether one of rows holds a cell the walker writes.
func (r *renderer) anyCell(rows []*html.Node) bool {
	found := false
	for _, tr := range rows {
		r.cells(tr, func(*html.Node) { found = true })
		if found {
			return true
		}
	}
	return false
}

func (r *renderer) isLayout(t *html.Node, rows []*html.Node, hasHead bool) bool {
	if role := dom.Attr(t, "role"); role == "presentation" || role == "none" {
		return true
	}
	if len(rows) == 1 && !hasHead {
		return true
	}
	maxCols, heavy, paragraphs, anyTh := 0, false, false, hasHead
	headed := hasHead || allHeaders(r, rows[0])
	for _, tr := range rows {
		cols := 0
		r.cells(tr, func(c *html.Node) {
			cols += span(c, "colspan", maxColspan)
			if !heavy && heavyCell(c, headed) {
				heavy = true
			}
			anyTh = anyTh || c.DataAtom == atom.Th
			paragraphs = paragraphs || !anyTh && paragraphCell(c)
		})
		maxCols = max(maxCols, cols)
	}
	return heavy || maxCols <= 1 && !headed || paragraphs && !anyTh // postcells.go
}

func allHeaders(r *renderer, tr *html.Node) bool {
	all, any := true, false
	r.cells(tr, func(c *html.Node) {
		any = true
		all = all && c.DataAtom == atom.Th
	})
	return all && any
}

// beyondGFM reports cells spanning rows or columns, or header cells below
// the first row: a pipe table can only flatten these.
func (r *renderer) beyondGFM(rows []*html.Node) bool {
	found := false
	for i, tr := range rows {
		r.cells(tr, func(c *html.Node) {
			found = found || span(c, "colspan", 2) > 1 || span(c, "rowspan", 2) > 1 ||
				i > 0 && c.DataAtom == atom.Th && c.Parent.Parent != nil && c.Parent.Parent.DataAtom == atom.Thead
		})
	}
	return found
}

// heavyCell reports whether a cell holds a heavy element, apart from a
// short list (listcells.go; longer items when the table heads its columns
// and the list is not set in prose) and a heading that is all the cell's
// text (headingcells.go), which the cell writes inline.
func heavyCell(cell *html.Node, headed bool) bool { return heavyUnder(cell, cell, headed) }

func heavyUnder(cell, n *html.Node, headed bool) bool {
	for c := n.FirstChild; c != nil; c = c.NextSibling {
		if c.Type != html.ElementNode || Drops(c) {
			continue
		}
		switch {
		case c.DataAtom == atom.Ul || c.DataAtom == atom.Ol:
			if cellList(c, headed && !listInProse(cell)) {
				continue
			}
		case dom.HeadingAtom(c.DataAtom):
			if cellHeading(cell, c) {
				continue
			}
		}
		if heavyAtoms[c.DataAtom] || heavyUnder(cell, c, headed) {
			return true
		}
	}
	return false
}

func hasHeavy(n *html.Node) bool {
	for c := n.FirstChild; c != nil; c = c.NextSibling {
		if c.Type != html.ElementNode || Drops(c) {
			continue
		}
		if heavyAtoms[c.DataAtom] || hasHeavy(c) {
			return true
		}
	}
	return false
}

// unwrapTable renders every cell as a block, in reading order.
func (r *renderer) unwrapTable(t *html.Node, rows []*html.Node) {
	if c := childAtom(t, atom.Caption); c != nil && !r.skipped(c) {
		r.block(c)
	}
	for _, tr := range rows {
		if !labelCells(r, tr) { // columnlabels.go: the table is layout
			r.cells(tr, func(c *html.Node) { r.block(c) })
		}
	}
}

func span(c *html.Node, key string, limit int) int {
	a := strings.TrimSpace(dom.Attr(c, key))
	if a == "" {
		return 1 // the common case: no strconv error to allocate
	}
	v, err := strconv.Atoi(a)
	if err != nil || v < 1 {
		if key == "rowspan" && err == nil && v == 0 {
			return limit // rowspan=0 spans to the end of the section
		}
		return 1
	}
	return min(v, limit)
}

func childAtom(n *html.Node, a atom.Atom) *html.Node {
	for c := n.FirstChild; c != nil; c = c.NextSibling {
		if c.Type == html.ElementNode && c.DataAtom == a {
			return c
		}
	}
	return nil
}
