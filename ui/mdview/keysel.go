package mdview

import "fyne.io/fyne/v2"

// Keyboard selection: Shift+Left and Shift+Right move the selection's
// focus by a character, Shift+Up and Shift+Down by a line, across the
// lines, texts and blocks of the page (code included), as in a text
// editor; Shift+Home and Shift+End move it to its line's start or end.
// Blocks that select whole (images, rules) are stepped over as one.
// Without a selection the first keypress starts one at the top of the
// first block in view. The page scrolls to keep the focus in view, and
// a code block scrolls its long lines sideways.

// ExtendSelection moves the selection's focus by dx characters (-1, 1)
// or dy lines (-1, 1).
func (v *View) ExtendSelection(dx, dy int) {
	p := v.pager
	if len(p.items) == 0 {
		return
	}
	s := v.startKeySelection()
	switch {
	case dx > 0:
		s.focus = p.nextChar(s.focus)
	case dx < 0:
		s.focus = p.prevChar(s.focus)
	case dy != 0:
		s.focus = p.lineStep(s.focus, dy)
	}
	v.revealFocus()
	p.show(v.scroll.Offset.Y, max(v.scroll.Size().Height, 200))
}

// ExtendSelectionToLineEdge moves the selection's focus to the start
// (end false) or the end of its line, as Shift+Home and Shift+End do.
func (v *View) ExtendSelectionToLineEdge(end bool) {
	p := v.pager
	if len(p.items) == 0 {
		return
	}
	s := v.startKeySelection()
	boxes := p.boxes(s.focus.block)
	if s.focus.box >= 0 && s.focus.box < len(boxes) {
		s.focus.off = lineEdge(v, boxes[s.focus.box], s.focus.off, end)
	}
	v.revealFocus()
	p.show(v.scroll.Offset.Y, max(v.scroll.Size().Height, 200))
}

// lineEdge returns the offset of the start or end of the line of box b
// holding off.
func lineEdge(v *View, b textBox, off int, end bool) int {
	if b.code != nil {
		return b.code.codeLineEdge(off, end)
	}
	if b.w.fyneWraps() {
		if end {
			return b.runeCount()
		}
		return 0
	}
	lines := b.w.geometry(b.size).lines
	for k, l := range lines {
		if off <= l.start+l.runeCount() || k == len(lines)-1 {
			if end {
				return l.start + l.runeCount()
			}
			return l.start
		}
	}
	return off
}

// startKeySelection returns the selection, starting one at the top of
// the first block in view when there is none.
func (v *View) startKeySelection() *selection {
	s := &v.sel
	if !s.active {
		p := v.pager
		i := p.indexAt(v.scroll.Offset.Y)
		start := selPoint{block: i, box: -1}
		if len(p.boxes(i)) > 0 {
			start.box = 0
		}
		s.active, s.dragging = true, false
		s.anchor, s.focus = start, start
	}
	return s
}

// nextChar is the place one character after pt: the next rune of its
// text, else the start of the next text or block.
func (p *pager) nextChar(pt selPoint) selPoint {
	boxes := p.boxes(pt.block)
	if pt.box >= 0 && pt.box < len(boxes) {
		if pt.off < boxes[pt.box].runeCount() {
			pt.off++
			return pt
		}
		if pt.box+1 < len(boxes) {
			return selPoint{block: pt.block, box: pt.box + 1}
		}
	}
	if pt.block+1 >= len(p.items) {
		return pt
	}
	return p.blockStart(pt.block + 1)
}

// prevChar is the place one character before pt.
func (p *pager) prevChar(pt selPoint) selPoint {
	boxes := p.boxes(pt.block)
	if pt.box >= 0 && pt.box < len(boxes) {
		if pt.off > 0 {
			pt.off--
			return pt
		}
		if pt.box > 0 {
			return selPoint{block: pt.block, box: pt.box - 1, off: boxes[pt.box-1].runeCount()}
		}
	}
	if pt.block == 0 {
		return pt
	}
	return p.blockEnd(pt.block - 1)
}

// blockStart is the first place of block i: the start of its first text,
// or the block itself when it selects whole.
func (p *pager) blockStart(i int) selPoint {
	p.ensureBuilt(i)
	if len(p.boxes(i)) == 0 {
		return selPoint{block: i, box: -1}
	}
	return selPoint{block: i}
}

// blockEnd is the last place of block i.
func (p *pager) blockEnd(i int) selPoint {
	p.ensureBuilt(i)
	boxes := p.boxes(i)
	if len(boxes) == 0 {
		return selPoint{block: i, box: -1}
	}
	k := len(boxes) - 1
	return selPoint{block: i, box: k, off: boxes[k].runeCount()}
}

