package mdview

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
)

// Selection. Fyne 2.8's RichText cannot be selected, so the view selects
// for it: a drag across the page selects text from where it began to the
// pointer, character by character in prose, headings, list items, quotes,
// table cells (the view wraps that text itself, so it knows where each
// line and character is) and code (drawn on a grid the view lays out, see
// codesel.go), and block by block where it does not (images, rules, and
// text with a word too wide for its line, which Fyne breaks). The marks
// are drawn over the text in the theme's selection colour, which is
// translucent; SelectedText gives the selection as plain text, code as
// written. A drag past the top or bottom edge scrolls, and past the side
// of a code block scrolls its long lines; a click clears.

// selPoint is a place in the document: a rune offset into the box-th
// wrapped text of a top-level block (box -1: the block as a whole).
type selPoint struct {
	block, box, off int
}

func (a selPoint) before(b selPoint) bool {
	if a.block != b.block {
		return a.block < b.block
	}
	if a.box != b.box {
		return a.box < b.box
	}
	return a.off < b.off
}

// selection runs from anchor (where the drag began) to focus.
type selection struct {
	active   bool
	dragging bool
	anchor   selPoint
	focus    selPoint
	marks    []*canvas.Rectangle // reused from one drawing to the next
}

// bounds returns the selection's start and end in document order.
func (s *selection) bounds() (selPoint, selPoint) {
	if s.focus.before(s.anchor) {
		return s.focus, s.anchor
	}
	return s.anchor, s.focus
}

// textBox is a wrapped text or a code grid of a built block and its place
// in the pager.
type textBox struct {
	w    *wrapText // nil for code
	code *codeText
	pos  fyne.Position
	size fyne.Size
	// clip is the part of the pager the box shows through (x0, x1): a
	// box in a sideways scroller is wider than what is seen of it.
	clip [2]float32
	hs   *hScroll // the scroller it is in, or nil
}

// text is the box's text (code as written).
func (b textBox) text() string {
	if b.code != nil {
		return b.code.src
	}
	return b.w.text()
}

func (b textBox) runeCount() int {
	if b.code != nil {
		return utf8.RuneCountInString(b.code.src)
	}
	return b.w.runeCount()
}

// fyneWraps reports whether the box's character places are unknown.
func (b textBox) fyneWraps() bool { return b.code == nil && b.w.fyneWraps() }

// boxes returns block i's wrapped texts in reading order, or nil when the
// block is not built.
func (p *pager) boxes(i int) []textBox {
	if i < 0 || i >= len(p.items) || p.items[i].obj == nil {
		return nil
	}
	var out []textBox
	var hs *hScroll
	var walk func(o fyne.CanvasObject, at fyne.Position, clip [2]float32)
	walk = func(o fyne.CanvasObject, at fyne.Position, clip [2]float32) {
		if o == nil || !o.Visible() {
			return
		}
		at = at.Add(o.Position())
		switch t := o.(type) {
		case *fyne.Container:
			if wt, ok := t.Layout.(*wrapText); ok {
				out = append(out, textBox{w: wt, pos: at, size: t.Size(), clip: clip, hs: hs})
				return
			}
			for _, c := range t.Objects {
				walk(c, at, clip)
			}
		case *codeText:
			out = append(out, textBox{code: t, pos: at, size: t.Size(), clip: clip, hs: hs})
		case *blockBox:
			walk(t.content, at, clip)
		case *container.ThemeOverride:
			walk(t.Content, at, clip)
		case *hScroll:
			hs = t
			walk(t.content, at, [2]float32{max(clip[0], at.X), min(clip[1], at.X+t.Size().Width)})
			hs = nil
		}
	}
	walk(p.items[i].obj, fyne.Position{}, [2]float32{p.colX, p.colX + p.colW})
	return out
}

