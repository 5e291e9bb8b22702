package mdview

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// rowsFit checks that every text row of every RichText below o ends
// inside the RichText, and returns the number of rows.
func rowsFit(t *testing.T, o fyne.CanvasObject) int {
	t.Helper()
	rows := 0
	for _, rt := range find[*widget.RichText](o) {
		limit := rt.Size().Width - theme.InnerPadding() + 1
		for _, c := range test.WidgetRenderer(rt).Objects() {
			var txt *canvas.Text
			switch x := c.(type) {
			case *canvas.Text:
				txt = x
			case *fyne.Container:
				if len(x.Objects) == 2 {
					txt, _ = x.Objects[1].(*canvas.Text)
				}
			}
			if txt == nil || txt.Text == "" {
				continue
			}
			rows++
			end := c.Position().X + txt.MinSize().Width
			if end > limit {
				t.Errorf("row %q ends at %v, beyond %v", txt.Text, end, limit)
			}
		}
	}
	return rows
}

func TestWrapKeepsRowsInside(t *testing.T) {
	para := strings.Repeat("Words of *varying* **weight** and `code` with [links](x) wrap neatly. ", 12)
	v, w := showDoc(t, para, Options{})
	for _, width := range []float32{800, 500, 300, 180} {
		w.Resize(fyne.NewSize(width, 600))
		if n := rowsFit(t, v.pager); n < 2 {
			t.Errorf("width %v: %d rows", width, n)
		}
	}
	v.Find("weight")
	rowsFit(t, v.pager)
	if got := v.PlainText(); strings.Contains(got, "\n\n") || strings.Count(got, "\n") != 1 {
		t.Errorf("wrapping leaked into the text: %q", got[:80])
	}
}

func TestWrapFallsBackForLongWords(t *testing.T) {
	v, w := showDoc(t, "short "+strings.Repeat("x", 300)+" end", Options{})
	w.Resize(fyne.NewSize(300, 600))
	rt := find[*widget.RichText](v.pager)[0]
	if rt.Wrapping != fyne.TextWrapWord {
		t.Errorf("a word wider than the line should leave wrapping to Fyne")
	}
	if rt.String() != "short "+strings.Repeat("x", 300)+" end" {
		t.Errorf("text changed: %q", rt.String())
	}
}
