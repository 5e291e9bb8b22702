package mdview

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
)

// The software painter (the test driver's, and so every screenshot's)
// fills a plain rectangle with its colour as it is, and a nil colour
// panicked in image.Uniform: the second piece of a long code block holds
// one where the first has its copy button. Every kind of block that holds
// a bare rectangle (pieces of code, table cells, pictures that fail,
// inline formulas) is painted here, in a window tall enough to show them.
func TestEveryBlockPaints(t *testing.T) {
	code := strings.Repeat("x := 1\n", codeChunkLines+20)
	md := "# Paint\n\n| a | b |\n|---|---|\n| 1 |\n\n" +
		"![gone](http://127.0.0.1:1/missing.png)\n\nsee $x^2$ here\n\n```go\n" + code + "```\n"
	test.NewTempApp(t).Settings().SetTheme(Theme(theme.LightTheme()))
	_, w := newTestView(t, md, Options{Diagrams: &fakeMath{}}, fyne.NewSize(800, 6000))
	drain()
	if img := w.Canvas().Capture(); img.Bounds().Empty() {
		t.Fatal("nothing painted")
	}
}
