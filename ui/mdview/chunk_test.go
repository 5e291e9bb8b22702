package mdview

import (
	"fmt"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"
)

func TestLongCodeIsSplit(t *testing.T) {
	var code strings.Builder
	for i := 0; i < 2*codeChunkLines+10; i++ {
		fmt.Fprintf(&code, "line %d\n", i)
	}
	text := strings.TrimSuffix(code.String(), "\n")
	v, _ := showDoc(t, "before\n\n```\n"+text+"\n```\n\nafter", Options{})
	if n := len(v.doc.blocks); n != 5 {
		t.Fatalf("%d blocks, want before + 3 pieces + after", n)
	}
	for i := 2; i <= 3; i++ {
		if prev, cur := v.pager.items[i-1], v.pager.items[i]; cur.y != prev.y+prev.h {
			t.Errorf("piece %d starts at %v, previous ends at %v", i, cur.y, prev.y+prev.h)
		}
	}
	if got := v.PlainText(); got != "before\n\n"+text+"\n\nafter\n" {
		t.Errorf("plain text of a split block differs")
	}
	if got := v.Find("line 1"); got != 111 { // 1, 10-19, 100-199
		t.Errorf("Find across pieces = %d", got)
	}
	buttons := find[*widget.Button](v.pager)
	if len(buttons) != 1 {
		t.Fatalf("%d copy buttons, want one for the whole block", len(buttons))
	}
	test.Tap(buttons[0])
	if got := fyne.CurrentApp().Clipboard().Content(); got != text {
		t.Errorf("copy put %d bytes, want the whole %d", len(got), len(text))
	}
}

func TestSplitLines(t *testing.T) {
	for _, c := range []struct {
		text string
		n    int
		want []string
	}{
		{"a\nb\nc", 2, []string{"a\nb", "c"}},
		{"a\nb", 2, []string{"a\nb"}},
		{"a\n\nb\n", 1, []string{"a", "", "b"}},
	} {
		if got := splitLines(c.text, c.n); strings.Join(got, "|") != strings.Join(c.want, "|") {
			t.Errorf("splitLines(%q, %d) = %q, want %q", c.text, c.n, got, c.want)
		}
	}
}

func TestLongTableIsSplit(t *testing.T) {
	var md strings.Builder
	md.WriteString("| n | text |\n|--:|---|\n")
	rows, cells := 2*tableChunkRows+5, 0
	for i := 0; i < rows; i++ {
		fmt.Fprintf(&md, "| %d | %s |\n", i, strings.Repeat("wide cell ", 1+i%7))
		cells += 1 + i%7
	}
	v, w := showDoc(t, md.String(), Options{})
	w.Resize(fyne.NewSize(300, 2000))
	if n := len(v.doc.blocks); n != 3 {
		t.Fatalf("%d blocks, want 3 pieces", n)
	}
	v.pager.measureRange(0, v.pager.total)
	var scrollers []*hScroll
	for i, it := range v.pager.items {
		if i > 0 && it.y != v.pager.items[i-1].y+v.pager.items[i-1].h {
			t.Errorf("piece %d not joined to the one above", i)
		}
		if it.obj != nil {
			scrollers = append(scrollers, find[*hScroll](it.obj)...)
		}
	}
	if len(scrollers) < 2 {
		t.Fatalf("%d pieces built", len(scrollers))
	}
	a, b := scrollers[0].content.MinSize().Width, scrollers[1].content.MinSize().Width
	if a != b {
		t.Errorf("pieces differ in width: %v and %v", a, b)
	}
	scrollers[1].Scrolled(&fyne.ScrollEvent{Scrolled: fyne.NewDelta(-40, 0)})
	if scrollers[0].offset != 40 {
		t.Errorf("first piece at offset %v after scrolling the second by 40", scrollers[0].offset)
	}
	plain := v.PlainText()
	if strings.Count(plain, "\n") != rows+1 || !strings.HasPrefix(plain, "n\ttext\n0\t") {
		t.Errorf("plain text of a split table: %d lines", strings.Count(plain, "\n"))
	}
	if got := v.Find("wide cell"); got != cells {
		t.Errorf("Find across pieces = %d, want %d", got, cells)
	}
}

func TestLongListIsSplit(t *testing.T) {
	var md strings.Builder
	n := 2*listChunkItems + 3
	for i := 0; i < n; i++ {
		fmt.Fprintf(&md, "%d. item [link %d](#l%d)\n", i+5, i, i)
	}
	md.WriteString("\nafter\n")
	v, _ := showDoc(t, md.String(), Options{})
	if got := len(v.doc.blocks); got != 4 {
		t.Fatalf("%d blocks, want 3 pieces and a paragraph", got)
	}
	if l := v.doc.blocks[1].(*list); l.start != 5+listChunkItems || !l.ordered {
		t.Errorf("second piece starts at %d", l.start)
	}
	if got := v.Find("item"); got != n {
		t.Errorf("Find = %d, want %d", got, n)
	}
	for i := 0; i < n; i++ {
		r := v.runOf(v.find.current)
		if want := min(i/listChunkItems, 2); r.top != want {
			t.Fatalf("match %d in block %d, want %d", i, r.top, want)
		}
		v.FindNext()
	}
	if lines := strings.Count(v.PlainText(), "\n"); lines != n+2 {
		t.Errorf("plain text has %d lines, want %d", lines, n+2)
	}
}
