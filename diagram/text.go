package diagram

import (
	"image"
	"image/draw"
	"sync"

	"golang.org/x/image/font"
	"golang.org/x/image/font/gofont/gobold"
	"golang.org/x/image/font/gofont/gobolditalic"
	"golang.org/x/image/font/gofont/goitalic"
	"golang.org/x/image/font/gofont/goregular"
	"golang.org/x/image/font/opentype"
	"golang.org/x/image/math/fixed"
)

// Text styles, as Graphviz's fontchar numbers them.
const (
	bold       = 1
	italic     = 2
	underlined = 4
)

// goFonts are the Go fonts, regular, bold, italic and bold italic (by
// style&3), parsed once. Graphviz measures text with Helvetica's metrics,
// which match these to within a few percent (see graphFont), and the
// painter centres on the real width.
var goFonts = sync.OnceValues(func() ([4]*opentype.Font, error) {
	var out [4]*opentype.Font
	for i, ttf := range [][]byte{goregular.TTF, gobold.TTF, goitalic.TTF, gobolditalic.TTF} {
		f, err := opentype.Parse(ttf)
		if err != nil {
			return out, err
		}
		out[i] = f
	}
	return out, nil
})

// faceKey names a cached face.
type faceKey struct {
	px    float64
	style int
}

// faces caches a face per pixel size and style, safe for renders running
// at once (see sharedFace).
var faces sync.Map // faceKey -> font.Face

// face returns the regular Go font at px pixels.
func face(px float64) font.Face { return styledFace(px, 0) }

// styledFace returns the Go font at px pixels, bold or italic as style
// says.
func styledFace(px float64, style int) font.Face {
	k := faceKey{px, style & (bold | italic)}
	if f, ok := faces.Load(k); ok {
		return f.(font.Face)
	}
	fts, err := goFonts()
	if err != nil {
		return nil
	}
	f, err := opentype.NewFace(fts[k.style], &opentype.FaceOptions{Size: px, DPI: 72, Hinting: font.HintingNone})
	if err != nil {
		return nil
	}
	actual, _ := faces.LoadOrStore(k, font.Face(&sharedFace{f: f}))
	return actual.(font.Face)
}

// text draws a T operation: text on a baseline, aligned left, centre or
// right of its point.
func (p *painter) text(op gvOp) {
	size := p.font
	if size == 0 {
		size = p.th.FontSize
	}
	f := styledFace(size*p.scale, p.fontStyle)
	if f == nil || op.Text == "" {
		return
	}
	d := font.Drawer{Dst: p.img, Src: image.NewUniform(p.pen), Face: f}
	x, y := p.pt(op.Pt[0], op.Pt[1])
	w := d.MeasureString(op.Text)
	switch op.Align {
	case "c":
		x -= float32(w.Round()) / 2
	case "r":
		x -= float32(w.Round())
	}
	d.Dot = fixed.P(int(x), int(y))
	d.DrawString(op.Text)
	if p.fontStyle&underlined != 0 {
		th := max(1, int(p.scale*0.6))
		uy := int(y) + int(p.scale*1.5)
		draw.Draw(p.img, image.Rect(int(x), uy, int(x)+w.Round(), uy+th), image.NewUniform(p.pen), image.Point{}, draw.Over)
	}
}