// hit returns the document place under pos (pager coordinates).
func (p *pager) hit(pos fyne.Position) selPoint {
	i := p.indexAt(max(pos.Y, 0))
	boxes := p.boxes(i)
	if len(boxes) == 0 {
		return selPoint{block: i, box: -1}
	}
	k := 0 // the last box starting above the pointer, else the first
	for j, b := range boxes {
		if b.pos.Y <= pos.Y {
			k = j
		}
		if pos.Y >= b.pos.Y && pos.Y < b.pos.Y+b.size.Height && pos.X >= b.pos.X && pos.X < b.pos.X+b.size.Width {
			k = j
			break
		}
	}
	b := boxes[k]
	return selPoint{block: i, box: k, off: p.v.offsetAt(b, pos.Subtract(b.pos))}
}

// Dragged extends the selection to the pointer, scrolling when it is past
// the viewport's edge.
func (p *pager) Dragged(ev *fyne.DragEvent) {
	if len(p.items) == 0 {
		return
	}
	s := &p.v.sel
	if !s.dragging {
		s.dragging, s.active = true, true
		s.anchor = p.hit(ev.Position.Subtract(ev.Dragged))
	}
	y := ev.Position.Y
	top, viewH := p.v.scroll.Offset.Y, p.v.scroll.Size().Height
	if y > top+viewH {
		p.v.ScrollBy(y - top - viewH)
	} else if y < top {
		p.v.ScrollBy(y - top)
	}
	s.focus = p.hit(ev.Position)
	if x := ev.Position.X; p.scrollsAside(s.focus, x) {
		p.revealX(s.focus, x) // past a code block's side: scroll its lines
		s.focus = p.hit(ev.Position)
	}
	p.show(p.v.scroll.Offset.Y, max(viewH, 200))
}

// scrollsAside reports whether x is past the side of the sideways
// scroller holding pt.
func (p *pager) scrollsAside(pt selPoint, x float32) bool {
	boxes := p.boxes(pt.block)
	if pt.box < 0 || pt.box >= len(boxes) || boxes[pt.box].hs == nil {
		return false
	}
	return x < boxes[pt.box].clip[0] || x > boxes[pt.box].clip[1]
}

// DragEnd ends a selecting drag.
func (p *pager) DragEnd() { p.v.sel.dragging = false }

// selectionMarks returns rectangles over the selection within [lo, hi]
// (content offsets).
func (p *pager) selectionMarks(lo, hi float32) []fyne.CanvasObject {
	s := &p.v.sel
	if !s.active {
		return nil
	}
	first, last := s.bounds()
	var rects []markRect
	for i := max(p.indexAt(max(lo, 0)), first.block); i <= last.block && i < len(p.items) && p.items[i].y < hi; i++ {
		boxes := p.boxes(i)
		from, to := 0, len(boxes)-1
		whole := len(boxes) == 0 || (i == first.block && first.box < 0) || (i == last.block && last.box < 0)
		if whole {
			it := p.items[i]
			rects = append(rects, markRect{fyne.NewPos(p.colX, it.y), fyne.NewSize(p.colW, it.h)})
			continue
		}
		if i == first.block {
			from = first.box
		}
		if i == last.block {
			to = min(last.box, to)
		}
		for k := from; k <= to; k++ {
			a, e := 0, boxes[k].runeCount()
			if i == first.block && k == first.box {
				a = first.off
			}
			if i == last.block && k == last.box {
				e = last.off
			}
			rects = append(rects, clipRects(p.v.rangeRects(boxes[k], a, e), boxes[k].clip)...)
		}
	}
	fill := theme.Color(theme.ColorNameSelection)
	out := make([]fyne.CanvasObject, 0, len(rects))
	for _, mr := range rects {
		if r := p.clipMark(mr, len(out), &s.marks, fill); r != nil {
			out = append(out, r)
		}
	}
	return out
}

