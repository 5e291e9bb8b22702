package mdview

import (
	"fmt"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
)

// A reading position read back after scrolling away and back is the same,
// also after a zoom that changes every block's height.
func TestReadingPositionRoundTrip(t *testing.T) {
	test.NewTempApp(t)
	v := New(Options{})
	w := test.NewTempWindow(t, v)
	w.Resize(fyne.NewSize(600, 400))
	var b strings.Builder
	for i := range 60 {
		fmt.Fprintf(&b, "## Part %d\n\n%s\n\n", i, strings.Repeat("Some words to fill a paragraph. ", 12))
	}
	v.SetMarkdown(b.String())
	v.SetReadingPosition(40, 0.5)
	block, frac := v.ReadingPosition()
	if block != 40 || frac < 0.4 || frac > 0.6 {
		t.Fatalf("after SetReadingPosition(40, 0.5) at %d, %.2f", block, frac)
	}
	v.ScrollToTop()
	v.SetTextScale(1.5)
	v.SetReadingPosition(block, frac)
	if b2, f2 := v.ReadingPosition(); b2 != block || f2 < frac-0.1 || f2 > frac+0.1 {
		t.Errorf("at zoom 1.5 the same position reads back as %d, %.2f", b2, f2)
	}
	v.SetReadingPosition(10_000, 3) // a document that got shorter
	if b3, _ := v.ReadingPosition(); b3 < 100 {
		t.Errorf("a position past the end went to block %d, want near the last one", b3)
	}
}
