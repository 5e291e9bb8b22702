package mdview

import (
	"sort"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// Where characters are in a wrapped text, for selecting. The view broke
// the lines itself (wrap.go), so line k is the text between the k-th and
// (k+1)-th newline of the segments, drawn from the RichText's inner
// padding, one line height apart, aligned as the first segment says.

// textPiece is the part of one segment on one line.
type textPiece struct {
	runes []rune
	size  float32
	style fyne.TextStyle
	fixed float32 // a formula's width, spread over its runes; 0 for text
}

// textLine is one drawn line: its first rune's offset and its pieces.
type textLine struct {
	start  int
	pieces []textPiece
}

func (l textLine) runeCount() int {
	n := 0
	for _, p := range l.pieces {
		n += len(p.runes)
	}
	return n
}

// text is the wrapped text's content (no inserted breaks).
func (w *wrapText) text() string {
	n := 0
	for _, s := range w.orig {
		n += len(s)
	}
	b := make([]byte, 0, n)
	for _, s := range w.orig {
		b = append(b, s...)
	}
	return string(b)
}

func (w *wrapText) runeCount() int { return len([]rune(w.text())) }

// fyneWraps reports whether Fyne, not the view, broke the lines (a word
// was wider than the line): character places are then unknown.
func (w *wrapText) fyneWraps() bool { return w.rt.Wrapping != fyne.TextWrapOff }

// lines splits the segments as drawn into lines.
func (w *wrapText) lines() []textLine {
	var out []textLine
	cur := textLine{}
	off := 0
	for _, seg := range w.rt.Segments {
		size, style := w.segmentFont(seg)
		rs := []rune(seg.Textual())
		if m, ok := seg.(*mathSegment); ok {
			cur.pieces = append(cur.pieces, textPiece{runes: rs, size: size, style: style, fixed: m.width})
			off += len(rs)
			continue
		}
		st := 0
		for j, r := range rs {
			if r == '\n' {
				cur.pieces = append(cur.pieces, textPiece{runes: rs[st:j], size: size, style: style})
				out = append(out, cur)
				cur = textLine{start: off + j + 1}
				st = j + 1
			}
		}
		cur.pieces = append(cur.pieces, textPiece{runes: rs[st:], size: size, style: style})
		off += len(rs)
	}
	return append(out, cur)
}

// align is how the text's lines are aligned.
func (w *wrapText) align() fyne.TextAlign {
	if len(w.rt.Segments) == 0 {
		return fyne.TextAlignLeading
	}
	switch s := w.rt.Segments[0].(type) {
	case *widget.TextSegment:
		return s.Style.Alignment
	case *widget.HyperlinkSegment:
		return s.Alignment
	}
	return fyne.TextAlignLeading
}

// boxGeometry is what placing characters in a box needs.
type boxGeometry struct {
	lines []textLine
	pad   float32
	lineH float32
	inner float32 // width inside the padding
}

func (w *wrapText) geometry(size fyne.Size) boxGeometry {
	g := boxGeometry{lines: w.lines(), pad: w.rt.Theme().Size(theme.SizeNameInnerPadding)}
	g.lineH = max(size.Height-2*g.pad, 1) / float32(len(g.lines))
	g.inner = size.Width - 2*g.pad
	return g
}

// prefixWidth is the width of line l's first k runes.
func prefixWidth(l textLine, k int) float32 {
	x := float32(0)
	for _, p := range l.pieces {
		if k <= 0 {
			break
		}
		n := min(k, len(p.runes))
		if n > 0 && p.fixed > 0 {
			x += p.fixed * float32(n) / float32(len(p.runes))
		} else if n > 0 {
			x += fyne.MeasureText(string(p.runes[:n]), p.size, p.style).Width
		}
		k -= n
	}
	return x
}

// shift is where line l starts, from the inner padding, for its alignment.
func (g boxGeometry) shift(w *wrapText, l textLine) float32 {
	switch w.align() {
	case fyne.TextAlignCenter:
		return max((g.inner-prefixWidth(l, l.runeCount()))/2, 0)
	case fyne.TextAlignTrailing:
		return max(g.inner-prefixWidth(l, l.runeCount()), 0)
	}
	return 0
}

// offsetAt returns the rune offset nearest local (box coordinates).
func (v *View) offsetAt(b textBox, local fyne.Position) int {
	if b.code != nil {
		return b.code.codeOffsetAt(local)
	}
	if b.w.fyneWraps() {
		if local.Y < b.size.Height/2 {
			return 0
		}
		return b.w.runeCount()
	}
	g := b.w.geometry(b.size)
	li := int((local.Y - g.pad) / g.lineH)
	if li < 0 {
		return 0
	}
	if li >= len(g.lines) {
		return b.w.runeCount()
	}
	l := g.lines[li]
	x := local.X - g.pad - g.shift(b.w, l)
	n := l.runeCount()
	// The first boundary whose midpoint with the next is past x.
	k := sort.Search(n, func(k int) bool {
		return (prefixWidth(l, k)+prefixWidth(l, k+1))/2 > x
	})
	return l.start + k
}

// markRect is a rectangle in pager coordinates.
type markRect struct {
	pos  fyne.Position
	size fyne.Size
}

// rangeRects returns the rectangles covering runes [a, e) of a box.
func (v *View) rangeRects(b textBox, a, e int) []markRect {
	if a >= e {
		return nil
	}
	if b.code != nil {
		return b.code.codeRangeRects(b, a, e)
	}
	if b.w.fyneWraps() {
		return []markRect{{b.pos, b.size}}
	}
	g := b.w.geometry(b.size)
	var out []markRect
	for li, l := range g.lines {
		n := l.runeCount()
		s, t := max(a, l.start)-l.start, min(e, l.start+n)-l.start
		if s > t || (s == t && !(a <= l.start && e > l.start+n)) {
			continue // no part of this line (an empty line counts when spanned)
		}
		x0, x1 := prefixWidth(l, s), prefixWidth(l, t)
		if e > l.start+n && li < len(g.lines)-1 {
			x1 += v.measure(" ", l.pieces[len(l.pieces)-1].size, l.pieces[len(l.pieces)-1].style) // the break
		}
		sh := g.shift(b.w, l)
		out = append(out, markRect{
			pos:  b.pos.Add(fyne.NewPos(g.pad+sh+x0, g.pad+float32(li)*g.lineH)),
			size: fyne.NewSize(max(x1-x0, 1), g.lineH),
		})
	}
	return out
}

// clipRects cuts rectangles to the horizontal span clip (x0, x1),
// dropping those left empty: a mark on a long code line scrolled aside.
func clipRects(rs []markRect, clip [2]float32) []markRect {
	out := rs[:0]
	for _, r := range rs {
		x0, x1 := max(r.pos.X, clip[0]), min(r.pos.X+r.size.Width, clip[1])
		if x1 <= x0 {
			continue
		}
		r.pos.X, r.size.Width = x0, x1-x0
		out = append(out, r)
	}
	return out
}
