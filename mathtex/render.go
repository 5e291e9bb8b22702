package mathtex

import (
	"context"
	"errors"
	"fmt"
	"image"
	"math"
	"strings"
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
	if b.w <= 0 || b.h+b.d <= 0 || len(b.items) == 0 {
		return nil, fmt.Errorf("%w: nothing to draw", ErrUnsupported)
	}
	pad := math.Ceil(opts.Scale) // room for antialiased edges
	top := math.Ceil(b.h + pad)
	pw, ph := int(math.Ceil(b.w+2*pad)), int(top+math.Ceil(b.d+pad))
	if pw*ph > MaxPixels || pw <= 0 || ph <= 0 {
		return nil, fmt.Errorf("%w: %d×%d pixels", ErrTooLarge, pw, ph)
	}
	img := image.NewAlpha(image.Rect(0, 0, pw, ph))
	paint(img, &fs, b.items, pad, top)
	return &Formula{Alpha: img, baseline: int(top), scale: opts.Scale}, nil
}

// AlphaMask returns the formula's mask, for callers that tint it.
func (f *Formula) AlphaMask() *image.Alpha { return f.Alpha }
