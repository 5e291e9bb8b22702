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
	cells := objs[1:]
	w := l.columnWidths()
	heights := l.rows(cells)
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
	objs[0].Move(fyne.Position{})
	objs[0].Resize(l.MinSize(objs))
}

func (l *tableLayout) MinSize(objs []fyne.CanvasObject) fyne.Size {
	w := l.columnWidths()
	width := float32(1)
	for _, c := range w {
		width += c + 1
	}
	height := l.top
	for _, h := range l.rows(objs[1:]) {
		height += h + 1
	}
	return fyne.NewSize(width, height)
}
