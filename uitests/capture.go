package uitests

import (
	"image"
	"image/draw"

	"fyne.io/fyne/v2"
)

// capture renders the window as a user would see it.
//
// Fyne 2.8's software painter (the test driver's) clips a scroll container
// to its own bounds instead of to the intersection with the scroll around
// it, so a table or code block (each in its own horizontal scroll) that is
// partly scrolled out of the page is drawn over the toolbar and the status
// bar. The GL painter of the real window intersects the clips. When the
// page holds such a block, capture renders a second time with the page
// hidden and takes everything outside the page's rectangle from that image
// (dialogs included: they are overlays, drawn in both).
func (r *Runner) capture() image.Image {
	c := r.w.Window().Canvas()
	full := c.Capture()
	view := pageView(c)
	if view == nil || !spills(view) {
		return full
	}
	view.obj.Hide()
	chrome := c.Capture()
	view.obj.Show()
	out := image.NewNRGBA(full.Bounds())
	draw.Draw(out, out.Rect, chrome, image.Point{}, draw.Src)
	s := c.Scale()
	sz := view.obj.Size()
	pr := image.Rect(int(view.pos.X*s), int(view.pos.Y*s), int((view.pos.X+sz.Width)*s), int((view.pos.Y+sz.Height)*s))
	draw.Draw(out, pr, full, pr.Min, draw.Src)
	return out
}

// spills reports whether a scroll container inside the page view reaches
// outside the view's rectangle.
func spills(view *shown) bool {
	sz := view.obj.Size()
	bounds := rect{view.pos.X, view.pos.Y, view.pos.X + sz.Width, view.pos.Y + sz.Height}
	found := false
	var visit func(o fyne.CanvasObject, pos fyne.Position, depth int)
	visit = func(o fyne.CanvasObject, pos fyne.Position, depth int) {
		if found || o == nil || !o.Visible() {
			return
		}
		if _, ok := o.(fyne.Scrollable); ok && depth > 0 {
			osz := o.Size()
			b := rect{pos.X, pos.Y, pos.X + osz.Width, pos.Y + osz.Height}
			if b.y0 < bounds.y0 || b.y1 > bounds.y1 || b.x0 < bounds.x0 || b.x1 > bounds.x1 {
				found = true
				return
			}
		}
		for _, ch := range childrenOf(o) {
			d := depth
			if _, ok := o.(fyne.Scrollable); ok {
				d++
			}
			visit(ch, pos.Add(ch.Position()), d)
		}
	}
	visit(view.obj, view.pos, 0)
	return found
}
