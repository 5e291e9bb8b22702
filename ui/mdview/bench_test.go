package mdview

import (
	"fmt"
	"math/rand"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"

	"folio/internal/cputime"
)

// genDoc writes a deterministic document of about size bytes mixing the
// constructs of a long technical article.
func genDoc(size int) string {
	r := rand.New(rand.NewSource(1))
	words := strings.Fields("the reader opens files and web pages as markdown with links code tables " +
		"lists quotes images footnotes headings search zoom theme scroll render layout fyne goldmark")
	sentence := func(n int) string {
		w := make([]string, n)
		for i := range w {
			w[i] = words[r.Intn(len(words))]
		}
		switch r.Intn(4) * min(n/4, 1) {
		case 0:
			w[1] = "**" + w[1] + "**"
		case 1:
			w[2] = "`" + w[2] + "`"
		case 2:
			w[3] = "[" + w[3] + "](https://example.com/" + w[3] + ")"
		}
		return strings.Join(w, " ")
	}
	var b strings.Builder
	for i := 0; b.Len() < size; i++ {
		switch i % 12 {
		case 0:
			fmt.Fprintf(&b, "## Section %d\n\n", i/12)
		case 3:
			b.WriteString("```go\nfunc main() {\n\tfmt.Println(\"hello\")\n\tfor i := 0; i < 10; i++ {\n\t\tx += i\n\t}\n}\n```\n\n")
		case 5:
			for j := 0; j < 4; j++ {
				fmt.Fprintf(&b, "- %s\n", sentence(8))
			}
			b.WriteString("\n")
		case 7:
			b.WriteString("| a | b | c |\n|---|:-:|--:|\n")
			for j := 0; j < 4; j++ {
				fmt.Fprintf(&b, "| %s | %s | %d |\n", sentence(5), sentence(4), j)
			}
			b.WriteString("\n")
		case 9:
			fmt.Fprintf(&b, "> %s\n\n", sentence(30))
		default:
			fmt.Fprintf(&b, "%s. %s.\n\n", sentence(40), sentence(30))
		}
	}
	return b.String()
}

func benchSetMarkdown(b *testing.B, size int) {
	newBenchApp(b)
	md := genDoc(size)
	v, _ := newTestView(b, "", Options{}, fyne.NewSize(1000, 800))
	b.SetBytes(int64(len(md)))
	b.ResetTimer()
	c := cputime.Process()
	for i := 0; i < b.N; i++ {
		v.SetMarkdown(md)
	}
	reportCPU(b, c)
}

// reportCPU adds the CPU time per operation (all threads, GC included).
func reportCPU(b *testing.B, start time.Duration) {
	if c := cputime.Process(); c > 0 {
		b.ReportMetric(float64(c-start)/float64(b.N)/1e6, "cpu-ms/op")
	}
}

// BenchmarkSetMarkdown100KB times parsing a 100 KB document and laying out
// the first screen of it on an 1000x800 window.
func BenchmarkSetMarkdown100KB(b *testing.B) { benchSetMarkdown(b, 100<<10) }

// BenchmarkSetMarkdown1MB is the same for a megabyte.
func BenchmarkSetMarkdown1MB(b *testing.B) { benchSetMarkdown(b, 1<<20) }

// BenchmarkParse100KB times goldmark plus the block model alone.
func BenchmarkParse100KB(b *testing.B) {
	md := genDoc(100 << 10)
	b.SetBytes(int64(len(md)))
	c := cputime.Process()
	defer reportCPU(b, c)
	for i := 0; i < b.N; i++ {
		parseDocument(md, nil, nil)
	}
}

// BenchmarkScrollPage1MB times one page-down step through a 1 MB document:
// the work done per scroll event when new blocks come into view.
func BenchmarkScrollPage1MB(b *testing.B) {
	newBenchApp(b)
	v, _ := newTestView(b, genDoc(1<<20), Options{}, fyne.NewSize(1000, 800))
	b.ResetTimer()
	c := cputime.Process()
	defer reportCPU(b, c)
	for i := 0; i < b.N; i++ {
		y := v.scroll.Offset.Y + 800
		if y >= v.pager.total-800 {
			y = 0
		}
		v.scroll.ScrollToOffset(fyne.NewPos(0, y))
		v.pager.update()
	}
}

// BenchmarkBuildAll100KB builds and lays out every block of a 100 KB
// document, as if the whole document were scrolled through once.
func BenchmarkBuildAll100KB(b *testing.B) {
	newBenchApp(b)
	md := genDoc(100 << 10)
	v, _ := newTestView(b, md, Options{}, fyne.NewSize(1000, 800))
	b.ResetTimer()
	c := cputime.Process()
	defer reportCPU(b, c)
	for i := 0; i < b.N; i++ {
		v.Rebuild()
		v.pager.measureRange(0, v.pager.total*2)
	}
}

// BenchmarkFind1MB times a search that hits often in a megabyte.
func BenchmarkFind1MB(b *testing.B) {
	newBenchApp(b)
	v, _ := newTestView(b, genDoc(1<<20), Options{}, fyne.NewSize(1000, 800))
	b.ResetTimer()
	c := cputime.Process()
	defer reportCPU(b, c)
	for i := 0; i < b.N; i++ {
		v.Find("markdown")
	}
}

// newBenchApp starts a test app with the real light theme (the test theme
// logs every colour name it does not know).
func newBenchApp(b *testing.B) {
	test.NewTempApp(b).Settings().SetTheme(Theme(theme.LightTheme()))
}

// BenchmarkSetMarkdownPreformatted1MB opens a megabyte of plain text in one
// code block, as the app shows a text file.
func BenchmarkSetMarkdownPreformatted1MB(b *testing.B) {
	line := "The quick brown fox jumps over the lazy dog; plain text shown preformatted.\n"
	benchDoc(b, "```\n"+strings.Repeat(line, (1<<20)/len(line))+"```\n")
}

// BenchmarkSetMarkdownTable5000 opens a table of 5,000 rows.
func BenchmarkSetMarkdownTable5000(b *testing.B) {
	var md strings.Builder
	md.WriteString("| n | name | value | note |\n|--:|---|--:|---|\n")
	for i := 0; i < 5000; i++ {
		fmt.Fprintf(&md, "| %d | item %d | %d.%02d | some note text |\n", i, i, i*3, i%100)
	}
	benchDoc(b, md.String())
}

func benchDoc(b *testing.B, md string) {
	newBenchApp(b)
	v, _ := newTestView(b, "", Options{}, fyne.NewSize(1000, 800))
	b.SetBytes(int64(len(md)))
	b.ResetTimer()
	c := cputime.Process()
	for i := 0; i < b.N; i++ {
		v.SetMarkdown(md)
	}
	reportCPU(b, c)
}

// BenchmarkMemory1MB reports the live heap (after a GC) of a view on a
// 1 MB document at its first frame and after paging through it once, in
// MB. The test driver keeps what it rendered in Fyne's caches until they
// expire (TestMemoryScrolling1MB waits for that), so the second figure
// includes the blocks released on the way.
func BenchmarkMemory1MB(b *testing.B) {
	newBenchApp(b)
	md := genDoc(1 << 20)
	v, w := newTestView(b, "", Options{}, fyne.NewSize(1000, 800))
	var first, scrolled float64
	for i := 0; i < b.N; i++ {
		v.SetMarkdown(md)
		paint(w)
		first += liveMB()
		scrollThrough(v, w, 50)
		scrolled += liveMB()
	}
	b.ReportMetric(first/float64(b.N), "live-MB-first-frame")
	b.ReportMetric(scrolled/float64(b.N), "live-MB-scrolled")
}
