package app

import (
	"bytes"
	"context"
	"image"
	"image/color"
	"image/png"

	"folio/diagram"
	"folio/export"
	"folio/mathtex"
)

// figures draws the Mermaid diagrams and formulas of a document for its
// PDF, in the light theme (paper is white).
type figures struct{}

// pdfInk is the colour of formulas on paper: the PDF's body text.
var pdfInk = color.NRGBA{R: 30, G: 30, B: 30, A: 0xff}

// Figure implements export.FigureRenderer.
func (figures) Figure(ctx context.Context, lang, src string) (export.Figure, bool, error) {
	switch {
	case lang == mathLang || lang == mathInlineLang:
		return mathFigure(ctx, src, lang == mathLang)
	case lang != "mermaid" || !diagram.Supported(src):
		return export.Figure{}, false, nil
	}
	pic, err := diagram.Render(ctx, src, diagram.Light)
	if err != nil {
		return export.Figure{}, false, err
	}
	var b bytes.Buffer
	if err := png.Encode(&b, pic.Image); err != nil {
		return export.Figure{}, false, err
	}
	return export.Figure{PNG: b.Bytes(), Scale: pic.Scale}, true, nil
}

// mathFigure draws a formula for paper, at four pixels per point of text
// so that it prints sharp.
func mathFigure(ctx context.Context, src string, display bool) (export.Figure, bool, error) {
	opts := mathtex.Options{Size: mathTextSize * stixMatch, Scale: 4, Display: display}
	f, err := mathtex.Render(ctx, src, opts)
	if err != nil {
		return export.Figure{}, true, err
	}
	var b bytes.Buffer
	if err := png.Encode(&b, inked(f.AlphaMask(), pdfInk)); err != nil {
		return export.Figure{}, true, err
	}
	return export.Figure{PNG: b.Bytes(), Scale: opts.Scale, Baseline: f.Baseline()}, true, nil
}

// inked paints an alpha mask in one colour.
func inked(a *image.Alpha, ink color.NRGBA) *image.NRGBA {
	out := image.NewNRGBA(a.Bounds())
	for i, v := range a.Pix {
		out.Pix[4*i], out.Pix[4*i+1], out.Pix[4*i+2], out.Pix[4*i+3] = ink.R, ink.G, ink.B, v
	}
	return out
}
