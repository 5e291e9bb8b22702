package mdview

import (
	"weak"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// barHeight is the height of the horizontal scroll bar under wide content.
const barHeight = 6

// hScroll scrolls wide content (tables, long code lines) sideways. Unlike
// container.Scroll it hands vertical wheel events on to the page: Fyne
// delivers a wheel event only to the innermost scroller under the pointer,
// so a container.Scroll around every code block would stop the page from
// scrolling whenever the pointer rests on one.
type hScroll struct {
	widget.BaseWidget
	v       *View
	content fyne.CanvasObject
	offset  float32
	bar     *scrollThumb
	sync    *scrollSync
}

// scrollSync keeps the pieces of a split table scrolled alike. It lives
// as long as the document and holds its pieces weakly: a piece the pager
// released (and every earlier build of a rebuilt one) must not be kept
// alive by it.
type scrollSync struct {
	offset  float32
	members []weak.Pointer[hScroll]
}

// join makes s scroll together with the other members of sync, dropping
// members that are gone.
func (s *hScroll) join(sync *scrollSync) {
	s.sync = sync
	s.offset = sync.offset
	live := sync.members[:0]
	for _, m := range sync.members {
		if m.Value() != nil {
			live = append(live, m)
		}
	}
	sync.members = append(live, weak.Make(s))
}

func newHScroll(content fyne.CanvasObject, v *View) *hScroll {
	s := &hScroll{v: v, content: content}
	s.bar = &scrollThumb{s: s, rect: canvas.NewRectangle(theme.Color(theme.ColorNameScrollBar))}
	s.bar.rect.CornerRadius = barHeight / 2
	s.bar.ExtendBaseWidget(s.bar)
	s.ExtendBaseWidget(s)
	return s
}

// CreateRenderer implements fyne.Widget.
func (s *hScroll) CreateRenderer() fyne.WidgetRenderer {
	return &hScrollRenderer{s: s}
}

// Scrolled scrolls sideways on horizontal wheel or touchpad motion and
// passes vertical motion to the page.
func (s *hScroll) Scrolled(ev *fyne.ScrollEvent) {
	if ev.Scrolled.DX != 0 && s.overflow() > 0 {
		s.scrollTo(s.offset - ev.Scrolled.DX)
		return
	}
	s.v.scroll.Scrolled(ev)
}

// overflow is how much wider the content is than the scroller.
func (s *hScroll) overflow() float32 {
	return max(s.content.MinSize().Width-s.Size().Width, 0)
}

func (s *hScroll) scrollTo(x float32) {
	s.offset = max(0, min(x, s.overflow()))
	s.layout(s.Size())
	if s.sync == nil {
		return
	}
	s.sync.offset = s.offset
	for _, wm := range s.sync.members {
		if m := wm.Value(); m != nil && m != s {
			m.offset = s.offset
			m.layout(m.Size())
		}
	}
}

// MinSize is the content's height, plus the bar when it overflows.
func (s *hScroll) MinSize() fyne.Size {
	m := s.content.MinSize()
	h := m.Height
	if m.Width > s.Size().Width {
		h += barHeight + 2
	}
	return fyne.NewSize(min(m.Width, 50), h)
}

func (s *hScroll) layout(size fyne.Size) {
	m := s.content.MinSize()
	w := max(m.Width, size.Width)
	s.offset = max(0, min(s.offset, w-size.Width))
	s.content.Resize(fyne.NewSize(w, m.Height))
	s.content.Move(fyne.NewPos(-s.offset, 0))
	if m.Width <= size.Width {
		s.bar.Hide()
		return
	}
	s.bar.Show()
	tw := max(size.Width*size.Width/m.Width, 2*barHeight)
	tx := s.offset / (m.Width - size.Width) * (size.Width - tw)
	s.bar.Resize(fyne.NewSize(tw, barHeight))
	s.bar.Move(fyne.NewPos(tx, size.Height-barHeight))
}

type hScrollRenderer struct{ s *hScroll }

func (r *hScrollRenderer) Destroy()           {}
func (r *hScrollRenderer) Layout(s fyne.Size) { r.s.layout(s) }
func (r *hScrollRenderer) MinSize() fyne.Size { return r.s.MinSize() }
func (r *hScrollRenderer) Refresh()           { r.s.layout(r.s.Size()); r.s.content.Refresh() }
func (r *hScrollRenderer) Objects() []fyne.CanvasObject {
	return []fyne.CanvasObject{r.s.content, r.s.bar}
}

// scrollThumb is the draggable bar of an hScroll.
type scrollThumb struct {
	widget.BaseWidget
	s    *hScroll
	rect *canvas.Rectangle
}

// CreateRenderer implements fyne.Widget.
func (t *scrollThumb) CreateRenderer() fyne.WidgetRenderer {
	return widget.NewSimpleRenderer(t.rect)
}

// Dragged moves the content by the drag, scaled from bar to content.
func (t *scrollThumb) Dragged(ev *fyne.DragEvent) {
	size, w := t.s.Size().Width, t.s.content.MinSize().Width
	if free := size - t.Size().Width; free > 0 {
		t.s.scrollTo(t.s.offset + ev.Dragged.DX*(w-size)/free)
	}
}

// DragEnd implements fyne.Draggable.
func (t *scrollThumb) DragEnd() {}
