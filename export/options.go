package export

import (
	"context"
	"errors"
	"fmt"
)

// PageSize is a paper size.
type PageSize string

// The paper sizes offered.
const (
	A4     PageSize = "A4"
	Letter PageSize = "Letter"
)

// Getter returns the bytes of an image: url is absolute (http, https or
// file). It returns an error rather than more than limit bytes.
type Getter func(ctx context.Context, url string, limit int64) ([]byte, error)

// FigureRenderer draws a fenced code block of a given language ("mermaid")
// or a math formula as an image. ok is false for what it does not draw,
// which is then printed as code.
type FigureRenderer interface {
	Figure(ctx context.Context, lang, source string) (fig Figure, ok bool, err error)
}

// Figure is a drawn diagram or formula: a PNG, and how many of its pixels
// make one CSS pixel (2 for a drawing made for high-density screens), so
// that it prints at its intended size.
type Figure struct {
	PNG   []byte
	Scale float64
	// Baseline is the pixel row of a formula's baseline from the top, so
	// that an inline formula sits on the line; 0 means its bottom.
	Baseline int
}

// Option configures PDF.
type Option func(*config) error

type config struct {
	size    PageSize
	title   string
	base    string
	images  Getter
	figures FigureRenderer
	// fontSize is the body text size in points.
	fontSize float64
}

// ErrOption is wrapped by every error about an option.
var ErrOption = errors.New("export: bad option")

// WithPageSize sets the paper size (A4 by default).
func WithPageSize(s PageSize) Option {
	return func(c *config) error {
		if s != A4 && s != Letter {
			return fmt.Errorf("%w: page size %q (A4 or Letter)", ErrOption, s)
		}
		c.size = s
		return nil
	}
}

// WithTitle sets the document title, printed at the top of the first page
// and in every page's header, and stored in the PDF's properties.
func WithTitle(t string) Option { return func(c *config) error { c.title = t; return nil } }

// WithBase sets what relative image links resolve against: the page's URL,
// or a local document's folder (an absolute path).
func WithBase(base string) Option { return func(c *config) error { c.base = base; return nil } }

// WithImages sets how images are read; without it only local images (file
// paths under WithBase's folder) are drawn and the rest print their alt
// text.
func WithImages(g Getter) Option { return func(c *config) error { c.images = g; return nil } }

// WithFigures sets the renderer of diagrams and formulas.
func WithFigures(r FigureRenderer) Option { return func(c *config) error { c.figures = r; return nil } }

// WithFontSize sets the body text size in points (8 to 16; 10.5 by
// default).
func WithFontSize(pt float64) Option {
	return func(c *config) error {
		if pt < 8 || pt > 16 {
			return fmt.Errorf("%w: font size %v (8 to 16)", ErrOption, pt)
		}
		c.fontSize = pt
		return nil
	}
}
