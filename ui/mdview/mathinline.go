package mdview

import (
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// Inline formulas. A formula in running text is a segment of the
// paragraph's RichText that holds its place: as wide as the picture, as
// tall as a line, empty. The picture itself is drawn by the wrapped text
// over that place, from the same line geometry that selection and find
// marks use, with its baseline on the text's. Until the picture is ready
// (or when it cannot be drawn) the TeX shows as inline code.

// mathInlineMax caps an inline formula's height, in lines: a tall one
// (a fraction of fractions) is scaled down rather than overlap the lines
// around it by more than a little.
const mathInlineMax = 1.5

// mathSegment is an inline formula's place in a RichText.
type mathSegment struct {
	tex   string
	pic   *mathPic
	img   *canvas.Image
	width float32 // drawn width
	lineH float32
}

func newMathSegment(tex string, pic *mathPic, lineH float32) *mathSegment {
	s := &mathSegment{tex: tex, pic: pic, lineH: lineH}
	k := min(1, lineH*mathInlineMax/max(pic.size.Height, 1))
	s.width = pic.size.Width * k
	s.img = canvas.NewImageFromImage(pic.img)
	s.img.FillMode = canvas.ImageFillStretch
	s.img.ScaleMode = canvas.ImageScaleSmooth
	s.img.Resize(fyne.NewSize(s.width, pic.size.Height*k))
	return s
}

// scale is the factor the picture is drawn at.
func (s *mathSegment) scale() float32 { return s.width / max(s.pic.size.Width, 1) }

// Inline implements widget.RichTextSegment: the formula flows with text.
func (s *mathSegment) Inline() bool { return true }

// Textual is the TeX, so that the run's text and rune offsets hold.
func (s *mathSegment) Textual() string { return s.tex }

// Visual is an empty box holding the formula's place.
func (s *mathSegment) Visual() fyne.CanvasObject {
	r := canvas.NewRectangle(color.Transparent)
	r.SetMinSize(fyne.NewSize(s.width, s.lineH))
	return r
}

// Update implements widget.RichTextSegment.
func (s *mathSegment) Update(fyne.CanvasObject) {}

// Select implements widget.RichTextSegment; selection is the view's.
func (s *mathSegment) Select(fyne.Position, fyne.Position) {}

// SelectedText implements widget.RichTextSegment.
func (s *mathSegment) SelectedText() string { return "" }

// Unselect implements widget.RichTextSegment.
func (s *mathSegment) Unselect() {}

var _ widget.RichTextSegment = (*mathSegment)(nil)

// placeMath moves the pictures of a wrapped text's formulas onto their
// places: the line and offset of the segment, the baseline on the text's.
func (w *wrapText) placeMath(size fyne.Size) {
	if len(w.box.Objects) == 1 {
		return // no formulas
	}
	g := w.geometry(size)
	base := w.v.baseline()
	off := 0
	lines := g.lines
	li := 0
	for _, seg := range w.rt.Segments {
		ms, ok := seg.(*mathSegment)
		n := len([]rune(seg.Textual()))
		if ok {
			for li+1 < len(lines) && lines[li+1].start <= off {
				li++
			}
			l := lines[li]
			x := g.pad + g.shift(w, l) + prefixWidth(l, off-l.start)
			top := g.pad + float32(li)*g.lineH + base - ms.pic.ascent*ms.scale()
			ms.img.Move(fyne.NewPos(x, top))
			ms.img.Show()
			if w.fyneWraps() {
				ms.img.Hide() // the places of Fyne's own breaks are not known
			}
		}
		off += n
	}
}

// baseline is the height of body text above its baseline within a line.
func (v *View) baseline() float32 {
	if v.base == 0 {
		_, b := fyne.CurrentApp().Driver().RenderedTextSize("Mg", v.textSize(), fyne.TextStyle{}, nil)
		v.base = max(b, 1)
	}
	return v.base
}

// cachedMath returns the view's picture of a formula at its current text
// colour and size, or nil when it has not been drawn yet.
func (v *View) cachedMath(tex string) *mathPic {
	return v.maths[v.mathKey(tex)]
}

// mathKey identifies a formula at the view's text colour and size.
func (v *View) mathKey(tex string) mathKey {
	ink := color.NRGBAModel.Convert(theme.Color(theme.ColorNameForeground)).(color.NRGBA)
	return mathKey{tex, ink, v.textSize()}
}

// drawMath draws the formulas that a wrapped text shows as TeX for now,
// and puts each in its place when ready; one that cannot be drawn stays
// TeX.
func (b *builder) drawMath(w *wrapText) {
	if b.v.opts.Diagrams == nil {
		return
	}
	ctx, changed, v := b.v.ctx, b.changed, b.v
	for i, seg := range w.rt.Segments {
		ts, ok := seg.(*widget.TextSegment)
		if !ok || !b.pendingMath[ts] {
			continue
		}
		i, tex := i, w.orig[i]
		v.drawing.start()
		go func() {
			img, density, err := v.opts.Diagrams.Draw(ctx, mathInlineLang, tex, v.dark())
			if ctx.Err() != nil || err != nil || img == nil {
				v.drawing.done()
				return // the document was replaced, or the TeX stays
			}
			deliver(func() {
				defer v.drawing.done()
				w.setMath(i, newMathSegment(tex, v.mathPicture(tex, img, density), v.lineHeight()))
				if changed != nil {
					changed()
				}
			})
		}()
	}
}

// setMath replaces segment i, the TeX of a formula, by its picture.
func (w *wrapText) setMath(i int, m *mathSegment) {
	if i >= len(w.rt.Segments) {
		return
	}
	w.rt.Segments[i] = m
	w.box.Objects = append(w.box.Objects, m.img)
	w.laidOut = false
	w.box.Refresh()
}
