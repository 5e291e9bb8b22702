package mathtex

import (
	"context"
	"errors"
	"fmt"
	"image"
	"math"
	"strings"

	"golang.org/x/image/font/sfnt"
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
	if f, ok := cache.Get(key); ok {
		return f, nil
	}
	f, err := typeset(src, opts)
	if err != nil {
		return nil, err
	}
	cache.Put(key, f)
	return f, nil
}

// typeset parses the formula, sets it in boxes and paints it.
func typeset(src string, opts Options) (f *Formula, err error) {
	defer func() {
		if r := recover(); r != nil { // a bug here must not take the reader down
			f, err = nil, fmt.Errorf("%w: %v", ErrUnsupported, r)
		}
	}()
	fs, err := faces()
	if err != nil {
		return nil, fmt.Errorf("%w: fonts: %v", ErrUnsupported, err)
	}
	list, err := parse(src)
	if err != nil {
		return nil, err
	}
	st := mstyle{style: 1}
	if opts.Display {
		st.style = 0
	}
	s := &setter{fs: &fs, size: opts.Size * opts.Scale}
	b := s.list(list, st)
	x0, y0, x1, y1 := inkBounds(&fs, b)
	if len(b.items) == 0 || x1 <= x0 || y1 <= y0 {
		return nil, fmt.Errorf("%w: nothing to draw", ErrUnsupported)
	}
	pad := math.Ceil(opts.Scale) // room for antialiased edges
	left, top := math.Ceil(pad-x0), math.Ceil(pad-y0)
	pw, ph := int(left+math.Ceil(x1+pad)), int(top+math.Ceil(y1+pad))
	if float64(pw)*float64(ph) > MaxPixels || pw <= 0 || ph <= 0 {
		return nil, fmt.Errorf("%w: %d×%d pixels", ErrTooLarge, pw, ph)
	}
	img := image.NewAlpha(image.Rect(0, 0, pw, ph))
	paint(img, &fs, b.items, left, top)
	return &Formula{Alpha: img, baseline: int(top), scale: opts.Scale}, nil
}

// inkBounds is the extent of b and of everything drawn in it, which may
// reach past the box (\smash, \rlap, a slanted f's overhang).
func inkBounds(fs *[numFaces]*sfnt.Font, b box) (x0, y0, x1, y1 float64) {
	x0, y0, x1, y1 = 0, -b.h, b.w, b.d
	for _, it := range b.items {
		if it.rule {
			x0, y0, x1, y1 = min(x0, it.x), min(y0, it.y), max(x1, it.x+it.w), max(y1, it.y+it.h)
			continue
		}
		m, ok := glyphMetrics(fs, it.face, it.r)
		if !ok {
			continue
		}
		gx0, gx1 := it.x+m.xmin*it.size*it.sx, it.x+m.xmax*it.size*it.sx
		gy0, gy1 := it.y+m.ymin*it.size*it.sy, it.y+m.ymax*it.size*it.sy
		if it.rot {
			gx0, gx1 = it.x-m.ymax*it.size*it.sy, it.x-m.ymin*it.size*it.sy
			gy0, gy1 = it.y+m.xmin*it.size*it.sx, it.y+m.xmax*it.size*it.sx
		}
		x0, y0, x1, y1 = min(x0, gx0), min(y0, gy0), max(x1, gx1), max(y1, gy1)
	}
	return x0, y0, x1, y1
}

// AlphaMask returns the formula's mask, for callers that tint it.
func (f *Formula) AlphaMask() *image.Alpha { return f.Alpha }
