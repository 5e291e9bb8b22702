package app

import (
	"context"
	"image"

	"folio/diagram"
)

// Diagrams draws the Mermaid blocks of a document for the reader's view,
// in the page's light or dark colours. It claims every Mermaid block, so
// that one it cannot draw shows its source under a note saying why.
type Diagrams struct{}

// Draws reports whether lang is Mermaid's.
func (Diagrams) Draws(lang, _ string) bool { return lang == "mermaid" }

// Draw renders a Mermaid block and returns the picture with its density.
func (Diagrams) Draw(ctx context.Context, _, src string, dark bool) (image.Image, float32, error) {
	th := diagram.Light
	if dark {
		th = diagram.Dark
	}
	img, err := diagram.Render(ctx, src, th)
	return img, float32(th.Scale), err
}
