package app

import (
	"context"
	"errors"
	"fmt"
	"image"

	"folio/diagram"
	"folio/mathtex"
)

// Diagrams draws the Mermaid blocks and the formulas of a document for
// the reader's view. It claims every Mermaid block, so that one it cannot
// draw shows its source under a note saying why; a formula it cannot draw
// stays TeX.
type Diagrams struct{}

// The languages the view asks for formulas in: display blocks (and
// ```math fences), and formulas in running text. The second cannot come
// from a fence: an info string's language has no space.
const (
	mathLang       = "math"
	mathInlineLang = "math inline"
)

// mathTextSize is the text size formulas are drawn for: the view scales
// them to its own (see mdview.Diagrams).
const mathTextSize = 16

// stixMatch enlarges formulas so that their letters match the text's:
// STIX, the maths face, has an x-height of 0.47 em, the sans-serif text
// faces (Noto Sans on screen, Go in the PDF) about 0.54.
const stixMatch = 1.15

// Draws reports whether lang is Mermaid's or TeX's.
func (Diagrams) Draws(lang, _ string) bool {
	return lang == "mermaid" || lang == mathLang || lang == mathInlineLang
}

// Draw renders a Mermaid block, in the page's light or dark colours, or a
// formula as an alpha mask the view tints; it returns the picture with
// its density.
func (Diagrams) Draw(ctx context.Context, lang, src string, dark bool) (image.Image, float32, error) {
	if lang == mathLang || lang == mathInlineLang {
		opts := mathtex.Options{Size: mathTextSize * stixMatch, Scale: 2, Display: lang == mathLang}
		f, err := mathtex.Render(ctx, src, opts)
		if err != nil {
			return nil, 0, err
		}
		return f, float32(opts.Scale), nil
	}
	th := diagram.Light
	if dark {
		th = diagram.Dark
	}
	pic, err := diagram.Render(ctx, src, th)
	if errors.Is(err, diagram.ErrUnsupported) {
		// The note above the source says which kind, not which package.
		return nil, 0, unsupportedKind(diagram.Kind(src))
	}
	if err != nil {
		return nil, 0, err
	}
	// A huge diagram comes back at a lower density than the theme's.
	return pic.Image, float32(pic.Scale), nil
}

// unsupportedKind is the error shown over the source of a Mermaid kind
// the reader does not draw ("Folio does not draw journey diagrams yet"):
// the note names the kind, not the package. It is diagram.ErrUnsupported.
type unsupportedKind string

func (k unsupportedKind) Error() string {
	if k == "" {
		return "it does not start with a diagram type Folio knows"
	}
	return fmt.Sprintf("Folio does not draw %s diagrams yet", string(k))
}

func (unsupportedKind) Unwrap() error { return diagram.ErrUnsupported }
