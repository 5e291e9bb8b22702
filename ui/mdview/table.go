package mdview

import (
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/theme"
	east "github.com/yuin/goldmark/extension/ast"
)

// maxCellWidth caps a column's width in text sizes; longer cells wrap.
const maxCellWidth = 24

// table is a GFM table.
type table struct {
	align  []fyne.TextAlign
	header []*textRun
	rows   [][]*textRun
}

func (p *parser) table(n *east.Table) block {
	t := &table{}
	for _, a := range n.Alignments {
		t.align = append(t.align, tableAlign(a))
	}
	for row := n.FirstChild(); row != nil; row = row.NextSibling() {
		var cells []*textRun
		for cell := row.FirstChild(); cell != nil; cell = cell.NextSibling() {
			cells = append(cells, p.run(p.inlines(cell)))
		}
		if _, ok := row.(*east.TableHeader); ok {
			t.header = cells
		} else {
			t.rows = append(t.rows, cells)
		}
	}
	return t
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

func (t *table) columns() int {
	n := len(t.header)
	for _, r := range t.rows {
		n = max(n, len(r))
	}
	return n
}

// build lays the cells out in a grid with lines between them, header
// bold on a tinted row, inside a horizontal scroller for wide tables.
func (t *table) build(b *builder) fyne.CanvasObject {
	cols := t.columns()
	if cols == 0 {
		return canvas.NewRectangle(nil)
	}
	objs := []fyne.CanvasObject{canvas.NewRectangle(b.v.lineColor())}
	grid := &tableLayout{cols: cols, maxCol: b.v.textSize() * maxCellWidth}
	addRow := func(cells []*textRun, header bool, stripe bool) {
		for c := 0; c < cols; c++ {
			objs = append(objs, t.cell(b, cells, c, header, stripe))
			grid.natural = append(grid.natural, t.natural(b, cells, c, header))
		}
	}
	if t.header != nil {
		addRow(t.header, true, false)
	}
	for i, r := range t.rows {
		addRow(r, false, i%2 == 1)
	}
	return newHScroll(&fyne.Container{Layout: grid, Objects: objs}, b.v)
}

// cell builds one padded cell over its fill.
func (t *table) cell(b *builder, cells []*textRun, c int, header, stripe bool) fyne.CanvasObject {
	fill := theme.Color(theme.ColorNameBackground)
	if header || stripe {
		fill = codeBackground(theme.Current(), b.v.variant())
	}
	bg := canvas.NewRectangle(fill)
	if c >= len(cells) {
		return &fyne.Container{Layout: &cellLayout{}, Objects: []fyne.CanvasObject{bg, canvas.NewRectangle(nil)}}
	}
	align := fyne.TextAlignLeading
	if c < len(t.align) {
		align = t.align[c]
	}
	rt := b.richText(cells[c], textStyle{size: b.size, align: align, bold: header})
	return &fyne.Container{Layout: &cellLayout{}, Objects: []fyne.CanvasObject{bg, rt}}
}

// natural is the width a cell's text wants on one line.
func (t *table) natural(b *builder, cells []*textRun, c int, header bool) float32 {
	if c >= len(cells) {
		return 0
	}
	st := fyne.TextStyle{Bold: header}
	return fyne.MeasureText(cells[c].text(), b.v.textSize(), st).Width + 2*theme.InnerPadding() + 2
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
	if t.header != nil {
		row(t.header)
	}
	for _, r := range t.rows {
		row(r)
	}
}

func (t *table) estimate(m *metrics, _ float32) float32 {
	return float32(len(t.rows)+1) * (m.line + 2*m.inner + 1)
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
