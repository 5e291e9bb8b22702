package mdview

import (
	"fmt"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"
)

// TestDragSelectsBlocks drags from the first paragraph down into the
// third: the three blocks are selected, marked, and their text is what
// SelectedText gives; a tap clears.
func TestDragSelectsBlocks(t *testing.T) {
	var b strings.Builder
	for i := 0; i < 40; i++ {
		fmt.Fprintf(&b, "Paragraph %d says something.\n\n", i)
	}
	v, _ := showDoc(t, b.String(), Options{})
	if v.SelectedText() != "" {
		t.Fatal("a new page has a selection")
	}
	at := func(i int, frac float32) fyne.Position { // a point in block i, in pager coordinates
		it := v.pager.items[i]
		return fyne.NewPos(v.pager.colX+20, it.y+it.h*frac)
	}
	// As the desktop driver sends them: the pointer's position in the
	// pager and the move since the last event (test.Drag sends the start).
	if _, ok := fyne.CanvasObject(v.pager).(fyne.Draggable); !ok {
		t.Fatal("the page is not draggable")
	}
	from, mid, to := at(0, 0.5), at(0, 0.9), at(2, 0.5)
	v.pager.Dragged(&fyne.DragEvent{PointEvent: fyne.PointEvent{Position: mid}, Dragged: fyne.NewDelta(0, mid.Y-from.Y)})
	v.pager.Dragged(&fyne.DragEvent{PointEvent: fyne.PointEvent{Position: to}, Dragged: fyne.NewDelta(0, to.Y-mid.Y)})
	v.pager.DragEnd()
	want := "Paragraph 0 says something.\n\nParagraph 1 says something.\n\nParagraph 2 says something."
	if got := v.SelectedText(); got != want {
		t.Fatalf("selected %q, want %q", got, want)
	}
	marks := 0
	for _, o := range v.pager.objs {
		for _, m := range v.sel.marks {
			if o == m {
				marks++
			}
		}
	}
	if marks != 3 {
		t.Errorf("%d blocks marked, want 3", marks)
	}
	v.pager.built(5).(desktop.Mouseable).MouseDown(&desktop.MouseEvent{Button: desktop.MouseButtonPrimary})
	if v.SelectedText() != "" {
		t.Error("a click on the page does not clear the selection")
	}
	v.SelectAll()
	if got := v.SelectedText(); !strings.HasPrefix(got, "Paragraph 0") || !strings.HasSuffix(got, "Paragraph 39 says something.") {
		t.Errorf("select all gave %q", got)
	}
	if !v.ClearSelection() || v.ClearSelection() {
		t.Error("ClearSelection does not report what it cleared")
	}
}
