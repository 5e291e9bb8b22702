package mdview

import (
	"math/rand"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
)

// pieces are Markdown fragments that random documents are made of,
// including broken and unusual syntax.
var pieces = []string{
	"# ", "## ", "###### ", "####### ", "text ", "*", "**", "~~", "`", "```", "```go\n", "~~~",
	"> ", ">>>>> ", "- ", "* ", "1. ", "99999999999. ", "- [ ] ", "- [x] ", "  ", "    ", "\t",
	"\n", "\n\n", "|", "|---|", "|:-:|", "[", "]", "(", ")", "![", "](x.png)", "<", ">",
	"<https://a.b>", "<div>", "</div>", "<!--", "-->", "[^1]", "[^1]: ", "---", "***", "\\",
	"&amp;", "&#0;", "é", "🙂", "\u202e", "\x00", "http://x.y ", "#anchor", "_", "__", "=", "===",
}

// noImages resolves no image: the test driver runs fyne.Do on the calling
// goroutine, so a background image load would race with the test.
var noImages = Options{ResolveImage: func(string) string { return "" }}

func randomMarkdown(r *rand.Rand, n int) string {
	var b strings.Builder
	for i := 0; i < n; i++ {
		b.WriteString(pieces[r.Intn(len(pieces))])
	}
	return b.String()
}

// TestRandomMarkdownNeverPanics renders random fragment soup, finds in it,
// zooms and scrolls it.
func TestRandomMarkdownNeverPanics(t *testing.T) {
	test.NewTempApp(t).Settings().SetTheme(Theme(theme.LightTheme()))
	v, _ := newTestView(t, "", noImages, fyne.NewSize(600, 400))
	r := rand.New(rand.NewSource(42))
	for i := 0; i < 150; i++ {
		md := randomMarkdown(r, 5+r.Intn(200))
		v.SetMarkdown(md)
		v.Find("t")
		v.FindNext()
		v.FindPrev()
		for _, h := range v.Headings() {
			v.ScrollToHeading(h.Slug)
		}
		_ = v.PlainText()
		// Drag from a random point to another, across whatever is there.
		h := max(v.pager.total, 1)
		from := fyne.NewPos(r.Float32()*600, r.Float32()*h)
		drag(v, from, fyne.NewPos(r.Float32()*700-50, r.Float32()*h*1.2-h*0.1))
		_ = v.SelectedText()
		if i%25 == 0 {
			v.SetTextScale(1.5)
			v.SetTextScale(1)
		}
	}
}

func TestDeepNesting(t *testing.T) {
	test.NewTempApp(t).Settings().SetTheme(Theme(theme.LightTheme()))
	for _, md := range []string{
		strings.Repeat(">", 5000) + " deep",
		strings.Repeat("- ", 2000) + "deep",
		strings.Repeat("*", 5000) + "deep",
		strings.Repeat("[", 5000) + "deep",
	} {
		v, _ := newTestView(t, md, Options{}, fyne.NewSize(600, 400))
		if !strings.Contains(v.PlainText(), "deep") {
			t.Errorf("text lost in %.20q...", md)
		}
	}
}

// FuzzSetMarkdown feeds arbitrary bytes through parse, build and find.
func FuzzSetMarkdown(f *testing.F) {
	f.Add("# a\n\n*b* `c` [d](e)\n\n```go\nx\n```\n\n| a |\n|---|\n| b |\n\n- [x] t\n\n> q\n\n[^1]\n\n[^1]: n")
	r := rand.New(rand.NewSource(7))
	for i := 0; i < 20; i++ {
		f.Add(randomMarkdown(r, 40))
	}
	test.NewTempApp(f).Settings().SetTheme(Theme(theme.LightTheme()))
	v, _ := newTestView(f, "", noImages, fyne.NewSize(500, 300))
	f.Fuzz(func(t *testing.T, md string) {
		v.SetMarkdown(md)
		v.Find("a")
		v.FindNext()
		_ = v.PlainText()
	})
}

// TestMutatedMarkdownNeverPanics flips, drops, inserts and copies bytes of
// seed documents, as the fuzzer does, for a run without -fuzz.
func TestMutatedMarkdownNeverPanics(t *testing.T) {
	test.NewTempApp(t).Settings().SetTheme(Theme(theme.LightTheme()))
	v, _ := newTestView(t, "", noImages, fyne.NewSize(500, 300))
	r := rand.New(rand.NewSource(5))
	seeds := []string{"# a\n\n*b* `c` [d](e)\n\n```go\nx\n```\n\n| a |\n|---|\n| b |\n\n- [x] t\n\n> q\n\n[^1]\n\n[^1]: n"}
	for i := 0; i < 20; i++ {
		seeds = append(seeds, randomMarkdown(r, 40))
	}
	for i := 0; i < 300; i++ {
		b := []byte(seeds[r.Intn(len(seeds))])
		for k := 0; k < 1+r.Intn(6); k++ {
			if len(b) == 0 {
				b = append(b, byte(r.Intn(256)))
				continue
			}
			p := r.Intn(len(b))
			switch r.Intn(4) {
			case 0:
				b[p] = byte(r.Intn(256))
			case 1:
				b = append(b[:p], b[p+1:]...)
			case 2:
				b = append(b[:p], append([]byte{byte(r.Intn(128))}, b[p:]...)...)
			case 3:
				q := r.Intn(len(b))
				b = append(b[:p], append(append([]byte{}, b[q:min(q+8, len(b))]...), b[p:]...)...)
			}
		}
		md := string(b)
		v.SetMarkdown(md)
		v.Find("a")
		v.FindNext()
		_ = v.PlainText()
	}
}
