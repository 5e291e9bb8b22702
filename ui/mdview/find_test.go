package mdview

import (
	"fmt"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
)

func TestFindCountsNextPrevWrap(t *testing.T) {
	md := "# Go\n\ngo GO Go gopher\n\n```\ngo run .\n```\n\n| go | x |\n|---|---|\n| Go | y |"
	v, _ := showDoc(t, md, Options{})
	cases := []struct {
		query string
		want  int
	}{{"go", 8}, {"GO", 8}, {"gopher", 1}, {"go ", 4}, {"missing", 0}, {"", 0}}
	for _, c := range cases {
		if got := v.Find(c.query); got != c.want {
			t.Errorf("Find(%q) = %d, want %d", c.query, got, c.want)
		}
	}
	v.Find("go")
	for i := 1; i < 8; i++ {
		if got := v.FindNext(); got != i {
			t.Fatalf("FindNext #%d = %d", i, got)
		}
	}
	if got := v.FindNext(); got != 0 {
		t.Errorf("FindNext after the last = %d, want 0 (wrap)", got)
	}
	if got := v.FindPrev(); got != 7 {
		t.Errorf("FindPrev before the first = %d, want 7 (wrap)", got)
	}
	v.ClearFind()
	if got := v.FindNext(); got != -1 {
		t.Errorf("FindNext after ClearFind = %d, want -1", got)
	}
}

func TestFindHighlights(t *testing.T) {
	v, _ := showDoc(t, "alpha beta alpha\n\n```\nalpha\n```\n\nzeta alpha", Options{})
	if got := v.Find("alpha"); got != 4 {
		t.Fatalf("Find = %d, want 4", got)
	}
	marks := findMarksShown(v)
	if len(marks) != 3 {
		t.Fatalf("%d marks over the text, want 3 (the match in code is the code's)", len(marks))
	}
	if marks[0].FillColor != findCurrentMark || marks[1].FillColor != findMark {
		t.Errorf("mark colours %v, %v: want the current match first", marks[0].FillColor, marks[1].FillColor)
	}
	// The marks cover the words: "alpha" at the start of the first line,
	// then further right on the same line.
	if marks[0].Position().Y != marks[1].Position().Y || marks[1].Position().X <= marks[0].Position().X+marks[0].Size().Width {
		t.Errorf("marks at %v and %v", marks[0].Position(), marks[1].Position())
	}
	w := fyne.MeasureText("alpha", v.textSize(), fyne.TextStyle{}).Width
	if d := marks[0].Size().Width - w; d < -1 || d > 1 {
		t.Errorf("mark %v wide, the word %v", marks[0].Size().Width, w)
	}
	g := find[*codeText](v.pager)[0]
	if r := g.lines[0][0]; r.text != "alpha" || r.mark != markMatch {
		t.Errorf("code match not marked: %+v", g.lines[0])
	}
	v.FindNext()
	if marks := findMarksShown(v); marks[0].FillColor != findMark || marks[1].FillColor != findCurrentMark {
		t.Error("FindNext did not move the current mark")
	}
	v.FindNext()
	if g := find[*codeText](v.pager)[0]; g.lines[0][0].mark != markCurrent {
		t.Errorf("current match in code not marked: %+v", g.lines[0])
	}
	v.ClearFind()
	if n := len(findMarksShown(v)); n != 0 {
		t.Errorf("%d marks after ClearFind", n)
	}
	if g := find[*codeText](v.pager)[0]; g.lines[0][0].mark != markNone {
		t.Error("code still marked after ClearFind")
	}
}

// findMarksShown returns the find marks the pager shows, in order.
func findMarksShown(v *View) []*canvas.Rectangle {
	var out []*canvas.Rectangle
	for _, o := range v.pager.objs {
		if r, ok := o.(*canvas.Rectangle); ok && (r.FillColor == findMark || r.FillColor == findCurrentMark) {
			out = append(out, r)
		}
	}
	return out
}

func TestFindAcrossStylesAndUnicode(t *testing.T) {
	v, _ := showDoc(t, "foo **bar** baz\n\nİstanbul ÇAĞ çağ", Options{})
	if got := v.Find("o bar b"); got != 1 {
		t.Errorf("match across styles: %d", got)
	}
	if got := v.Find("çağ"); got != 2 {
		t.Errorf("case-insensitive Turkish: %d", got)
	}
}

func TestFindScrollsToMatch(t *testing.T) {
	var b strings.Builder
	for i := 0; i < 300; i++ {
		fmt.Fprintf(&b, "Paragraph %d of filler text.\n\n", i)
	}
	b.WriteString("The needle is here.\n")
	v, _ := showDoc(t, b.String(), Options{})
	if v.Find("needle") != 1 {
		t.Fatal("needle not found")
	}
	top, h := v.scroll.Offset.Y, v.scroll.Size().Height
	last := v.pager.items[len(v.pager.items)-1]
	if last.y < top || last.y+last.h > top+h {
		t.Errorf("match block at %v..%v not in viewport %v..%v", last.y, last.y+last.h, top, top+h)
	}
}

// TestFindStartsAtViewport: searching from the middle of a page starts at
// the first match from the viewport on, wraps to the first when there is
// none below, and refining the query keeps to the match shown.
func TestFindStartsAtViewport(t *testing.T) {
	var b strings.Builder
	for i := 0; i < 300; i++ {
		fmt.Fprintf(&b, "Paragraph %d of filler text, marker%d.\n\n", i, i%100)
	}
	v, _ := showDoc(t, b.String(), Options{})
	if v.Find("marker7") != 3*11 || v.FindCurrent() != 0 {
		t.Fatalf("from the top: current %d, want 0", v.FindCurrent())
	}
	v.ClearFind()
	v.scrollToBlock(150, 0)
	if v.Find("marker7") != 33 {
		t.Fatal("count changed")
	}
	// marker7, marker70..79 sit in paragraphs 7, 70-79, 107, 170-179, 207,
	// 270-279: from paragraph 150 the first is 170, the 13th match.
	if got := v.FindCurrent(); got != 12 {
		t.Errorf("from paragraph 150: current %d, want 12", got)
	}
	if got := v.Find("marker71"); got != 3 || v.FindCurrent() != 1 {
		t.Errorf("refining: %d matches, current %d, want 3 and 1 (paragraph 171)", got, v.FindCurrent())
	}
	v.scrollToBlock(290, 0)
	if v.Find("marker7"); v.FindCurrent() != 0 {
		t.Errorf("past the last match: current %d, want 0 (wrap)", v.FindCurrent())
	}
}
