package ui

import (
	"context"
	"fmt"
	"image"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"

	"folio/app"
	"folio/ui/mdview"
)

// richDoc writes a document of about size bytes of prose with diagrams
// Mermaid flowcharts and formulas (half inline, half display) spread
// through it; seed makes every diagram and formula new, so that nothing
// comes from the renderers' caches.
func richDoc(size, diagrams, formulas, seed int) string {
	var b strings.Builder
	para := strings.Repeat("The reader lays out prose, lists and tables while pictures are drawn beside it. ", 6)
	blocks := size / (len(para) + 2)
	every := max(blocks/(diagrams+formulas/2+1), 1)
	d, f := 0, 0
	for i := 0; b.Len() < size; i++ {
		if i%10 == 0 {
			fmt.Fprintf(&b, "## Section %d\n\n", i/10)
		}
		if i%every == every-1 && f < formulas {
			fmt.Fprintf(&b, "Inline $x_{%d}^2 + \\alpha_{%d} = \\frac{%d}{n}$ sits in the text. ", seed, i, i)
			fmt.Fprintf(&b, "%s\n\n$$\n\\sum_{k=1}^{%d} \\frac{k^2}{%d} = \\sqrt{%d}\n$$\n\n", para[:200], i, seed, i)
			f += 2
			if d < diagrams {
				fmt.Fprintf(&b, "```mermaid\nflowchart LR\n  A%d[Start %d] --> B{Ready?}\n  B -->|yes| C[Draw]\n  B -->|no| D[Wait %d]\n  D --> B\n```\n\n", seed, i, seed)
				d++
			}
			continue
		}
		b.WriteString(para + "\n\n")
	}
	return b.String()
}

// BenchmarkRichDocument100KB measures the target: a 100 KB
// document with 10 Mermaid diagrams and 50 formulas. first-frame-ms is
// SetMarkdown up to a laid-out first screen (diagrams and formulas fill
// in after it, off the UI goroutine); mermaid-max-ms and formula-max-ms
// are the slowest single drawing of each kind, uncached, one at a time
// (inline and display formulas alike).
//
//	CGO_ENABLED=0 go test -tags ci -run '^$' -bench RichDocument -benchtime 3x ./ui/
func BenchmarkRichDocument100KB(b *testing.B) {
	test.NewTempApp(b).Settings().SetTheme(mdview.Theme(theme.LightTheme()))
	var first, mermaid, formula time.Duration
	for i := 0; i < b.N; i++ {
		md := richDoc(100<<10, 10, 50, i)
		v := mdview.New(mdview.Options{Diagrams: heldDiagrams{}})
		w := test.NewTempWindow(b, v)
		w.Resize(fyne.NewSize(1000, 800))
		start := time.Now()
		v.SetMarkdown(md)
		first = max(first, time.Since(start))
		v.SetMarkdown("") // lets the held drawings go

		b.StopTimer()
		mm, ff := drawEach(b, md)
		mermaid, formula = max(mermaid, mm), max(formula, ff)
		b.StartTimer()
	}
	b.ReportMetric(float64(first.Microseconds())/1000, "first-frame-ms")
	b.ReportMetric(float64(mermaid.Microseconds())/1000, "mermaid-max-ms")
	b.ReportMetric(float64(formula.Microseconds())/1000, "formula-max-ms")
}

// heldDiagrams claims what the reader's renderers claim and draws
// nothing until the document goes: the first frame never waits for a
// drawing, and on the test driver a drawing delivered from its goroutine
// would touch widgets unserialised (its fyne.Do runs at once).
type heldDiagrams struct{ app.Diagrams }

func (heldDiagrams) Draw(ctx context.Context, _, _ string, _ bool) (image.Image, float32, error) {
	<-ctx.Done()
	return nil, 0, ctx.Err()
}

// drawEach draws every diagram and formula of md with the reader's
// renderers and returns the slowest of each kind.
func drawEach(b *testing.B, md string) (mermaid, formula time.Duration) {
	d := app.Diagrams{}
	ctx := context.Background()
	n := 0
	for _, blk := range strings.Split(md, "```mermaid\n")[1:] {
		src, _, _ := strings.Cut(blk, "```")
		start := time.Now()
		if _, _, err := d.Draw(ctx, "mermaid", src, false); err != nil {
			b.Fatalf("mermaid: %v", err)
		}
		mermaid = max(mermaid, time.Since(start))
		n++
	}
	for _, part := range strings.Split(md, "$$\n")[1:] {
		src, _, ok := strings.Cut(part, "\n")
		if !ok || strings.TrimSpace(src) == "" {
			continue
		}
		for lang, tex := range map[string]string{"math": src, "math inline": strings.Replace(src, "sum", "prod", 1)} {
			start := time.Now()
			if _, _, err := d.Draw(ctx, lang, tex, false); err != nil {
				b.Fatalf("formula %q: %v", tex, err)
			}
			formula = max(formula, time.Since(start))
		}
		n++
	}
	if n < 30 {
		b.Fatalf("only %d diagrams and formulas in the document", n)
	}
	return mermaid, formula
}
