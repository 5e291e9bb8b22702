package extractor

import (
	"bytes"
	"errors"
	"fmt"
	"runtime"
	"runtime/metrics"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"folio/extractor/internal/parse"
)

// A shape is a hostile page built from one repeated unit: what makes memory
// grow faster than the input (many small nodes, attributes, nesting,
// reopened formatting elements) or not (entities, long text).
type shape struct {
	name  string
	head  string
	unit  func(i int) string
	dense bool // over the node budget at any size past a few MB
}

var shapes = []shape{
	{name: "td-cells", head: "<table><tr>", unit: func(int) string { return "<td>x" }, dense: true},
	{name: "br-run", head: "<p>", unit: func(int) string { return "<br>" }, dense: true},
	{name: "p-run", unit: func(int) string { return "<p>x" }, dense: true},
	{name: "attributes", head: "<p>", unit: func(int) string { return "<i a b c d e f g h i j k l m n o>x</i>" }, dense: true},
	// One tag of a million attributes: under the budget (eight bytes an
	// attribute, a node each past the first ManyAttrs), and the
	// tokenizer's map of their names stays within the input's multiple.
	{name: "distinct-attrs", head: "<p ", unit: func(i int) string { return fmt.Sprintf(" a%d", i) }},
	{name: "reopened-formatting", head: "<div>" + repeatFmt(300) + "</div>", unit: func(int) string { return "<p>x</p>" }, dense: true},
	{name: "stray-end-p", unit: func(int) string { return "</p>" }, dense: true},
	// Nesting past the parser's depth is read flattened (parse/flatten.go).
	{name: "deep-divs", unit: func(int) string { return "<div>" }},
	{name: "deep-lists", unit: func(int) string { return "<ul><li>an item of the list" }},
	{name: "entities", head: "<p>", unit: func(int) string { return "&amp;&lt;&#x263a;" }},
	{name: "text-run", head: "<p>", unit: func(int) string { return "lorem ipsum " }},
	// Cells of short text at the budget's node per DefaultBytesPerNode
	// bytes: the densest page any size may be.
	{name: "short-cells", head: "<table><tr>", unit: func(i int) string {
		return fmt.Sprintf("<td>%0*d", 2*parse.DefaultBytesPerNode-len("<td>"), i)
	}},
	// A <noscript> whose <iframe> swallows the page sends the parse to
	// its repair (parse/noscript.go), which then meets blocks in the
	// other case over and over.
	{name: "noscript-blocks", head: "<noscript><iframe>" + strings.Repeat("x", 1100) + "</noscript>", unit: func(int) string { return "<NOSCRIPT>x</NOSCRIPT>" }},
	{name: "real-table", head: "<table>", unit: func(i int) string {
		return fmt.Sprintf("<tr><td>Result %d of the run</td><td class=num>%d.5 km</td><td><a href=/r/%d>open the record</a></td></tr>", i, i, i)
	}},
}

func repeatFmt(n int) string {
	var b bytes.Buffer
	for i := 0; i < n; i++ {
		fmt.Fprintf(&b, "<b id=b%d>", i)
	}
	return b.String()
}

// page builds the shape at about size bytes.
func (s shape) page(size int) []byte {
	var b bytes.Buffer
	b.Grow(size + 64)
	b.WriteString("<html><body><article>" + s.head)
	for i := 0; b.Len() < size; i++ {
		b.WriteString(s.unit(i))
	}
	return b.Bytes()
}

// Every hostile shape is refused with a limit error, quickly, and the
// harmless ones (deep nesting among them, flattened) convert.
func TestShapesRefused(t *testing.T) {
	const size = 3 << 20
	for _, s := range shapes {
		t.Run(s.name, func(t *testing.T) {
			page := s.page(size)
			var err error
			took := timeOnThread(func() { _, err = Extract(page) })
			var le *LimitError
			switch {
			case s.dense && !errors.Is(err, ErrTooManyNodes):
				t.Fatalf("err = %v, want ErrTooManyNodes", err)
			case !s.dense && err != nil:
				t.Fatalf("err = %v, want success", err)
			case err != nil && !errors.As(err, &le):
				t.Fatalf("err = %v is not a *LimitError", err)
			}
			// Refusal happens while tokenizing: 3 MB tokenizes in tens of
			// milliseconds of CPU; the bound, on the thread's CPU time
			// rather than the clock, leaves room for a slow machine and
			// holds on a loaded one.
			if err != nil && took > 2*time.Second {
				t.Errorf("refused after %v of CPU", took)
			}
			// A page that converts is read a few times over at most: 3 MB
			// takes well under a second of CPU; a search per block over
			// the rest of the page takes minutes.
			if err == nil && took > 20*time.Second {
				t.Errorf("converted after %v of CPU", took)
			}
			t.Logf("%v of CPU", took)
		})
	}
}