// SelectedText returns the selection as plain text, or "".
func (v *View) SelectedText() string {
	if !v.sel.active || len(v.doc.blocks) == 0 {
		return ""
	}
	first, last := v.sel.bounds()
	last.block = min(last.block, len(v.doc.blocks)-1)
	var out strings.Builder
	add := func(i int, part string) {
		if out.Len() > 0 {
			if joins(v.doc.blocks[i]) {
				out.WriteString("\n") // the next piece of a split block
			} else {
				out.WriteString("\n\n")
			}
		}
		out.WriteString(part)
	}
	for i := first.block; i <= last.block; i++ {
		boxes := v.pager.boxes(i)
		whole := len(boxes) == 0 || (i == first.block && first.box < 0) || (i == last.block && last.box < 0) ||
			(i != first.block && i != last.block)
		if whole {
			if c, ok := v.doc.blocks[i].(*codeBlock); ok {
				add(i, c.source())
				continue
			}
			var b strings.Builder
			v.doc.blocks[i].plain(&b)
			add(i, strings.TrimRight(b.String(), "\n"))
			continue
		}
		from, to := 0, len(boxes)-1
		if i == first.block {
			from = first.box
		}
		if i == last.block {
			to = min(last.box, to)
		}
		var texts []string
		for k := from; k <= to; k++ {
			rs := []rune(boxes[k].text())
			a, e := 0, len(rs)
			if i == first.block && k == first.box {
				a = min(first.off, len(rs))
			}
			if i == last.block && k == last.box {
				e = min(last.off, len(rs))
			}
			if a < e {
				texts = append(texts, string(rs[a:e]))
			}
		}
		if len(texts) > 0 {
			add(i, strings.Join(texts, "\n"))
		}
	}
	return out.String()
}

// SelectAll selects every block.
func (v *View) SelectAll() {
	if len(v.doc.blocks) == 0 {
		return
	}
	v.sel = selection{active: true, anchor: selPoint{box: -1}, focus: selPoint{block: len(v.doc.blocks) - 1, box: -1}, marks: v.sel.marks}
	v.pager.update()
}

// ClearSelection removes the selection; it reports whether there was one.
func (v *View) ClearSelection() bool {
	if !v.sel.active {
		return false
	}
	v.sel = selection{marks: v.sel.marks}
	v.pager.update()
	return true
}

// extendTo moves the selection's focus to pos (pager coordinates), as a
// Shift+click does; without a selection it selects from the start of the
// first block in view.
func (p *pager) extendTo(pos fyne.Position) {
	if len(p.items) == 0 {
		return
	}
	s := &p.v.sel
	if !s.active {
		s.active = true
		s.anchor = selPoint{block: p.indexAt(p.v.scroll.Offset.Y)}
	}
	s.focus = p.hit(pos)
	p.show(p.v.scroll.Offset.Y, max(p.v.scroll.Size().Height, 200))
}

// selectWord selects the word at pos (pager coordinates), as a double
// click does; off a word (or outside wrapped text) it selects the block.
func (p *pager) selectWord(pos fyne.Position) {
	if len(p.items) == 0 {
		return
	}
	pt := p.hit(pos)
	s := &p.v.sel
	s.active, s.dragging = true, false
	s.anchor, s.focus = pt, pt
	if pt.box >= 0 {
		rs := []rune(p.boxes(pt.block)[pt.box].text())
		a, e := wordAround(rs, pt.off)
		s.anchor.off, s.focus.off = a, e
	}
	p.show(p.v.scroll.Offset.Y, max(p.v.scroll.Size().Height, 200))
}

// wordAround returns the word (letters, digits, marks, '_' and inner
// apostrophes or hyphens) touching offset off of rs; the rune at off (or
// the last one, past the end) alone when it is not part of one.
func wordAround(rs []rune, off int) (int, int) {
	off = max(0, min(off, len(rs)))
	in := func(i int) bool {
		if i < 0 || i >= len(rs) {
			return false
		}
		r := rs[i]
		if r == '\'' || r == '’' || r == '-' {
			return i > 0 && i < len(rs)-1 && isWordRune(rs[i-1]) && isWordRune(rs[i+1])
		}
		return isWordRune(r)
	}
	if !in(off) {
		switch {
		case in(off - 1):
			off--
		case off < len(rs):
			return off, off + 1
		default: // past the end: the last rune
			return max(off-1, 0), off
		}
	}
	a, e := off, off
	for in(a - 1) {
		a--
	}
	for in(e) {
		e++
	}
	return a, e
}

func isWordRune(r rune) bool {
	return r == '_' || unicode.IsLetter(r) || unicode.IsDigit(r) || unicode.IsMark(r)
}
