package mdview

import "fyne.io/fyne/v2"

// tableLayout arranges cells row-major after a background object (the
// grid-line colour, showing through 1px gaps) in columns of fixed widths
// (see tableShape.columnWidths); cells narrower than their text wrap.
type tableLayout struct {
	cols   int
	widths []float32
	top    float32 // the line above the first row: 1, or 0 for a continuation
}

func (l *tableLayout) columnWidths() []float32 { return l.widths }

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
	objs[0].Move(fyne.Position{})
	objs[0].Resize(l.MinSize(objs)) // MinSize places the cells
}

// place moves and sizes every cell to its column and its row's height.
func (l *tableLayout) place(cells []fyne.CanvasObject, heights []float32) {
	w := l.columnWidths()
	y := l.top
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
}

// MinSize measures the rows. Measuring sizes each cell to its own height
// (fitWidth), so the cells are placed again: a parent that asks for the
// minimum size without laying out anew would otherwise leave short cells'
// fills short of their row, the line colour showing below them.
func (l *tableLayout) MinSize(objs []fyne.CanvasObject) fyne.Size {
	w := l.columnWidths()
	width := float32(1)
	for _, c := range w {
		width += c + 1
	}
	heights := l.rows(objs[1:])
	l.place(objs[1:], heights)
	height := l.top
	for _, h := range heights {
		height += h + 1
	}
	return fyne.NewSize(width, height)
}