// The budget follows the input size: a dense page small enough for the
// allowance converts, ten times its size does not.
func TestNodeAllowance(t *testing.T) {
	page := shapes[0].page(4_000) // 1,600 nodes
	if _, err := Extract(page); err != nil {
		t.Fatalf("small dense page refused: %v", err)
	}
	if _, err := Extract(shapes[0].page(40_000)); !errors.Is(err, ErrTooManyNodes) {
		t.Fatalf("16,000 nodes in 40 KB: err = %v", err)
	}
	if _, err := Extract(page, WithLimits(Limits{MaxNodes: 1000})); !errors.Is(err, ErrTooManyNodes) {
		t.Fatalf("MaxNodes 1000: err = %v", err)
	}
}

// BenchmarkShapes reports, per shape, the peak heap of one extraction as a
// multiple of the input (x-input) and in MB, for a page of 9.5 MB and for
// the largest page of the shape the node budget lets through.
//
//	go test -tags ci -run '^$' -bench Shapes -benchtime 1x ./extractor/
func BenchmarkShapes(b *testing.B) {
	for _, s := range shapes {
		for _, size := range []int{9_500_000, largestAllowed(s)} {
			b.Run(fmt.Sprintf("%s/%dKB", s.name, size>>10), func(b *testing.B) {
				page := s.page(size)
				var peak uint64
				var err error
				for i := 0; i < b.N; i++ {
					peak, err = peakHeap(func() error { _, e := Extract(page); return e })
				}
				b.ReportMetric(float64(peak)/float64(len(page)), "x-input")
				b.ReportMetric(float64(peak)/(1<<20), "MB-peak")
				if err != nil {
					b.ReportMetric(1, "refused")
				}
			})
		}
	}
}

// largestAllowed finds, by bisection, about the largest size of the shape
// that passes the node limits.
func largestAllowed(s shape) int {
	lo, hi := 1<<10, int(DefaultLimits.MaxBytes)
	for hi-lo > hi/50 {
		mid := (lo + hi) / 2
		_, err := Extract(s.page(mid), WithProfile(ProfileAll), WithRules(nil))
		if err != nil {
			hi = mid
		} else {
			lo = mid
		}
	}
	return lo
}

// peakHeap runs f and returns the largest heap seen while it ran, above
// the heap before it, sampled every millisecond.
func peakHeap(f func() error) (uint64, error) {
	runtime.GC()
	sample := []metrics.Sample{{Name: "/memory/classes/heap/objects:bytes"}}
	read := func() uint64 { metrics.Read(sample); return sample[0].Value.Uint64() }
	base := read()
	var peak atomic.Uint64
	done := make(chan struct{})
	go func() {
		t := time.NewTicker(time.Millisecond)
		defer t.Stop()
		for {
			if v := read(); v > peak.Load() {
				peak.Store(v)
			}
			select {
			case <-done:
				return
			case <-t.C:
			}
		}
	}()
	err := f()
	close(done)
	if v := read(); v > peak.Load() {
		peak.Store(v)
	}
	p := peak.Load()
	if p < base {
		return 0, err
	}
	return p - base, err
}

// An element beside a large sibling, at every level of a deep nest, is
// compared with that sibling's text only when their letter counts agree
// (prune/echoes.go): reading the sibling's text at each level took 15 s
// of CPU for this 8 MB page; it takes about two.
func TestNestedSiblingsLinear(t *testing.T) {
	checkNestLinear(t, nestedPage("<span>", "</span><b>xy</b>", 120_000))
}

// nestedPage is an article whose paragraph wraps items words of 64
// letters in nestDepth levels of open, each closed by close: a deep nest
// around a large text, where reading a subtree at every level is
// quadratic.
func nestedPage(open, close string, items int) string {
	var b strings.Builder
	b.WriteString("<html><body><article><h1>T</h1><p>" + strings.Repeat("Real text of the article. ", 200))
	b.WriteString(strings.Repeat(open, nestDepth))
	for i := 0; i < items; i++ {
		b.WriteString("<i>" + strings.Repeat("w", 64) + "</i>")
	}
	b.WriteString(strings.Repeat(close, nestDepth))
	b.WriteString("</p></article></body></html>")
	return b.String()
}

const nestDepth = 480

// checkNestLinear extracts page and fails when that took more than 8 s
// of CPU: the linear code takes about two, a quadratic one ten times more.
func checkNestLinear(t *testing.T, page string) {
	t.Helper()
	var err error
	took := timeOnThread(func() { _, err = Extract([]byte(page)) })
	if err != nil {
		t.Fatal(err)
	}
	if took > 8*time.Second {
		t.Errorf("converted after %v of CPU", took)
	}
	t.Logf("%v of CPU for %d KB", took, len(page)>>10)
}
