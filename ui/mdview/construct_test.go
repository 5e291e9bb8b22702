package mdview

import (
	"image/color"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

func TestHeadingLevelsDiffer(t *testing.T) {
	v, _ := showDoc(t, "# a\n## b\n### c\n#### d\n##### e\n###### f\n\ntext", Options{})
	var sizes []float32
	for _, s := range segmentsOf(v.pager) {
		if ts, ok := s.(*widget.TextSegment); ok {
			sizes = append(sizes, v.th.Size(orSize(ts.Style.SizeName)))
			if ts.Text != "text" && !ts.Style.TextStyle.Bold {
				t.Errorf("heading %q not bold", ts.Text)
			}
		}
	}
	if len(sizes) != 7 {
		t.Fatalf("got %d text segments, want 7", len(sizes))
	}
	for i := 1; i < 5; i++ {
		if !(sizes[i] < sizes[i-1]) {
			t.Errorf("heading %d size %v not below level %d size %v", i+1, sizes[i], i, sizes[i-1])
		}
	}
	if sizes[4] != sizes[6] { // h5 is body size but bold; h6 smaller and muted
		t.Errorf("h5 size %v, body %v", sizes[4], sizes[6])
	}
	if !(sizes[5] < sizes[6]) {
		t.Errorf("h6 size %v not below body %v", sizes[5], sizes[6])
	}
}

func orSize(n fyne.ThemeSizeName) fyne.ThemeSizeName {
	if n == "" {
		return theme.SizeNameText
	}
	return n
}

func TestInlineStyles(t *testing.T) {
	v, _ := showDoc(t, "*em* **strong** ~~gone~~ `code` [link](dest) <https://go.dev>", Options{})
	want := map[string]func(widget.RichTextSegment) bool{
		"em":             func(s widget.RichTextSegment) bool { return s.(*widget.TextSegment).Style.TextStyle.Italic },
		"strong":         func(s widget.RichTextSegment) bool { return s.(*widget.TextSegment).Style.TextStyle.Bold },
		"gone":           func(s widget.RichTextSegment) bool { return s.(*widget.TextSegment).Style.TextStyle.Strikethrough },
		"code":           func(s widget.RichTextSegment) bool { return s.(*widget.TextSegment).Style.TextStyle.Monospace },
		"link":           func(s widget.RichTextSegment) bool { return s.(*widget.HyperlinkSegment).URL.String() == "dest" },
		"https://go.dev": func(s widget.RichTextSegment) bool { _, ok := s.(*widget.HyperlinkSegment); return ok },
	}
	found := 0
	for _, s := range segmentsOf(v.pager) {
		if check, ok := want[s.Textual()]; ok {
			found++
			if !check(s) {
				t.Errorf("segment %q has the wrong style: %#v", s.Textual(), s)
			}
		}
	}
	if found != len(want) {
		t.Errorf("found %d of %d styled segments", found, len(want))
	}
}

func TestLinkTapCallsOnLink(t *testing.T) {
	var got []string
	v, _ := showDoc(t, "See [the docs](docs/intro.md#start) and [^1].\n\n[^1]: Note.", Options{OnLink: func(d string) { got = append(got, d) }})
	links := find[*widget.Hyperlink](v.pager)
	if len(links) < 2 {
		t.Fatalf("found %d hyperlinks", len(links))
	}
	for _, l := range links {
		test.TapAt(l, fyne.NewPos(l.Size().Width/2, l.Size().Height/2))
	}
	if len(got) < 2 || got[0] != "docs/intro.md#start" || got[1] != "#fn:1" {
		t.Errorf("OnLink got %q", got)
	}
	if !v.ScrollToHeading("fn:1") {
		t.Error("footnote anchor fn:1 missing")
	}
}

func TestCodeBlock(t *testing.T) {
	md := "```go\nfunc main() {\n\tprintln(\"hi\")\n}\n```"
	v, _ := showDoc(t, md, Options{})
	grids := find[*codeText](v.pager)
	if len(grids) != 1 {
		t.Fatalf("found %d code texts", len(grids))
	}
	g := grids[0]
	if got := g.Text(); got != "func main() {\n    println(\"hi\")\n}" {
		t.Errorf("code text %q", got)
	}
	if r := g.lines[0][0]; r.text != "func" || r.st.fg == nil {
		t.Errorf("keyword 'func' not a coloured run: %+v", r)
	}
	var drawn []string
	for _, o := range test.WidgetRenderer(g).Objects() {
		if txt, ok := o.(*canvas.Text); ok {
			drawn = append(drawn, txt.Text)
		}
	}
	if len(drawn) == 0 || len(drawn) > 12 || drawn[0] != "func" {
		t.Errorf("drawn runs %q: want one text per token, blanks skipped", drawn)
	}
	buttons := find[*widget.Button](v.pager)
	if len(buttons) != 1 {
		t.Fatalf("found %d buttons", len(buttons))
	}
	test.Tap(buttons[0]) // copies the code as written: the tab stays a tab
	if got := fyne.CurrentApp().Clipboard().Content(); got != "func main() {\n\tprintln(\"hi\")\n}" {
		t.Errorf("clipboard %q", got)
	}
}

func TestQuoteAndLists(t *testing.T) {
	md := "> quoted\n> > nested\n\n- a\n  - b\n1. one\n2. two\n\n- [x] done\n- [ ] open"
	v, _ := showDoc(t, md, Options{})
	all := texts(v.pager)
	for _, w := range []string{"quoted", "nested", "•", "–", "a", "b", "1.", "2.", "one", "two", "done", "open"} {
		if !contains(all, w) {
			t.Errorf("missing %q in %q", w, all)
		}
	}
	icons := find[*widget.Icon](v.pager)
	if len(icons) != 2 || icons[0].Resource.Name() == icons[1].Resource.Name() {
		t.Errorf("want two different check icons, got %d", len(icons))
	}
	bars := 0
	for _, r := range find[*canvas.Rectangle](v.pager) {
		if r.Size().Width == quoteBar {
			bars++
		}
	}
	if bars != 2 {
		t.Errorf("found %d quote bars, want 2", bars)
	}
}

func TestTable(t *testing.T) {
	md := "| L | C | R |\n|:--|:-:|--:|\n| a | b | c |\n| long text here | x | 1.5 |"
	v, _ := showDoc(t, md, Options{})
	var aligns []fyne.TextAlign
	var bold []bool
	for _, s := range segmentsOf(v.pager) {
		ts := s.(*widget.TextSegment)
		aligns = append(aligns, ts.Style.Alignment)
		bold = append(bold, ts.Style.TextStyle.Bold)
	}
	if len(aligns) != 9 {
		t.Fatalf("got %d cells", len(aligns))
	}
	for i, a := range aligns {
		want := []fyne.TextAlign{fyne.TextAlignLeading, fyne.TextAlignCenter, fyne.TextAlignTrailing}[i%3]
		if a != want || bold[i] != (i < 3) {
			t.Errorf("cell %d: align %v bold %v", i, a, bold[i])
		}
	}
	if len(find[*hScroll](v.pager)) == 0 {
		t.Error("table not in a horizontal scroller")
	}
}

// TestTableCellsFillRows: a short cell beside one that wraps fills its
// row, even after the table is asked its size again without a new layout
// (measuring sizes cells to their own height).
func TestTableCellsFillRows(t *testing.T) {
	long := strings.Repeat("words that wrap ", 12)
	md := "| a | b |\n|---|---|\n| short | " + long + "|\n"
	v, _ := showDoc(t, md, Options{})
	grid := find[*hScroll](v.pager)[0].content.(*fyne.Container)
	grid.MinSize() // as a parent's refresh does, with no Layout after it
	cells := grid.Objects[1:]
	short, tall := cells[2], cells[3]
	if tall.Size().Height <= short.MinSize().Height {
		t.Fatalf("the long cell (%v) does not wrap", tall.Size())
	}
	if short.Size().Height != tall.Size().Height || short.Position().Y != tall.Position().Y {
		t.Errorf("short cell %v at %v, long cell %v at %v: want one row height", short.Size(), short.Position(), tall.Size(), tall.Position())
	}
}

func TestWideTableScrolls(t *testing.T) {
	md := "|" + strings.Repeat(" h |", 12) + "\n|" + strings.Repeat("---|", 12) + "\n"
	row := "|" + strings.Repeat(" some fairly long text |", 12) + "\n"
	v, _ := showDoc(t, md+row+row, Options{})
	sc := find[*hScroll](v.pager)[0]
	if sc.overflow() <= 0 || !sc.bar.Visible() {
		t.Errorf("table %v fits in %v; want it wider than the column", sc.content.MinSize(), sc.Size())
	}
}

func TestRuleFootnoteHTML(t *testing.T) {
	md := "a[^n]\n\n---\n\n<div>raw <b>html</b></div>\n\n[^n]: the note"
	v, _ := showDoc(t, md, Options{})
	all := texts(v.pager)
	for _, w := range []string{"[1]", "the note", "<div>raw <b>html</b></div>"} {
		if !contains(all, w) {
			t.Errorf("missing %q in %q", w, all)
		}
	}
	conv, _ := showDoc(t, md, Options{ConvertHTML: func(string) string { return "converted **html**" }})
	if all := texts(conv.pager); !contains(all, "converted html") || contains(all, "<div>") {
		t.Errorf("ConvertHTML not used: %q", all)
	}
}

func TestThemeSwitchRebuilds(t *testing.T) {
	v, _ := showDoc(t, "```\ncode\n```", Options{})
	fill := func() color.Color {
		return find[*canvas.Rectangle](v.pager)[0].FillColor
	}
	light := fill()
	fyne.CurrentApp().Settings().SetTheme(Theme(theme.DarkTheme())) // the view rebuilds itself
	if dark := fill(); dark == light {
		t.Errorf("code background %v unchanged after switching to dark", dark)
	}
}

func TestPlainText(t *testing.T) {
	v, _ := showDoc(t, "# Title\n\nSome *text* with [a link](x).\n\n- one\n- two\n\n| a | b |\n|---|---|\n| 1 | 2 |", Options{})
	want := "Title\n\nSome text with a link.\n\none\ntwo\n\na\tb\n1\t2\n"
	if got := v.PlainText(); got != want {
		t.Errorf("PlainText\n got %q\nwant %q", got, want)
	}
}

func TestTextScale(t *testing.T) {
	v, _ := showDoc(t, "some text", Options{})
	h := v.pager.total
	v.SetTextScale(2)
	if !(v.pager.total > h*1.5) {
		t.Errorf("height %v at scale 2, %v at 1", v.pager.total, h)
	}
}

func TestWheelOverCodeScrollsPage(t *testing.T) {
	md := "```\n" + strings.Repeat("a very long line of code ", 20) + "\n```\n\n" + strings.Repeat("Filler paragraph.\n\n", 200)
	v, _ := showDoc(t, md, Options{})
	sc := find[*hScroll](v.pager)[0]
	sc.Scrolled(&fyne.ScrollEvent{Scrolled: fyne.NewDelta(0, -120)})
	if v.scroll.Offset.Y != 120 {
		t.Errorf("page offset %v after a wheel step over code, want 120", v.scroll.Offset.Y)
	}
	if sc.offset != 0 {
		t.Errorf("code scrolled sideways by a vertical wheel: %v", sc.offset)
	}
	sc.Scrolled(&fyne.ScrollEvent{Scrolled: fyne.NewDelta(-50, 0)})
	if sc.offset != 50 {
		t.Errorf("code offset %v after a horizontal scroll, want 50", sc.offset)
	}
	sc.bar.Dragged(&fyne.DragEvent{Dragged: fyne.NewDelta(10000, 0)})
	if sc.offset != sc.overflow() {
		t.Errorf("dragging the bar to the end: offset %v of %v", sc.offset, sc.overflow())
	}
}

func TestSecondaryTapCopies(t *testing.T) {
	v, w := showDoc(t, "# Title\n\nFirst *paragraph*.\n\nSecond.", Options{})
	boxes := find[*blockBox](v.pager)
	if len(boxes) != 3 {
		t.Fatalf("found %d block boxes", len(boxes))
	}
	test.TapSecondary(boxes[1])
	if len(w.Canvas().Overlays().List()) == 0 {
		t.Fatal("no menu shown")
	}
	m := boxes[1].menu()
	m.Items[0].Action()
	if got := fyne.CurrentApp().Clipboard().Content(); got != "First paragraph." {
		t.Errorf("Copy Block put %q", got)
	}
	m.Items[1].Action()
	if got := fyne.CurrentApp().Clipboard().Content(); got != v.PlainText() {
		t.Errorf("Copy All put %q", got)
	}
}

func TestEmptyDocument(t *testing.T) {
	v, _ := showDoc(t, "# Something\n\ntext", Options{})
	v.SetMarkdown("")
	if v.pager.total != 0 || len(v.pager.objs) != 0 || v.PlainText() != "" || len(v.Headings()) != 0 {
		t.Errorf("empty document leaves total %v, %d objects", v.pager.total, len(v.pager.objs))
	}
	if v.Find("x") != 0 || v.FindNext() != -1 || v.ScrollToHeading("something") {
		t.Error("find or anchors work on an empty document")
	}
}
