package mdview

import (
	"fmt"
	"strings"
	"testing"

	"fyne.io/fyne/v2/widget"
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
	v, _ := showDoc(t, "alpha beta alpha\n\n```\nalpha\n```", Options{})
	v.Find("alpha")
	var marked []string
	for _, s := range segmentsOf(v.pager) {
		if ts, ok := s.(*widget.TextSegment); ok && ts.Style.ColorName == colorFindFg {
			marked = append(marked, ts.Text)
		}
	}
	if strings.Join(marked, ",") != "alpha,alpha" {
		t.Errorf("marked segments %q", marked)
	}
	g := find[*widget.TextGrid](v.pager)[0]
	if st := g.Rows[0].Cells[0].Style; st == nil || st.BackgroundColor() == nil {
		t.Error("code match not highlighted")
	}
	v.ClearFind()
	for _, s := range segmentsOf(v.pager) {
		if ts, ok := s.(*widget.TextSegment); ok && ts.Style.ColorName == colorFindFg {
			t.Errorf("segment %q still marked after ClearFind", ts.Text)
		}
	}
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
