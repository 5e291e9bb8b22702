package markdown

import (
	"strings"

	"golang.org/x/net/html"

	"folio/extractor/internal/dom"
)

// grid is a table laid out in slots: a cell spanning several columns or rows
// fills its first slot and leaves the others empty, so every row has the
// same columns as GFM requires.
type grid struct {
	md, txt [][]string
	align   []byte // 'l', 'c', 'r' or 0 per column, from the first row
	cols    int
}

func (r *renderer) buildGrid(rows []*html.Node) grid {
	var g grid
	var spans []int // rows still covered, per column
	for ri, tr := range rows {
		// Most rows have as many slots as the widest before them.
		md, txt := make([]string, 0, g.cols), make([]string, 0, g.cols)
		col := 0
		fill := func(upto int) {
			for col < upto && col < len(spans) && spans[col] > 0 {
				md, txt = append(md, ""), append(txt, "")
				spans[col]--
				col++
			}
		}
		r.cells(tr, func(c *html.Node) {
			fill(len(spans))
			m, t := r.cellContent(c)
			cs := span(c, "colspan", maxColspan)
			rs := min(span(c, "rowspan", maxRowspan), len(rows)-ri)
			for k := range cs {
				if k == 0 {
					md, txt = append(md, m), append(txt, t)
				} else {
					md, txt = append(md, ""), append(txt, "")
				}
				for len(spans) <= col {
					spans = append(spans, 0)
				}
				spans[col] = rs - 1
				if ri == 0 {
					g.align = append(g.align, cellAlign(c))
				}
				col++
			}
		})
		for ; col < len(spans); col++ {
			if spans[col] > 0 {
				spans[col]--
			}
			md, txt = append(md, ""), append(txt, "")
		}
		g.md, g.txt = append(g.md, md), append(g.txt, txt)
		g.cols = max(g.cols, len(md))
	}
	return g
}

// cellContent renders a cell as one line: <br> stays <br>, blocks inside
// are joined with spaces, pipes are escaped.
func (r *renderer) cellContent(c *html.Node) (md, txt string) {
	r.inCell++
	m, t := r.takeInline(func() { r.children(c) }, "<br>")
	r.inCell--
	return string(m), string(t)
}

func cellAlign(c *html.Node) byte {
	a := strings.ToLower(strings.TrimSpace(dom.Attr(c, "align")))
	if a == "" {
		st := strings.ToLower(dom.Attr(c, "style"))
		if i := strings.Index(st, "text-align"); i >= 0 {
			a = strings.TrimLeft(st[i+len("text-align"):], " :")
		}
	}
	switch {
	case strings.HasPrefix(a, "left"):
		return 'l'
	case strings.HasPrefix(a, "center"):
		return 'c'
	case strings.HasPrefix(a, "right"):
		return 'r'
	}
	return 0
}

// writeGrid writes the pipe table: the first row is the header (thead, an
// all-th row, or else the first row promoted, which reads best), then the
// delimiter row with alignment, then the body.
func (r *renderer) writeGrid(g grid) {
	r.beginBlock(kTable)
	var b []byte
	for i, row := range g.md {
		b = b[:0]
		for c := range g.cols {
			b = append(b, '|', ' ')
			if c < len(row) {
				b = append(b, row[c]...)
			}
			b = append(b, ' ')
		}
		b = append(b, '|')
		r.lineBytes(b)
		if i == 0 {
			r.lineBytes(delimiterRow(b[:0], g))
		}
	}
	r.last = kTable
	var t strings.Builder
	for i, row := range g.txt {
		if i > 0 {
			t.WriteByte('\n')
		}
		t.WriteString(strings.Join(row, "\t"))
	}
	r.textBlock([]byte(strings.TrimSpace(t.String())))
}

func delimiterRow(b []byte, g grid) []byte {
	for c := range g.cols {
		var a byte
		if c < len(g.align) {
			a = g.align[c]
		}
		switch a {
		case 'l':
			b = append(b, "| :-- "...)
		case 'c':
			b = append(b, "| :-: "...)
		case 'r':
			b = append(b, "| --: "...)
		default:
			b = append(b, "| --- "...)
		}
	}
	return append(b, '|')
}
