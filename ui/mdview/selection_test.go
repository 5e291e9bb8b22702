package mdview

import (
	"fmt"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/theme"
)

// drag sends what the desktop driver sends for a drag from one point to
// another (pager coordinates): the pointer's position and the move since
// the last event. (test.Drag sends the start position instead.)
func drag(v *View, from, to fyne.Position) {
	mid := from.Add(fyne.NewPos(0, 1))
	v.pager.Dragged(&fyne.DragEvent{PointEvent: fyne.PointEvent{Position: mid}, Dragged: fyne.NewDelta(0, 1)})
	v.pager.Dragged(&fyne.DragEvent{PointEvent: fyne.PointEvent{Position: to}, Dragged: fyne.NewDelta(to.X-mid.X, to.Y-mid.Y)})
	v.pager.DragEnd()
}

func TestDragSelectsText(t *testing.T) {
	var b strings.Builder
	for i := 0; i < 40; i++ {
		fmt.Fprintf(&b, "Paragraph %d says something.\n\n", i)
	}
	b.WriteString("```\ncode line\n```\n")
	v, _ := showDoc(t, b.String(), Options{})
	if _, ok := fyne.CanvasObject(v.pager).(fyne.Draggable); !ok {
		t.Fatal("the page is not draggable")
	}
	if c, ok := v.pager.built(0).(desktop.Cursorable); !ok || c.Cursor() != desktop.TextCursor {
		t.Error("no text cursor over the page")
	}
	if v.SelectedText() != "" {
		t.Fatal("a new page has a selection")
	}
	pad := theme.InnerPadding()
	line := func(i int) float32 { return v.pager.items[i].y + pad + 4 } // inside block i's first line

	// From the left edge of paragraph 0 to past the end of paragraph 2.
	drag(v, fyne.NewPos(v.pager.colX+1, line(0)), fyne.NewPos(v.pager.colX+v.pager.colW-1, line(2)))
	want := "Paragraph 0 says something.\n\nParagraph 1 says something.\n\nParagraph 2 says something."
	if got := v.SelectedText(); got != want {
		t.Fatalf("selected %q, want %q", got, want)
	}
	marks := 0
	for _, o := range v.pager.objs {
		for _, m := range v.sel.marks {
			if o == m {
				marks++
				it := v.pager.items[v.pager.indexAt(o.Position().Y)]
				if o.Position().Y < it.y || o.Position().Y+o.Size().Height > it.y+it.h+1 {
					t.Errorf("mark at %v+%v is outside its block %v..%v", o.Position(), o.Size(), it.y, it.y+it.h)
				}
			}
		}
	}
	if marks != 3 {
		t.Errorf("%d marks, want one per line (3)", marks)
	}

	// Within a line: from before "Paragraph" to just past it.
	x0 := v.pager.colX + pad
	w := fyne.MeasureText("Paragraph", v.textSize(), fyne.TextStyle{}).Width
	drag(v, fyne.NewPos(x0, line(5)), fyne.NewPos(x0+w+1, line(5)))
	if got := v.SelectedText(); got != "Paragraph" {
		t.Errorf("word drag selected %q", got)
	}

	// Shift+click extends the selection to the pointer.
	drag(v, fyne.NewPos(x0, line(5)), fyne.NewPos(x0+w+1, line(5)))
	b6 := v.pager.built(6)
	b6.(desktop.Mouseable).MouseDown(&desktop.MouseEvent{
		PointEvent: fyne.PointEvent{Position: fyne.NewPos(v.pager.colW-1, pad+4)},
		Button:     desktop.MouseButtonPrimary, Modifier: fyne.KeyModifierShift,
	})
	if got := v.SelectedText(); got != "Paragraph 5 says something.\n\nParagraph 6 says something." {
		t.Errorf("shift+click extended to %q", got)
	}

	// A click clears. (Code selects by character: codesel_test.go.)
	v.pager.built(5).(desktop.Mouseable).MouseDown(&desktop.MouseEvent{Button: desktop.MouseButtonPrimary})
	if v.SelectedText() != "" {
		t.Error("a click on the page does not clear the selection")
	}

	v.SelectAll()
	if got := v.SelectedText(); !strings.HasPrefix(got, "Paragraph 0") || !strings.HasSuffix(got, "code line") {
		t.Errorf("select all gave %q", got)
	}
	if !v.ClearSelection() || v.ClearSelection() {
		t.Error("ClearSelection does not report what it cleared")
	}
}

func TestDoubleClickSelectsWord(t *testing.T) {
	v, _ := showDoc(t, "Some words, like don't and e-mail, then 42.\n", Options{})
	b := v.pager.built(0).(*blockBox)
	pad := theme.InnerPadding()
	x := pad + fyne.MeasureText("Some wo", v.textSize(), fyne.TextStyle{}).Width
	b.DoubleTapped(&fyne.PointEvent{Position: fyne.NewPos(x, pad+4)})
	if got := v.SelectedText(); got != "words" {
		t.Errorf("double click selected %q, want %q", got, "words")
	}
	for _, c := range []struct {
		text string
		off  int
		want string
	}{
		{"don't stop", 2, "don't"},
		{"an e-mail.", 5, "e-mail"},
		{"end.", 3, "end"},
		{"end.", 4, "."},
		{"end", 3, "end"},
		{"a , b", 2, ","},
		{"", 0, ""},
		{"tail-", 4, "tail"},
	} {
		rs := []rune(c.text)
		a, e := wordAround(rs, c.off)
		if got := string(rs[a:e]); got != c.want {
			t.Errorf("wordAround(%q, %d) = %q, want %q", c.text, c.off, got, c.want)
		}
	}
}
