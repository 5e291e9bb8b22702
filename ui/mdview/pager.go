package mdview

import (
	"sort"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/widget"
)

// pager is the scroll content: a column of top-level blocks of which only
// those near the viewport exist as Fyne objects. Blocks not yet built are
// given estimated heights; when a block is built its measured height
// replaces the estimate and the scroll offset is corrected so that the
// text under the viewport's top edge stays put.
type pager struct {
	widget.BaseWidget
	v     *View
	items []pageItem
	objs  []fyne.CanvasObject // built objects, shown by the renderer

	width float32 // width the measurements belong to
	total float32 // content height
	colX  float32
	colW  float32
	m     *metrics
	busy  bool
}

type pageItem struct {
	obj      fyne.CanvasObject
	y, h     float32
	measured bool
}

// prefetchScreens is how far ahead of the viewport blocks are built;
// keepScreens how many viewport heights of built blocks above and below
// it are always kept. Blocks further away are kept too, up to
// maxBuiltScreens viewport heights of built blocks in all, and released
// farthest first beyond that: rebuilding a block makes new Fyne objects,
// and the driver holds every object it drew in its caches for a minute,
// so a reader paging up and down an article would fill those caches
// with copies of the same blocks. An article of some twenty screens
// stays built while it is read; a long document holds about forty
// screens, not the whole.
const (
	prefetchScreens = 1
	keepScreens     = 3
	maxBuiltScreens = 40
)

func newPager(v *View) *pager {
	p := &pager{v: v}
	p.ExtendBaseWidget(p)
	return p
}

// CreateRenderer implements fyne.Widget.
func (p *pager) CreateRenderer() fyne.WidgetRenderer {
	return &pagerRenderer{p: p}
}

// MinSize is the height of the whole document.
func (p *pager) MinSize() fyne.Size {
	return fyne.NewSize(minColumn, p.total)
}

// Resize re-measures the blocks when the width changes.
func (p *pager) Resize(s fyne.Size) {
	old := p.Size()
	p.BaseWidget.Resize(s)
	if s.Width != old.Width {
		p.update()
	}
}

type pagerRenderer struct{ p *pager }

func (r *pagerRenderer) Destroy()                     {}
func (r *pagerRenderer) Layout(fyne.Size)             {}
func (r *pagerRenderer) MinSize() fyne.Size           { return r.p.MinSize() }
func (r *pagerRenderer) Objects() []fyne.CanvasObject { return r.p.objs }
func (r *pagerRenderer) Refresh()                     {}

// reset drops all blocks; the next update estimates and builds anew.
func (p *pager) reset(n int) {
	p.items = make([]pageItem, n)
	p.objs = nil
	p.width = 0
}

// invalidate forgets block i's measurement (an image finished loading).
func (p *pager) invalidate(i int) {
	if i >= 0 && i < len(p.items) {
		p.items[i].measured = false
		p.update()
	}
}

// column computes the centred text column for the current width.
func (p *pager) column() {
	side := p.v.textSize() * 1.5
	maxW := columnWidth * p.v.scale
	p.colW = max(min(p.Size().Width-2*side, maxW), 10)
	p.colX = (p.Size().Width - p.colW) / 2
}

// reflow resets all heights to estimates for a new width.
func (p *pager) reflow() {
	p.width = p.Size().Width
	p.column()
	p.m = newMetrics(p.v)
	for i := range p.items {
		it := &p.items[i]
		it.measured = false
		it.h = p.v.doc.blocks[i].estimate(p.m, p.colW)
	}
	p.positions()
}

// positions recomputes every block's y and the content height.
func (p *pager) positions() {
	gap := p.v.blockGap()
	y := gap
	for i := range p.items {
		if i > 0 && joins(p.v.doc.blocks[i]) {
			y -= gap
		}
		p.items[i].y = y
		y += p.items[i].h + gap
	}
	p.total = y + gap
}

// indexAt returns the block at content offset y.
func (p *pager) indexAt(y float32) int {
	i := sort.Search(len(p.items), func(i int) bool { return p.items[i].y+p.items[i].h > y })
	return min(i, len(p.items)-1)
}

