package mdview

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// Word wrapping. RichText wraps by measuring ever shorter prefixes of the
// remaining text until a line fits, shaping each prefix anew; for prose
// that is most of the cost of building a block. The view wraps instead by
// measuring each distinct word once (words repeat, so the measures are
// cached per view) and turning the space before a word that does not fit
// into a newline: the rune count stays the same, so find offsets hold,
// and RichText, told not to wrap, only splits at the newlines.

// wrapSlack keeps a line a little short of the width, for the kerning
// between words that per-word measuring does not see.
const wrapSlack = 2

// measureKey identifies a measured word.
type measureKey struct {
	text  string
	size  float32
	style fyne.TextStyle
}

// wrapText is a RichText that the view wraps itself. It lays out as
// widthOnly does: the RichText only hears of width changes.
type wrapText struct {
	v    *View
	rt   *widget.RichText
	orig []string        // the segments' texts without inserted breaks
	run  *textRun        // the run shown, for its find matches; nil for none
	from int             // where this text starts in the run, in runes
	box  *fyne.Container // holds rt, then the pictures of its formulas

	laidOut bool
}

// The segments stay empty until the first layout gives a width: RichText
// measures its text when its renderer is made, and that first measure of
// the unwrapped text would be thrown away.
func newWrapText(v *View, rt *widget.RichText, run *textRun, from int) *fyne.Container {
	w := &wrapText{v: v, rt: rt, run: run, from: from}
	w.box = &fyne.Container{Layout: w, Objects: []fyne.CanvasObject{rt}}
	for _, s := range rt.Segments {
		w.orig = append(w.orig, s.Textual())
		setText(s, "")
		if m, ok := s.(*mathSegment); ok {
			w.box.Objects = append(w.box.Objects, m.img)
		}
	}
	rt.Wrapping = fyne.TextWrapOff
	return w.box
}

// Layout re-wraps for a new width.
func (w *wrapText) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	if w.rt.Size().Width == size.Width && w.laidOut {
		return
	}
	w.laidOut = true
	if !w.wrap(size.Width - 2*theme.InnerPadding() - wrapSlack) {
		w.restore()
		w.rt.Wrapping = fyne.TextWrapWord // a word wider than the line: let Fyne break it
	} else {
		w.rt.Wrapping = fyne.TextWrapOff
	}
	w.rt.Resize(fyne.NewSize(size.Width, w.rt.Size().Height))
	w.rt.Refresh()
	w.placeMath(fyne.NewSize(size.Width, w.rt.MinSize().Height))
}

// MinSize implements fyne.Layout.
func (w *wrapText) MinSize(objs []fyne.CanvasObject) fyne.Size {
	return objs[0].MinSize()
}

// wrap breaks the segments' texts into lines of at most width; it reports
// false when some word alone is wider than a line.
func (w *wrapText) wrap(width float32) bool {
	texts := make([][]rune, len(w.orig))
	for i, s := range w.orig {
		texts[i] = []rune(s)
	}
	x := float32(0)
	lastSeg, lastPos := -1, -1 // the last space on the current line
	for i, seg := range w.rt.Segments {
		if m, ok := seg.(*mathSegment); ok { // a formula: one word
			if x+m.width > width && x > 0 {
				if lastSeg < 0 {
					return false
				}
				texts[lastSeg][lastPos] = '\n'
				x = w.widthAfter(texts, lastSeg, lastPos, i, 0)
				lastSeg = -1
			}
			x += m.width
			continue
		}
		size, style := w.segmentFont(seg)
		space := w.v.measure(" ", size, style)
		rs := texts[i]
		for p := 0; p < len(rs); {
			switch rs[p] {
			case '\n':
				x, lastSeg = 0, -1
				p++
				continue
			case ' ':
				lastSeg, lastPos = i, p
				x += space
				p++
				continue
			}
			end := p
			for end < len(rs) && rs[end] != ' ' && rs[end] != '\n' {
				end++
			}
			ww := w.v.measure(string(rs[p:end]), size, style)
			if x+ww > width && x > 0 {
				if lastSeg < 0 {
					return false // no space on this line to break at
				}
				texts[lastSeg][lastPos] = '\n'
				x = w.widthAfter(texts, lastSeg, lastPos, i, p)
				lastSeg = -1
			}
			if ww > width {
				return false
			}
			x += ww
			p = end
		}
	}
	w.apply(texts)
	return true
}

// widthAfter measures what follows a new break up to (seg, pos): the
// start of the new line, which may span segments.
func (w *wrapText) widthAfter(texts [][]rune, fromSeg, fromPos, seg, pos int) float32 {
	x := float32(0)
	for i := fromSeg; i <= seg; i++ {
		start, end := 0, len(texts[i])
		if i == fromSeg {
			start = fromPos + 1
		}
		if i == seg {
			end = pos
		}
		if m, ok := w.rt.Segments[i].(*mathSegment); ok {
			if i != seg {
				x += m.width
			}
			continue
		}
		if start < end {
			size, style := w.segmentFont(w.rt.Segments[i])
			x += w.v.measure(string(texts[i][start:end]), size, style)
		}
	}
	return x
}

// segmentFont returns the size and style a segment is drawn with.
func (w *wrapText) segmentFont(seg widget.RichTextSegment) (float32, fyne.TextStyle) {
	switch s := seg.(type) {
	case *widget.TextSegment:
		return w.v.sizeOf(s.Style.SizeName), s.Style.TextStyle
	case *widget.HyperlinkSegment:
		return w.v.sizeOf(s.SizeName), s.TextStyle
	}
	return w.v.textSize(), fyne.TextStyle{}
}

func (w *wrapText) apply(texts [][]rune) {
	for i, seg := range w.rt.Segments {
		setText(seg, string(texts[i]))
	}
}

func (w *wrapText) restore() {
	for i, seg := range w.rt.Segments {
		setText(seg, w.orig[i])
	}
}

func setText(seg widget.RichTextSegment, text string) {
	switch s := seg.(type) {
	case *widget.TextSegment:
		s.Text = text
	case *widget.HyperlinkSegment:
		s.Text = text
	}
}

// measure returns the width of text, cached for the life of the build.
func (v *View) measure(text string, size float32, style fyne.TextStyle) float32 {
	k := measureKey{text, size, style}
	if w, ok := v.widths[k]; ok {
		return w
	}
	w := fyne.MeasureText(text, size, style).Width
	if len(v.widths) < maxMeasured {
		v.widths[k] = w
	}
	return w
}

// maxMeasured bounds the word-width cache (a megabyte of prose has some
// tens of thousands of distinct words).
const maxMeasured = 1 << 17

// sizeOf resolves a text size name through the view's theme.
func (v *View) sizeOf(n fyne.ThemeSizeName) float32 {
	if n == "" {
		n = theme.SizeNameText
	}
	return v.th.Size(n)
}
