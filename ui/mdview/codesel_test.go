package mdview

import (
	"fmt"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
)

// codeDoc is a paragraph, a Go block with a tab-indented line, and a
// paragraph.
const codeDoc = "Intro.\n\n```go\nfunc main() {\n\tx := 1\n}\n```\n\nAfter.\n"

// codeBox returns the code grid of block i.
func codeBox(t *testing.T, v *View, i int) textBox {
	t.Helper()
	for _, b := range v.pager.boxes(i) {
		if b.code != nil {
			return b
		}
	}
	t.Fatalf("block %d has no code grid", i)
	return textBox{}
}

// cellAt is a point inside grid cell (row, col) of a code box, a little
// right of the cell's left edge (pager coordinates): the nearest
// boundary is before col.
func cellAt(b textBox, row, col int) fyne.Position {
	cell := b.code.cell()
	return b.pos.Add(fyne.NewPos((float32(col)+0.2)*cell.Width, (float32(row)+0.5)*cell.Height))
}

// selMarks returns the selection's marks among what the pager shows.
func selMarks(v *View) []fyne.CanvasObject {
	var out []fyne.CanvasObject
	for _, o := range v.pager.objs {
		for _, m := range v.sel.marks {
			if o == m {
				out = append(out, o)
			}
		}
	}
	return out
}

func TestDragInsideCodeSelectsCharacters(t *testing.T) {
	v, _ := showDoc(t, codeDoc, Options{})
	b := codeBox(t, v, 1)
	// From before "main" to column 6 of the tabbed line, which is after
	// "\tx " (the tab fills columns 0-3).
	drag(v, cellAt(b, 0, 5), cellAt(b, 1, 6))
	if got, want := v.SelectedText(), "main() {\n\tx "; got != want {
		t.Fatalf("drag in code selected %q, want %q", got, want)
	}
	// Backwards, within a line.
	drag(v, cellAt(b, 0, 9), cellAt(b, 0, 5))
	if got := v.SelectedText(); got != "main" {
		t.Fatalf("backward drag selected %q, want %q", got, "main")
	}
	// The mark covers exactly the four cells, on the first line.
	marks := selMarks(v)
	if len(marks) != 1 {
		t.Fatalf("%d marks, want 1", len(marks))
	}
	cell := b.code.cell()
	m := marks[0]
	if x := b.pos.X + 5*cell.Width; abs(m.Position().X-x) > 0.5 || abs(m.Size().Width-4*cell.Width) > 0.5 ||
		abs(m.Position().Y-b.pos.Y) > 0.5 || abs(m.Size().Height-cell.Height) > 0.5 {
		t.Errorf("mark at %v+%v, want x %v width %v at y %v", m.Position(), m.Size(), x, 4*cell.Width, b.pos.Y)
	}
	// A double click selects the word under the pointer.
	bb := v.pager.built(1).(*blockBox)
	bb.DoubleTapped(&fyne.PointEvent{Position: cellAt(b, 0, 7).Subtract(bb.Position())})
	if got := v.SelectedText(); got != "main" {
		t.Errorf("double click in code selected %q", got)
	}
}

func abs(f float32) float32 {
	if f < 0 {
		return -f
	}
	return f
}

func TestSelectionAcrossProseAndCode(t *testing.T) {
	v, _ := showDoc(t, codeDoc, Options{})
	b := codeBox(t, v, 1)
	pad := theme.InnerPadding()
	start := fyne.NewPos(v.pager.colX+1, v.pager.items[0].y+pad+4)
	drag(v, start, cellAt(b, 0, 4))
	if got, want := v.SelectedText(), "Intro.\n\nfunc"; got != want {
		t.Errorf("prose into code: %q, want %q", got, want)
	}
	end := fyne.NewPos(v.pager.colX+v.pager.colW-1, v.pager.items[2].y+pad+4)
	drag(v, cellAt(b, 1, 0), end)
	if got, want := v.SelectedText(), "\tx := 1\n}\n\nAfter."; got != want {
		t.Errorf("code into prose: %q, want %q", got, want)
	}
	drag(v, start, end) // the code whole, as written
	if got, want := v.SelectedText(), "Intro.\n\nfunc main() {\n\tx := 1\n}\n\nAfter."; got != want {
		t.Errorf("prose, code, prose: %q, want %q", got, want)
	}
}

