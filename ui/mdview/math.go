package mdview

import (
	"image"
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"

	"folio/internal/mdsyntax"
)

// Math. The view's Diagrams draws formulas as it draws Mermaid: the
// language is "math" (display blocks, ```math fences and inline $…$
// alike), and the picture comes back as a formula drawn for text of
// mathTextSize units. A formula may be an alpha mask (*image.Alpha, or
// anything with an Alpha mask inside, see masker) that the view tints
// with its text colour, and may say where its baseline is (baseliner) so
// that inline formulas sit on the line. What cannot be drawn stays TeX,
// as code.

// The languages under which Diagrams draws formulas: display ones (and
// ```math fences), and formulas in running text, which no fence can name
// (a fence's language has no space).
const (
	mathLang       = "math"
	mathInlineLang = "math inline"
)

// mathTextSize is the text size, in device-independent pixels, formulas
// are drawn for; the view scales them to its own text size.
const mathTextSize = 16

// baseliner is a picture that knows its baseline row, from the top.
type baseliner interface{ Baseline() int }

// masker is a picture that is an alpha mask to tint.
type masker interface{ AlphaMask() *image.Alpha }

// drawsMath reports whether the view draws formulas of a language.
func (p *parser) drawsMath(lang, tex string) bool {
	return p.diagrams != nil && p.diagrams.Draws(lang, tex)
}

// displayMath returns the block for a $$…$$ display formula: a picture
// when the view draws math, else its TeX as a code block.
func (p *parser) displayMath(n *mdsyntax.DisplayMath) block {
	tex := n.TeX(p.src)
	code := p.code(n, mathLang).(*codeBlock)
	if !p.drawsMath(mathLang, tex) {
		return code
	}
	return &diagramBlock{lang: mathLang, src: code.whole, code: code}
}

// inlineMath appends the span of an inline formula: math when the view
// draws it, else the TeX as inline code.
func (p *parser) inlineMath(n *mdsyntax.InlineMath, st fyne.TextStyle, link string, out *[]span) {
	if p.drawsMath(mathInlineLang, n.TeX) && link == "" {
		*out = append(*out, span{kind: spanMath, text: n.TeX, style: st})
		return
	}
	code := st
	code.Monospace = true
	s := textSpan(n.TeX, code, link)
	if link == "" {
		s.kind = spanCode
	}
	*out = append(*out, s)
}

// mathPic is a formula ready to draw: tinted, with its size and the
// height above its baseline in device-independent pixels at the view's
// text size.
type mathPic struct {
	img    image.Image
	size   fyne.Size
	ascent float32
}

// mathKey identifies a formula as drawn: source, colour and text size.
type mathKey struct {
	tex  string
	ink  color.NRGBA
	size float32
}

// maxMathPics bounds the view's tinted formulas.
const maxMathPics = 2048

// mathPicture turns a drawn formula into a picture for the view: tinted
// with the text colour and sized to the text.
func (v *View) mathPicture(tex string, img image.Image, density float32) *mathPic {
	key := v.mathKey(tex)
	if p, ok := v.maths[key]; ok {
		return p
	}
	b := img.Bounds()
	k := v.textSize() / mathTextSize / max(density, 1)
	p := &mathPic{img: tint(img, key.ink), size: fyne.NewSize(float32(b.Dx())*k, float32(b.Dy())*k)}
	p.ascent = p.size.Height
	if bl, ok := img.(baseliner); ok {
		p.ascent = float32(bl.Baseline()) * k
	}
	if len(v.maths) >= maxMathPics {
		clear(v.maths)
	}
	v.maths[key] = p
	return p
}

// tint colours an alpha mask with ink; other pictures are kept as drawn.
func tint(img image.Image, ink color.NRGBA) image.Image {
	var a *image.Alpha
	switch m := img.(type) {
	case *image.Alpha:
		a = m
	case masker:
		a = m.AlphaMask()
	default:
		return img
	}
	b := a.Bounds()
	out := image.NewNRGBA(b)
	for y := b.Min.Y; y < b.Max.Y; y++ {
		for x := b.Min.X; x < b.Max.X; x++ {
			if v := a.Pix[a.PixOffset(x, y)]; v != 0 {
				o := out.Pix[out.PixOffset(x, y):]
				o[0], o[1], o[2], o[3] = ink.R, ink.G, ink.B, uint8(uint32(v)*uint32(ink.A)/0xff)
			}
		}
	}
	return out
}

// showMath replaces the placeholder by a display formula, centred.
func (b *imageBox) showMath(p *mathPic) {
	b.natural = p.size
	b.center = true
	ci := canvas.NewImageFromImage(p.img)
	ci.FillMode = canvas.ImageFillContain
	ci.ScaleMode = canvas.ImageScaleSmooth
	b.content.Objects = []fyne.CanvasObject{ci}
	b.content.Layout = &imageLayout{box: b}
	b.Refresh()
}
