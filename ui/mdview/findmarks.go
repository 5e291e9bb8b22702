package mdview

import (
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
)

// Find matches in text the view wraps are marked by the pager, like the
// selection: translucent rectangles over the matched characters, placed
// from the wrapped lines' geometry. Marking them in the text instead
// (split segments on a themed fill) meant a theme override per marked
// run, and rebuilding every block on each search and each step.

// findMark and findCurrentMark are a marker yellow over every match and
// orange over the current one, translucent so the text shows through in
// light and dark themes.
var (
	findMark        = color.NRGBA{R: 0xff, G: 0xd0, B: 0x00, A: 0x70}
	findCurrentMark = color.NRGBA{R: 0xff, G: 0x80, B: 0x00, A: 0x90}
)

// findMarks returns rectangles over the find matches in the built blocks
// within [lo, hi] (content offsets). Code marks its matches itself.
func (p *pager) findMarks(lo, hi float32) []fyne.CanvasObject {
	f := &p.v.find
	if f.total == 0 {
		return nil
	}
	var out []fyne.CanvasObject
	for i := p.indexAt(max(lo, 0)); i < len(p.items) && p.items[i].y < hi; i++ {
		if p.items[i].obj == nil {
			continue
		}
		for _, b := range p.boxes(i) {
			if b.code != nil {
				continue // code marks its matches itself
			}
			r := b.w.run
			if r == nil || len(r.matches) == 0 {
				continue
			}
			n := b.w.runeCount()
			for k, m := range r.matches {
				a, e := m.start-b.w.from, m.end-b.w.from
				if e <= 0 || a >= n {
					continue
				}
				fill := findMark
				if r.first+k == f.current {
					fill = findCurrentMark
				}
				for _, mr := range p.v.rangeRects(b, max(a, 0), min(e, n)) {
					if rect := p.clipMark(mr, len(out), &f.marks, fill); rect != nil {
						out = append(out, rect)
					}
				}
			}
		}
	}
	return out
}

// clipMark clips a mark to the text column (cells of a wide table
// scrolled sideways lie outside it) and draws it with the n-th rectangle
// of pool; nil when nothing of it is in the column.
func (p *pager) clipMark(mr markRect, n int, pool *[]*canvas.Rectangle, fill color.Color) *canvas.Rectangle {
	x0, x1 := max(mr.pos.X, p.colX), min(mr.pos.X+mr.size.Width, p.colX+p.colW)
	if x1 <= x0 {
		return nil
	}
	if n == len(*pool) {
		*pool = append(*pool, canvas.NewRectangle(fill))
	}
	r := (*pool)[n]
	r.FillColor = fill
	r.Move(fyne.NewPos(x0, mr.pos.Y))
	r.Resize(fyne.NewSize(x1-x0, mr.size.Height))
	return r
}
