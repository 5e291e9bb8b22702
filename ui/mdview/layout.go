package mdview

import (
	"fyne.io/fyne/v2"
)

// fitWidth gives o the width w and the height its content needs at that
// width. Wrapping text only knows its height once it has its width, so
// the width is applied first.
func fitWidth(o fyne.CanvasObject, w float32) float32 {
	if o.Size().Width != w {
		o.Resize(fyne.NewSize(w, o.Size().Height))
	}
	h := o.MinSize().Height
	o.Resize(fyne.NewSize(w, h))
	return h
}

// vstack stacks objects top to bottom at full width with a fixed gap; each
// child is as tall as it needs at that width.
type vstack struct {
	gap float32
}

func (l *vstack) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	y := float32(0)
	for _, o := range objs {
		if !o.Visible() {
			continue
		}
		h := fitWidth(o, size.Width)
		o.Move(fyne.NewPos(0, y))
		y += h + l.gap
	}
}

func (l *vstack) MinSize(objs []fyne.CanvasObject) fyne.Size {
	var s fyne.Size
	n := 0
	for _, o := range objs {
		if !o.Visible() {
			continue
		}
		m := o.MinSize()
		s.Width = max(s.Width, m.Width)
		s.Height += m.Height
		n++
	}
	if n > 1 {
		s.Height += l.gap * float32(n-1)
	}
	return s
}

func newVStack(gap float32, objs ...fyne.CanvasObject) *fyne.Container {
	return &fyne.Container{Layout: &vstack{gap: gap}, Objects: objs}
}

// indented places objs[0] (a marker or a bar) in a fixed-width gutter on
// the left and objs[1] (the content) in the rest of the width.
type indented struct {
	gutter  float32 // width of the gutter
	marker  float32 // width of objs[0]; 0 means the whole gutter
	stretch bool    // objs[0] spans the full height (a quote bar)
}

func (l *indented) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	h := fitWidth(objs[1], max(size.Width-l.gutter, 1))
	objs[1].Move(fyne.NewPos(l.gutter, 0))
	mw := l.marker
	if mw == 0 {
		mw = l.gutter
	}
	mh := objs[0].MinSize().Height
	if l.stretch {
		mh = max(h, size.Height)
	}
	objs[0].Resize(fyne.NewSize(mw, mh))
	objs[0].Move(fyne.NewPos(0, 0))
}

func (l *indented) MinSize(objs []fyne.CanvasObject) fyne.Size {
	c := objs[1].MinSize()
	m := objs[0].MinSize()
	if l.stretch {
		m.Height = 0
	}
	return fyne.NewSize(c.Width+l.gutter, max(c.Height, m.Height))
}
