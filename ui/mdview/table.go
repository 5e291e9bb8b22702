package mdview

import (
	"image/color"
	"strings"
	"unicode/utf8"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/theme"
	east "github.com/yuin/goldmark/extension/ast"
)

// maxCellWidth caps a column's width in text sizes; longer cells wrap.
const maxCellWidth = 24

// table is a GFM table, or a run of rows of a long one (see chunk.go).
type table struct {
	shape *tableShape
	rows  [][]*textRun // this block's body rows
	first int          // index of rows[0] among all body rows
	piece piece
}

// tableShape is what the pieces of a table share: alignment, the header,
// the column widths (so that the pieces line up) and the sideways scroll.
type tableShape struct {
	align  []fyne.TextAlign
	header []*textRun
	rows   [][]*textRun // all body rows
	cols   int
	widths []float32 // at textSize; computed by the first build
	size   float32
	sync   scrollSync
}

func (p *parser) table(n *east.Table) block {
	sh := &tableShape{}
	for _, a := range n.Alignments {
		sh.align = append(sh.align, tableAlign(a))
	}
	for row := n.FirstChild(); row != nil; row = row.NextSibling() {
		var cells []*textRun
		for cell := row.FirstChild(); cell != nil; cell = cell.NextSibling() {
			cells = append(cells, p.run(p.inlines(cell)))
		}
		sh.cols = max(sh.cols, len(cells))
		if _, ok := row.(*east.TableHeader); ok {
			sh.header = cells
		} else {
			sh.rows = append(sh.rows, cells)
		}
	}
	return &table{shape: sh, rows: sh.rows}
}

func tableAlign(a east.Alignment) fyne.TextAlign {
	switch a {
	case east.AlignCenter:
		return fyne.TextAlignCenter
	case east.AlignRight:
		return fyne.TextAlignTrailing
	}
	return fyne.TextAlignLeading
}

// build lays the cells out in a grid with lines between them, header
// bold on a tinted row, inside a horizontal scroller for wide tables.
func (t *table) build(b *builder) fyne.CanvasObject {
	sh := t.shape
	if sh.cols == 0 {
		return canvas.NewRectangle(color.Transparent)
	}
	objs := []fyne.CanvasObject{canvas.NewRectangle(b.v.lineColor())}
	grid := &tableLayout{cols: sh.cols, widths: sh.columnWidths(b), top: 1}
	addRow := func(cells []*textRun, header bool, stripe bool) {
		for c := 0; c < sh.cols; c++ {
			objs = append(objs, t.cell(b, cells, c, header, stripe))
		}
	}
	if t.piece.first() && sh.header != nil {
		addRow(sh.header, true, false)
	}
	if !t.piece.first() {
		grid.top = 0 // the piece above drew the line
	}
	for i, r := range t.rows {
		addRow(r, false, (t.first+i)%2 == 1)
	}
	s := newHScroll(&fyne.Container{Layout: grid, Objects: objs}, b.v)
	s.join(&sh.sync)
	return s
}

func (t *table) joinsPrevious() bool { return !t.piece.first() }

// cell builds one padded cell over its fill.
func (t *table) cell(b *builder, cells []*textRun, c int, header, stripe bool) fyne.CanvasObject {
	fill := theme.Color(theme.ColorNameBackground)
	if header || stripe {
		fill = codeBackground(theme.Current(), b.v.variant())
	}
	bg := canvas.NewRectangle(fill)
	if c >= len(cells) {
		return &fyne.Container{Layout: &cellLayout{}, Objects: []fyne.CanvasObject{bg, canvas.NewRectangle(color.Transparent)}}
	}
	align := fyne.TextAlignLeading
	if c < len(t.shape.align) {
		align = t.shape.align[c]
	}
	rt := b.richText(cells[c], textStyle{size: b.size, align: align, bold: header})
	return &fyne.Container{Layout: &cellLayout{}, Objects: []fyne.CanvasObject{bg, rt}}
}

// tableSample is how many rows are measured for the column widths; the
// widths of later rows are estimated from their length, so a table of ten
// thousand rows does not shape every cell before showing the first.
const tableSample = 200

// columnWidths measures each column's widest one-line cell, capped at
// maxCellWidth text sizes; it is computed once per text size.
func (sh *tableShape) columnWidths(b *builder) []float32 {
	ts := b.v.textSize()
	if sh.widths != nil && sh.size == ts {
		return sh.widths
	}
	w := make([]float32, sh.cols)
	pad := 2*theme.InnerPadding() + 2
	add := func(cells []*textRun, header, measure bool) {
		for c, cell := range cells {
			text := cell.text()
			var cw float32
			if measure {
				cw = fyne.MeasureText(text, ts, fyne.TextStyle{Bold: header}).Width
			} else {
				cw = float32(utf8.RuneCountInString(text)) * ts * 0.55
			}
			w[c] = max(w[c], min(cw+pad, ts*maxCellWidth))
		}
	}
	add(sh.header, true, true)
	for i, r := range sh.rows {
		add(r, false, i < tableSample)
	}
	sh.widths, sh.size = w, ts
	return w
}

func (t *table) plain(w *strings.Builder) {
	row := func(cells []*textRun) {
		for i, c := range cells {
			if i > 0 {
				w.WriteByte('\t')
			}
			w.WriteString(c.text())
		}
		w.WriteByte('\n')
	}
	if t.piece.first() && t.shape.header != nil {
		row(t.shape.header)
	}
	for _, r := range t.rows {
		row(r)
	}
}

func (t *table) estimate(m *metrics, _ float32) float32 {
	n := len(t.rows)
	if t.piece.first() && t.shape.header != nil {
		n++
	}
	return float32(n) * (m.line + 2*m.inner + 1)
}

// cellLayout stretches the fill and the text over the cell.
type cellLayout struct{}

func (cellLayout) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	for _, o := range objs {
		o.Move(fyne.Position{})
		o.Resize(size)
	}
}

func (cellLayout) MinSize(objs []fyne.CanvasObject) fyne.Size {
	return objs[1].MinSize()
}