// ensureBuilt builds block i if it is not, by bringing it into view.
func (p *pager) ensureBuilt(i int) {
	if p.built(i) == nil {
		p.v.scrollToBlock(i, 0)
	}
}

// lineStep is the place one line above (dy < 0) or below pt, at the same
// horizontal position: the line before or after in its text, else the
// nearest line of the next text in reading order (the next list item,
// table cell or block).
func (p *pager) lineStep(pt selPoint, dy int) selPoint {
	x, y, lineH := p.caret(pt)
	boxes := p.boxes(pt.block)
	if lineH > 0 && pt.box >= 0 && pt.box < len(boxes) {
		cur := boxes[pt.box]
		if t := y + float32(dy)*lineH; t >= cur.pos.Y && t < cur.pos.Y+cur.size.Height {
			return selPoint{block: pt.block, box: pt.box, off: p.v.offsetAt(cur, fyne.NewPos(x, t).Subtract(cur.pos))}
		}
		if k := pt.box + dy; k >= 0 && k < len(boxes) {
			return p.edgeLine(pt.block, k, boxes[k], x, dy)
		}
	}
	i := pt.block + dy
	switch {
	case i < 0:
		return p.blockStart(0)
	case i >= len(p.items):
		return p.blockEnd(len(p.items) - 1)
	}
	p.ensureBuilt(i)
	next := p.boxes(i)
	if len(next) == 0 {
		return selPoint{block: i, box: -1}
	}
	k := 0
	if dy < 0 {
		k = len(next) - 1
	}
	return p.edgeLine(i, k, next[k], x, dy)
}

// edgeLine is the place at x on the first line of box b (going down) or
// its last line (going up).
func (p *pager) edgeLine(block, k int, b textBox, x float32, dy int) selPoint {
	ly := b.size.Height / 2
	if b.code != nil {
		lineH := b.code.cell().Height
		ly = lineH / 2
		if dy < 0 {
			ly = b.size.Height - lineH/2
		}
	} else if !b.w.fyneWraps() {
		g := b.w.geometry(b.size)
		ly = g.pad + g.lineH/2
		if dy < 0 {
			ly = b.size.Height - g.pad - g.lineH/2
		}
	}
	return selPoint{block: block, box: k, off: p.v.offsetAt(b, fyne.NewPos(x-b.pos.X, ly))}
}

// caret returns where pt is drawn in pager coordinates (x, the middle of
// its line) and the line's height; 0 for a block that selects whole.
func (p *pager) caret(pt selPoint) (x, y, lineH float32) {
	boxes := p.boxes(pt.block)
	if pt.box < 0 || pt.box >= len(boxes) {
		it := p.items[pt.block]
		return p.colX, it.y + it.h/2, 0
	}
	b := boxes[pt.box]
	if b.code != nil {
		x, y, lineH := b.code.codeCaret(pt.off)
		return b.pos.X + x, b.pos.Y + y, lineH
	}
	if b.w.fyneWraps() {
		return b.pos.X, b.pos.Y + b.size.Height/2, b.size.Height
	}
	g := b.w.geometry(b.size)
	li := len(g.lines) - 1
	for k, l := range g.lines {
		if pt.off < l.start+l.runeCount() || k == len(g.lines)-1 {
			li = k
			break
		}
	}
	l := g.lines[li]
	x = b.pos.X + g.pad + g.shift(b.w, l) + prefixWidth(l, max(0, min(pt.off-l.start, l.runeCount())))
	return x, b.pos.Y + g.pad + (float32(li)+0.5)*g.lineH, g.lineH
}

// revealFocus scrolls so that the selection's focus is in view: the page
// up or down, and a sideways scroller (a long code line) left or right.
func (v *View) revealFocus() {
	x, y, lineH := v.pager.caret(v.sel.focus)
	top, h := v.scroll.Offset.Y, v.scroll.Size().Height
	switch {
	case y-lineH < top:
		v.ScrollBy(y - lineH - top)
	case y+lineH > top+h:
		v.ScrollBy(y + lineH - top - h)
	}
	v.pager.revealX(v.sel.focus, x)
}

// revealX scrolls the sideways scroller holding pt so that x (pager
// coordinates) is in view, with a margin of a few characters.
func (p *pager) revealX(pt selPoint, x float32) {
	boxes := p.boxes(pt.block)
	if pt.box < 0 || pt.box >= len(boxes) || boxes[pt.box].hs == nil {
		return
	}
	b := boxes[pt.box]
	margin := 4 * fyne.MeasureText("M", p.v.textSize(), fyne.TextStyle{Monospace: true}).Width
	switch {
	case x < b.clip[0]:
		b.hs.scrollTo(b.hs.offset - (b.clip[0] - x) - margin)
	case x > b.clip[1]:
		b.hs.scrollTo(b.hs.offset + (x - b.clip[1]) + margin)
	}
}
