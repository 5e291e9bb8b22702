package mdview

import (
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/theme"
)

// Selection. Fyne 2.8's RichText cannot be selected, and the view draws
// text through it, so the view selects whole blocks: dragging across the
// page selects every top-level block from the one where the drag began to
// the one under the pointer (a paragraph, a list, a table, a code block),
// marked with the theme's selection colour; SelectedText gives their plain
// text for the clipboard. A drag past the top or bottom edge scrolls; a
// click clears.

// selection is the blocks [min(anchor, focus), max(anchor, focus)].
type selection struct {
	active   bool
	dragging bool
	anchor   int
	focus    int
	marks    []*canvas.Rectangle // one per selected block near the viewport
}

// bounds returns the first and last selected block.
func (s *selection) bounds() (int, int) {
	return min(s.anchor, s.focus), max(s.anchor, s.focus)
}

// Dragged extends the selection to the block under the pointer,
// scrolling when the pointer is past the viewport's edge.
func (p *pager) Dragged(ev *fyne.DragEvent) {
	if len(p.items) == 0 {
		return
	}
	s := &p.v.sel
	if !s.dragging {
		start := ev.Position.Subtract(ev.Dragged)
		s.dragging, s.active = true, true
		s.anchor = p.indexAt(start.Y)
	}
	y := ev.Position.Y
	top, viewH := p.v.scroll.Offset.Y, p.v.scroll.Size().Height
	if y > top+viewH {
		p.v.ScrollBy(y - top - viewH)
	} else if y < top {
		p.v.ScrollBy(y - top)
	}
	s.focus = p.indexAt(max(y, 0))
	p.show(p.v.scroll.Offset.Y, max(viewH, 200))
}

// DragEnd ends a selecting drag.
func (p *pager) DragEnd() { p.v.sel.dragging = false }

// selectionMarks returns the marks of the selected blocks in [lo, hi]
// (content offsets), positioned over them.
func (p *pager) selectionMarks(lo, hi float32) []fyne.CanvasObject {
	s := &p.v.sel
	if !s.active {
		return nil
	}
	first, last := s.bounds()
	last = min(last, len(p.items)-1)
	var out []fyne.CanvasObject
	n := 0
	fill := theme.Color(theme.ColorNameSelection)
	for i := p.indexAt(max(lo, 0)); i <= last && i < len(p.items) && p.items[i].y < hi; i++ {
		if i < first {
			continue
		}
		if n == len(s.marks) {
			s.marks = append(s.marks, canvas.NewRectangle(fill))
		}
		r := s.marks[n]
		n++
		r.FillColor = fill
		it := p.items[i]
		h := it.h
		if i < last { // cover the gap to the next block: one continuous mark
			h = p.items[i+1].y - it.y
		}
		r.Move(fyne.NewPos(p.colX, it.y))
		r.Resize(fyne.NewSize(p.colW, h))
		out = append(out, r)
	}
	return out
}

// SelectedText returns the plain text of the selected blocks, or "".
func (v *View) SelectedText() string {
	if !v.sel.active || len(v.doc.blocks) == 0 {
		return ""
	}
	first, last := v.sel.bounds()
	last = min(last, len(v.doc.blocks)-1)
	var b strings.Builder
	plainBlocks(&b, v.doc.blocks[first:last+1])
	return strings.TrimRight(b.String(), "\n")
}

// SelectAll selects every block.
func (v *View) SelectAll() {
	if len(v.doc.blocks) == 0 {
		return
	}
	v.sel = selection{active: true, anchor: 0, focus: len(v.doc.blocks) - 1, marks: v.sel.marks}
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
