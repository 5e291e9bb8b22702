package mathtex

import (
	"context"
	"errors"
	"fmt"
	"image"
	"image/color"
	"image/draw"
	"math"
	"strings"

	"github.com/go-latex/latex/drawtex"
	"github.com/go-latex/latex/font/ttf"
	"github.com/go-latex/latex/tex"
	"golang.org/x/image/font"
	"golang.org/x/image/font/opentype"
	"golang.org/x/image/font/sfnt"
	"golang.org/x/image/math/fixed"
)

// Limits on what Render accepts.
const (
	MaxSource = 4 << 10   // bytes of TeX
	MaxPixels = 4_000_000 // pixels of one picture
)

// Errors Render returns; others wrap ErrUnsupported.
var (
	ErrUnsupported = errors.New("mathtex: cannot draw this TeX")
	ErrTooLarge    = errors.New("mathtex: formula too large")
)

// Options set the size a formula is drawn at.
type Options struct {
	// Size is the text size the formula sits in, in device-independent
	// pixels (16 when zero: the web's body text).
	Size float64
	// Scale is the pixels drawn per device-independent pixel (2 when
	// zero, sharp on high-density screens).
	Scale float64
	// Display sets the formula on a line of its own: fractions at full
	// size rather than shrunk into the line.
	Display bool
}

func (o Options) norm() Options {
	if o.Size <= 0 {
		o.Size = 16
	}
	if o.Scale <= 0 {
		o.Scale = 2
	}
	return o
}

// Formula is a drawn formula: an alpha mask, black where ink is.
type Formula struct {
	*image.Alpha
	baseline int
	scale    float64
}

// Baseline is the row of the text baseline, from the top, in pixels.
func (f *Formula) Baseline() int { return f.baseline }

// Scale is the pixels per device-independent pixel it was drawn at.
func (f *Formula) Scale() float64 { return f.scale }

// Render draws tex (without its $ delimiters). It never panics: what
// go-latex cannot parse, or this package cannot set, comes back as an error.
func Render(ctx context.Context, src string, opts Options) (*Formula, error) {
	opts = opts.norm()
	src = strings.TrimSpace(src)
	switch {
	case src == "":
		return nil, fmt.Errorf("%w: empty formula", ErrUnsupported)
	case len(src) > MaxSource:
		return nil, fmt.Errorf("%w: %d bytes of TeX (at most %d)", ErrTooLarge, len(src), MaxSource)
	}
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	key := cacheKey{src, opts}
	if f, ok := cache.get(key); ok {
		return f, nil
	}
	f, err := typeset(src, opts)
	if err != nil {
		return nil, err
	}
	cache.put(key, f)
	return f, nil
}

// typeset sets the formula in boxes and paints it.
func typeset(src string, opts Options) (f *Formula, err error) {
	defer func() {
		if r := recover(); r != nil { // go-latex panics on glyphs and macros it lacks
			f, err = nil, fmt.Errorf("%w: %v", ErrUnsupported, r)
		}
	}()
	fnts, err := fonts()
	if err != nil {
		return nil, fmt.Errorf("%w: fonts: %v", ErrUnsupported, err)
	}
	cnv := drawtex.New()
	box, err := layout("$"+src+"$", opts.Size*opts.Scale, opts.Display, backend{ttf.NewFrom(cnv, fnts)})
	if err != nil {
		return nil, fmt.Errorf("%w: %v", ErrUnsupported, unwrapAll(err))
	}
	var sh tex.Ship
	sh.Call(0, 0, box.(tex.Tree))
	w, h, d := box.Width(), box.Height(), math.Max(box.Depth(), 0)
	if w <= 0 || h+d <= 0 {
		return nil, fmt.Errorf("%w: nothing to draw", ErrUnsupported)
	}
	pad := math.Ceil(opts.Scale) // room for antialiased edges
	pw, ph := int(math.Ceil(w+2*pad)), int(math.Ceil(h+d+2*pad))
	if pw*ph > MaxPixels {
		return nil, fmt.Errorf("%w: %d×%d pixels", ErrTooLarge, pw, ph)
	}
	img := image.NewAlpha(image.Rect(0, 0, pw, ph))
	if err := paint(img, cnv.Ops(), pad); err != nil {
		return nil, err
	}
	return &Formula{Alpha: img, baseline: int(math.Round(h + pad)), scale: opts.Scale}, nil
}

// paint draws the glyph and rule operations, offset by pad.
func paint(img *image.Alpha, ops []drawtex.Op, pad float64) error {
	faces := map[faceKey]font.Face{}
	defer func() {
		for _, f := range faces {
			f.Close()
		}
	}()
	ink := image.NewUniform(color.Alpha{A: 0xff})
	for _, op := range ops {
		switch op := op.(type) {
		case drawtex.GlyphOp:
			if op.Glyph.Num == 0 {
				return fmt.Errorf("%w: no glyph for %s", ErrUnsupported, op.Glyph.Symbol)
			}
			face, err := faceFor(faces, op.Glyph.Font, op.Glyph.Size)
			if err != nil {
				return fmt.Errorf("%w: %v", ErrUnsupported, err)
			}
			d := font.Drawer{Dst: img, Src: ink, Face: face,
				Dot: fixed.Point26_6{X: fixed.Int26_6((op.X + pad) * 64), Y: fixed.Int26_6((op.Y + pad) * 64)}}
			d.DrawString(op.Glyph.Symbol)
		case drawtex.RectOp:
			r := image.Rect(int(math.Floor(op.X1+pad)), int(math.Floor(op.Y1+pad)),
				int(math.Ceil(op.X2+pad)), int(math.Ceil(op.Y2+pad)))
			draw.Draw(img, r, ink, image.Point{}, draw.Over)
		}
	}
	return nil
}

type faceKey struct {
	font *sfnt.Font
	size float64
}

func faceFor(faces map[faceKey]font.Face, f *sfnt.Font, size float64) (font.Face, error) {
	k := faceKey{f, size}
	if face, ok := faces[k]; ok {
		return face, nil
	}
	face, err := opentype.NewFace(f, &opentype.FaceOptions{Size: size, DPI: 72, Hinting: font.HintingNone})
	if err != nil {
		return nil, err
	}
	faces[k] = face
	return face, nil
}

// unwrapAll returns the innermost error: go-latex's messages repeat the
// expression at every level.
func unwrapAll(err error) error {
	for {
		next := errors.Unwrap(err)
		if next == nil {
			return err
		}
		err = next
	}
}

// AlphaMask returns the formula's mask, for callers that tint it.
func (f *Formula) AlphaMask() *image.Alpha { return f.Alpha }
