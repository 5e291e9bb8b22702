package mdview

import "fyne.io/fyne/v2"

// Opening a picture from the keyboard: the image viewer opens on tapping
// a picture, which a reader without a mouse cannot do. OpenPicture opens
// the picture the selection is on (Shift+arrows select a picture whole),
// or else the first picture in view; the window binds it to Enter.

// OpenPicture opens the image viewer on the selected picture, or on the
// first picture (image or diagram) in view, and reports whether it
// opened one.
func (v *View) OpenPicture() bool {
	p := v.pager
	if p == nil || len(p.items) == 0 {
		return false
	}
	if v.sel.active {
		if b := firstPicture(p.built(v.sel.focus.block), fyne.Position{}, nil); b != nil && b.openPicture() {
			return true
		}
	}
	top, viewH := v.scroll.Offset.Y, v.scroll.Size().Height
	visible := func(y, h float32) bool { return y+h > top && y < top+viewH }
	for i := p.indexAt(top); i < len(p.items) && p.y(i) < top+viewH; i++ {
		y := p.y(i)
		b := firstPicture(p.built(i), fyne.NewPos(0, y), func(pos fyne.Position, b *imageBox) bool {
			return visible(pos.Y, b.Size().Height) && !b.natural.IsZero()
		})
		if b != nil && b.openPicture() {
			return true
		}
	}
	return false
}

// firstPicture finds the first picture in o, at pos in the content, that
// ok accepts (any when ok is nil), looking into blocks and containers.
func firstPicture(o fyne.CanvasObject, pos fyne.Position, ok func(fyne.Position, *imageBox) bool) *imageBox {
	switch o := o.(type) {
	case *imageBox:
		if ok == nil || ok(pos, o) {
			return o
		}
	case *blockBox:
		if o.content != nil {
			return firstPicture(o.content, pos.Add(o.content.Position()), ok)
		}
	case *fyne.Container:
		for _, c := range o.Objects {
			if b := firstPicture(c, pos.Add(c.Position()), ok); b != nil {
				return b
			}
		}
	}
	return nil
}