// update builds and measures the blocks around the viewport, corrects the
// scroll offset for changed heights, and shows the built blocks.
func (p *pager) update() {
	if p.busy || p.Size().Width <= 0 {
		return
	}
	if len(p.items) == 0 {
		p.total, p.objs = 0, nil
		canvas.Refresh(p)
		return
	}
	p.busy = true
	defer func() { p.busy = false }()
	if p.width != p.Size().Width {
		p.reflow()
	}
	oldTotal := p.total
	top, viewH := p.v.scroll.Offset.Y, max(p.v.scroll.Size().Height, 200)
	for pass := 0; pass < 4; pass++ {
		anchor := p.indexAt(top)
		within := top - p.items[anchor].y
		if !p.measureRange(top-viewH*prefetchScreens, top+viewH*(1+prefetchScreens)) {
			break
		}
		p.positions()
		top = max(0, min(p.items[anchor].y+within, p.total-viewH))
	}
	p.show(top, viewH)
	if top != p.v.scroll.Offset.Y || p.total != oldTotal {
		p.v.scroll.Offset.Y = top
		p.v.scroll.Refresh()
	}
}

// measureRange builds and measures the blocks overlapping [lo, hi); it
// reports whether any height changed.
func (p *pager) measureRange(lo, hi float32) bool {
	changed := false
	for i := p.indexAt(max(lo, 0)); i < len(p.items) && p.items[i].y < hi; i++ {
		it := &p.items[i]
		if it.obj == nil {
			it.obj = p.v.buildTop(i)
			it.measured = false
		}
		if it.measured {
			continue
		}
		h := fitWidth(it.obj, p.colW)
		it.measured = true
		if h != it.h {
			it.h = h
			changed = true
		}
	}
	return changed
}

// show positions the built blocks near the viewport, shows them, and
// releases built blocks far from it beyond the budget.
func (p *pager) show(top, viewH float32) {
	lo, hi := top-viewH*keepScreens, top+viewH*(1+keepScreens)
	p.release(top, viewH, lo, hi)
	p.objs = p.objs[:0]
	for i := range p.items {
		it := &p.items[i]
		if it.obj == nil || it.y+it.h < lo || it.y > hi {
			continue
		}
		it.obj.Move(fyne.NewPos(p.colX, it.y))
		if it.obj.Size().Width != p.colW || it.obj.Size().Height != it.h {
			it.obj.Resize(fyne.NewSize(p.colW, it.h))
		}
		p.objs = append(p.objs, it.obj)
	}
	p.objs = append(p.objs, p.findMarks(lo, hi)...)
	p.objs = append(p.objs, p.selectionMarks(lo, hi)...)
	canvas.Refresh(p)
}

// release drops built blocks outside [lo, hi], farthest from the viewport
// first, while the built blocks are taller than maxBuiltScreens.
func (p *pager) release(top, viewH, lo, hi float32) {
	built := float32(0)
	var far []int
	for i := range p.items {
		it := &p.items[i]
		if it.obj == nil {
			continue
		}
		built += it.h
		if it.y+it.h < lo || it.y > hi {
			far = append(far, i)
		}
	}
	if built <= viewH*maxBuiltScreens {
		return
	}
	mid := top + viewH/2
	dist := func(i int) float32 {
		it := p.items[i]
		return max(it.y-mid, mid-(it.y+it.h))
	}
	sort.Slice(far, func(a, b int) bool { return dist(far[a]) > dist(far[b]) })
	for _, i := range far {
		if built <= viewH*maxBuiltScreens {
			break
		}
		built -= p.items[i].h
		p.items[i].obj = nil
	}
}

// anchor returns the block at the top of the viewport and how far into it
// (as a fraction of its height) the viewport starts, to keep the reading
// place across a rebuild.
func (p *pager) anchor() (int, float32) {
	if len(p.items) == 0 || p.width == 0 {
		return 0, 0
	}
	top := p.v.scroll.Offset.Y
	i := p.indexAt(top)
	it := p.items[i]
	if it.h <= 0 {
		return i, 0
	}
	return i, max(0, min((top-it.y)/it.h, 1))
}

// built returns block i's object if it exists (tests, find).
func (p *pager) built(i int) fyne.CanvasObject {
	if i < 0 || i >= len(p.items) {
		return nil
	}
	return p.items[i].obj
}

// y returns block i's offset in the content.
func (p *pager) y(i int) float32 {
	if i < 0 || i >= len(p.items) {
		return 0
	}
	return p.items[i].y
}
