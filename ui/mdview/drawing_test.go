package mdview

import (
	"context"
	"errors"
	"image"
	"testing"
)

// gatedDiagrams draws a Mermaid block only when the test opens its gate,
// or fails once the document's context is cancelled.
type gatedDiagrams struct{ gate chan struct{} }

func (g gatedDiagrams) Draws(lang, _ string) bool { return lang == "mermaid" }

func (g gatedDiagrams) Draw(ctx context.Context, _, _ string, _ bool) (image.Image, float32, error) {
	select {
	case <-g.gate:
		return image.NewRGBA(image.Rect(0, 0, 40, 20)), 1, nil
	case <-ctx.Done():
		return nil, 0, errors.New("cancelled")
	}
}

// A page is not complete while a picture is still being drawn: Drawing
// says so until the picture is in place, and again after a new document
// cancels a drawing that will never be shown.
func TestDrawingCountsPicturesInFlight(t *testing.T) {
	g := gatedDiagrams{gate: make(chan struct{})}
	v, _ := showDoc(t, "```mermaid\nflowchart LR\nA-->B\n```\n\n```mermaid\nflowchart LR\nC-->D\n```\n", Options{Diagrams: g})
	if n := v.Drawing(); n != 2 {
		t.Fatalf("Drawing() = %d while two diagrams are being drawn, want 2", n)
	}
	g.gate <- struct{}{}
	waitFor(t, "one diagram in place", func() bool { return v.Drawing() == 1 })

	v.SetMarkdown("plain text now")
	waitFor(t, "the cancelled drawing to end", func() bool { return v.Drawing() == 0 })
}