func TestKeyboardSelectionThroughCode(t *testing.T) {
	v, _ := showDoc(t, codeDoc, Options{})
	steps := []struct {
		key  func()
		name string
		want string
	}{
		{func() { v.ExtendSelectionToLineEdge(true) }, "Shift+End", "Intro."},
		{func() { v.ExtendSelection(1, 0) }, "Shift+Right into code", "Intro."},
		{func() {
			for range 4 {
				v.ExtendSelection(1, 0)
			}
		}, "Shift+Right x4", "Intro.\n\nfunc"},
		{func() { v.ExtendSelection(0, 1) }, "Shift+Down (column 4: after the tab)", "Intro.\n\nfunc main() {\n\t"},
		{func() { v.ExtendSelectionToLineEdge(true) }, "Shift+End in code", "Intro.\n\nfunc main() {\n\tx := 1"},
		{func() { v.ExtendSelection(0, 1) }, "Shift+Down to a shorter line", "Intro.\n\nfunc main() {\n\tx := 1\n}"},
		// Up from column 1, which is inside the tab, nearer its start.
		{func() { v.ExtendSelection(0, -1) }, "Shift+Up", "Intro.\n\nfunc main() {\n"},
		{func() { v.ExtendSelectionToLineEdge(true) }, "Shift+End again", "Intro.\n\nfunc main() {\n\tx := 1"},
		{func() { v.ExtendSelectionToLineEdge(false) }, "Shift+Home in code", "Intro.\n\nfunc main() {\n"},
		{func() { v.ExtendSelection(-1, 0) }, "Shift+Left over the line break", "Intro.\n\nfunc main() {"},
		{func() {
			for range 3 {
				v.ExtendSelection(0, 1)
			}
		}, "Shift+Down out of the code (at the column after \"}\")", "Intro.\n\nfunc main() {\n\tx := 1\n}\n\nA"},
	}
	for _, s := range steps {
		s.key()
		if got := v.SelectedText(); got != s.want {
			t.Fatalf("%s: %q, want %q", s.name, got, s.want)
		}
	}
}

func TestLongCodeLineScrollsSideways(t *testing.T) {
	long := strings.Repeat("abcdefghij", 30) // 300 columns, wider than the view
	v, _ := showDoc(t, "```\nshort\n"+long+"\n```\n", Options{})
	b := codeBox(t, v, 0)
	if b.hs == nil || b.hs.overflow() <= 0 {
		t.Fatal("the long line does not scroll sideways")
	}
	// Shift+Down to the long line, Shift+End: the line scrolls to its end.
	v.ExtendSelection(0, 1)
	v.ExtendSelectionToLineEdge(true)
	if got, want := v.SelectedText(), "short\n"+long; got != want {
		t.Fatalf("Shift+Down, Shift+End: %q, want %q", got, want)
	}
	b = codeBox(t, v, 0)
	if b.hs.offset <= 0 {
		t.Fatal("the focus at the line's end did not scroll it into view")
	}
	x, _, _ := v.pager.caret(v.sel.focus)
	if x < b.clip[0] || x > b.clip[1] {
		t.Errorf("caret x %v outside the scroller's %v", x, b.clip)
	}
	for _, m := range selMarks(v) {
		if m.Position().X < b.clip[0]-0.5 || m.Position().X+m.Size().Width > b.clip[1]+0.5 {
			t.Errorf("mark %v+%v spills out of the scroller %v", m.Position(), m.Size(), b.clip)
		}
	}
	// Scrolled: a drag hits the characters where they are drawn now.
	cell := b.code.cell()
	col := int((b.clip[0]-b.pos.X)/cell.Width) + 3 // three cells into the view
	drag(v, cellAt(b, 1, col), cellAt(b, 1, col+5))
	if got, want := v.SelectedText(), string([]rune(long)[col:col+5]); got != want {
		t.Errorf("drag on the scrolled line: %q, want %q", got, want)
	}
	// A drag past the scroller's right edge scrolls the line on.
	v.pager.built(0).(*blockBox).content.(*fyne.Container).Objects[1].(*hScroll).scrollTo(0)
	b = codeBox(t, v, 0)
	from := cellAt(b, 1, 0)
	drag(v, from, fyne.NewPos(b.clip[1]+40, from.Y))
	if b = codeBox(t, v, 0); b.hs.offset <= 0 {
		t.Error("a drag past the right edge does not scroll the line")
	}
	if n := len([]rune(v.SelectedText())); n <= int((b.clip[1]-b.clip[0])/cell.Width) {
		t.Errorf("drag past the edge selected %d characters, no more than are in view", n)
	}
}

func TestCodeSelectionWideRunesAndPieces(t *testing.T) {
	v, _ := showDoc(t, "```\n日本語 text\n```\n", Options{})
	b := codeBox(t, v, 0)
	w := fyne.MeasureText("日本語", v.textSize(), fyne.TextStyle{Monospace: true}).Width
	drag(v, b.pos.Add(fyne.NewPos(0.5, 4)), b.pos.Add(fyne.NewPos(w+0.5, 4)))
	if got := v.SelectedText(); got != "日本語" {
		t.Errorf("wide runes: drag over their drawn width selected %q", got)
	}

	// A long block is split into pieces: a selection across them joins
	// them with a line break, not a blank line.
	var src strings.Builder
	src.WriteString("```\n")
	for i := range codeChunkLines + 10 {
		fmt.Fprintf(&src, "line%d\n", i)
	}
	src.WriteString("```\n")
	v, _ = showDoc(t, src.String(), Options{})
	last := codeChunkLines - 1
	v.pager.ensureBuilt(1)
	c0 := codeBox(t, v, 0)
	lines := c0.code.selLines()
	v.sel = selection{active: true,
		anchor: selPoint{block: 0, box: 0, off: lines[last].start},
		focus:  selPoint{block: 1, box: 0, off: len(fmt.Sprint("line", codeChunkLines))}}
	if got, want := v.SelectedText(), fmt.Sprintf("line%d\nline%d", last, codeChunkLines); got != want {
		t.Errorf("across pieces: %q, want %q", got, want)
	}
}
