package diagram

import (
	"image"
	"sync"

	"golang.org/x/image/font"
	"golang.org/x/image/font/gofont/goregular"
	"golang.org/x/image/font/opentype"
	"golang.org/x/image/math/fixed"
)

// goFont is the Go font, parsed once; Graphviz measured text with its
// metrics too (fontname "Go" falls back to its built-in estimate, close
// enough for centring, and the painter centres on the real width).
var goFont = sync.OnceValues(func() (*opentype.Font, error) { return opentype.Parse(goregular.TTF) })

// faces caches a face per pixel size.
var faces sync.Map // float64 -> font.Face

// face returns the Go font at px pixels.
func face(px float64) font.Face {
	if f, ok := faces.Load(px); ok {
		return f.(font.Face)
	}
	ft, err := goFont()
	if err != nil {
		return nil
	}
	f, err := opentype.NewFace(ft, &opentype.FaceOptions{Size: px, DPI: 72, Hinting: font.HintingNone})
	if err != nil {
		return nil
	}
	actual, _ := faces.LoadOrStore(px, f)
	return actual.(font.Face)
}

// text draws a T operation: text on a baseline, aligned left, centre or
// right of its point.
func (p *painter) text(op gvOp) {
	size := p.font
	if size == 0 {
		size = p.th.FontSize
	}
	f := face(size * p.scale)
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
}
