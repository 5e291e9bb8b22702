package app

import (
	"bytes"
	"context"
	"image/png"

	"folio/diagram"
	"folio/export"
)

// figures draws the Mermaid diagrams of a document for its PDF, in the
// light theme (paper is white).
type figures struct{}

// Figure implements export.FigureRenderer.
func (figures) Figure(ctx context.Context, lang, src string) (export.Figure, bool, error) {
	if lang != "mermaid" || !diagram.Supported(src) {
		return export.Figure{}, false, nil
	}
	img, err := diagram.Render(ctx, src, diagram.Light)
	if err != nil {
		return export.Figure{}, false, err
	}
	var b bytes.Buffer
	if err := png.Encode(&b, img); err != nil {
		return export.Figure{}, false, err
	}
	return export.Figure{PNG: b.Bytes(), Scale: diagram.Light.Scale}, true, nil
}
