package mdview

import "fyne.io/fyne/v2"

// tableLayout arranges cells row-major after a background object (the
// grid-line colour, showing through 1px gaps). Each column is as wide as
// its widest cell's text on one line, capped at maxCol; capped cells wrap.
type tableLayout struct {
	cols    int
	maxCol  float32
	natural []float32 // per cell: one-line text width
	widths  []float32 // computed column widths
}

func (l *tableLayout) columnWidths() []float32 {
	if l.widths != nil {
		return l.widths
	}
	w := make([]float32, l.cols)
	for i, n := range l.natural {
		c := i % l.cols
		w[c] = max(w[c], min(n, l.maxCol))
	}
	l.widths = w
	return w
}

// rows sizes every cell to its column width and returns the row heights.
func (l *tableLayout) rows(cells []fyne.CanvasObject) []float32 {
	w := l.columnWidths()
	heights := make([]float32, (len(cells)+l.cols-1)/l.cols)
	for i, o := range cells {
		h := fitWidth(o, w[i%l.cols])
		heights[i/l.cols] = max(heights[i/l.cols], h)
	}
	return heights
}

func (l *tableLayout) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	cells := objs[1:]
	w := l.columnWidths()
	heights := l.rows(cells)
	y := float32(1)
	for r, h := range heights {
		x := float32(1)
		for c := 0; c < l.cols; c++ {
			i := r*l.cols + c
			if i < len(cells) {
				cells[i].Move(fyne.NewPos(x, y))
				cells[i].Resize(fyne.NewSize(w[c], h))
			}
			x += w[c] + 1
		}
		y += h + 1
	}
	objs[0].Move(fyne.Position{})
	objs[0].Resize(l.MinSize(objs))
}

func (l *tableLayout) MinSize(objs []fyne.CanvasObject) fyne.Size {
	w := l.columnWidths()
	width := float32(1)
	for _, c := range w {
		width += c + 1
	}
	height := float32(1)
	for _, h := range l.rows(objs[1:]) {
		height += h + 1
	}
	return fyne.NewSize(width, height)
}
