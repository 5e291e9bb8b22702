package mdview

import (
	"context"
	"errors"
	"image"
	"strings"
	"testing"

	"fyne.io/fyne/v2/canvas"
)

// fakeDiagrams draws "mermaid" blocks as a 400x200 picture at density 2,
// and fails on blocks that say "broken".
type fakeDiagrams struct{ dark []bool }

func (f *fakeDiagrams) Draws(lang, _ string) bool { return lang == "mermaid" }

func (f *fakeDiagrams) Draw(_ context.Context, _, src string, dark bool) (image.Image, float32, error) {
	f.dark = append(f.dark, dark)
	if strings.Contains(src, "broken") {
		return nil, 0, errors.New("this kind of diagram is not supported")
	}
	return image.NewRGBA(image.Rect(0, 0, 400, 200)), 2, nil
}

func TestMermaidBlockDrawnAsPicture(t *testing.T) {
	d := &fakeDiagrams{}
	long := strings.Repeat("  A --> B\n", 200) // over the code chunk size: still one picture
	v, _ := showDoc(t, "before\n\n```mermaid\nflowchart LR\n"+long+"```\n\n```go\nx := 1\n```\n\nafter", Options{Diagrams: d})
	waitFor(t, "diagram", func() bool { return len(find[*canvas.Image](v.pager)) == 1 })
	img := find[*canvas.Image](v.pager)[0]
	if s := img.Size(); s.Width < 199 || s.Width > 201 || s.Height < 99 || s.Height > 101 {
		t.Errorf("a density-2 picture of 400x200 drawn at %v, want 200x100", s)
	}
	if len(d.dark) != 1 {
		t.Errorf("drawn %d times", len(d.dark))
	}
	if got := v.PlainText(); !strings.Contains(got, "flowchart LR") || !strings.Contains(got, "x := 1") {
		t.Errorf("plain text lost the source: %q", got[:min(80, len(got))])
	}
}

func TestMermaidFailureShowsSourceAndNote(t *testing.T) {
	v, _ := showDoc(t, "```mermaid\nbroken diagram\n```\n", Options{Diagrams: &fakeDiagrams{}})
	waitFor(t, "fallback", func() bool {
		return contains(texts(v.pager), "This diagram could not be drawn: this kind of diagram is not supported")
	})
	if g := find[*codeText](v.pager); len(g) != 1 || !strings.Contains(g[0].Text(), "broken diagram") {
		t.Error("the source is not shown under the note")
	}
}

func TestMermaidWithoutRendererIsCode(t *testing.T) {
	v, _ := showDoc(t, "```mermaid\nflowchart LR\nA-->B\n```\n", Options{})
	drain()
	if g := find[*codeText](v.pager); len(find[*canvas.Image](v.pager)) != 0 || len(g) != 1 || !strings.Contains(g[0].Text(), "A-->B") {
		t.Error("without a renderer a Mermaid block should be code")
	}
}

// hugeDiagrams draws every Mermaid block as a 20,000×400 picture at
// density 1, as a 1,000-node flowchart comes back.
type hugeDiagrams struct{}

func (hugeDiagrams) Draws(lang, _ string) bool { return lang == "mermaid" }

func (hugeDiagrams) Draw(context.Context, string, string, bool) (image.Image, float32, error) {
	return image.NewRGBA(image.Rect(0, 0, 20000, 400)), 1, nil
}

// The column shows a copy of a huge diagram small enough for the UI
// goroutine to scale; the viewer gets the full picture.
func TestHugeDiagramShownFromASmallerCopy(t *testing.T) {
	v, _ := showDoc(t, "```mermaid\nflowchart LR\nA-->B\n```\n", Options{Diagrams: hugeDiagrams{}})
	waitFor(t, "diagram", func() bool { return len(find[*canvas.Image](v.pager)) == 1 })
	shown := find[*canvas.Image](v.pager)[0].Image
	if s := shown.Bounds().Size(); s.X > maxDisplayWidth || s.X*s.Y > maxDisplayPixels || s.X < maxDisplayWidth-1 || s.Y != 64 {
		t.Errorf("the column shows a %v picture, want %dx64", s, maxDisplayWidth)
	}
	boxes := find[*imageBox](v.pager)
	if len(boxes) != 1 || boxes[0].pic == nil || boxes[0].pic.Bounds().Dx() != 20000 {
		t.Fatal("the viewer's picture is not the full one")
	}
	if n := boxes[0].natural; n.Width != 20000 || n.Height != 400 {
		t.Errorf("natural size %v, want the full picture's 20000x400", n)
	}
}

func TestDisplayCopyKeepsSmallPictures(t *testing.T) {
	small := image.NewRGBA(image.Rect(0, 0, 1200, 900))
	if displayCopy(small) != image.Image(small) {
		t.Error("a picture within the bounds was copied")
	}
	tall := displayCopy(image.NewRGBA(image.Rect(0, 0, 3000, 6000)))
	if s := tall.Bounds().Size(); s.X*s.Y > maxDisplayPixels || s.X < 1400 || s.Y < 2800 {
		t.Errorf("a 3000x6000 picture shown at %v, want within %d px keeping its shape", s, maxDisplayPixels)
	}
}
