package batch

import (
	"context"
	"io"
	"os"
	"path/filepath"
	"runtime"
	"strconv"
	"strings"
	"testing"
	"time"

	"folio/extractor"
	"folio/internal/corpus"
	"folio/internal/cputime"
	"folio/internal/warcwrite"
)

// BenchmarkScaling measures the scaling targets on wcxb-dev, each
// iteration one interleaved round so that load from other processes
// falls on every side alike:
//
//   - inproc: the extractor alone over the pages held in memory, on one
//     core (GOMAXPROCS=1), as `folio-extract bench` runs it;
//   - batch1: batch over the same pages as a .warc.gz (read, gunzipped,
//     extracted, written as JSON Lines) with one worker on one core;
//   - batch2: the same with two workers on two cores (GOMAXPROCS=2);
//   - plain1: batch1 over an uncompressed .warc, which tells the cost of
//     gunzipping (about a fifth of a core's extraction time on these
//     pages, which the in-process rate never pays; klauspost/compress's
//     inflate at about 500 MB/s) from batch's own.
//
// It reports pages per second of wall time and of CPU time, the ratios
// the targets name (batch1 at least 90% of inproc, batch2 at least 1.8x
// batch1), the cores the two-worker run got (CPU time over wall time: on a
// shared machine, fewer than two), and the load average before and after.
//
//	go test -run '^$' -bench Scaling -benchtime 3x ./batch/
func BenchmarkScaling(b *testing.B) {
	dir := corpus.Require(b, "wcxb-dev")
	warc := filepath.Join(b.TempDir(), "wcxb.warc.gz")
	f, err := os.Create(warc)
	if err != nil {
		b.Fatal(err)
	}
	n := corpusWARC(b, warcwrite.New(f, true), dir, 0)
	f.Close()
	plain := filepath.Join(b.TempDir(), "wcxb.warc")
	if f, err = os.Create(plain); err != nil {
		b.Fatal(err)
	}
	corpusWARC(b, warcwrite.New(f, false), dir, 0)
	f.Close()
	pages := readPages(b, dir)
	load0 := loadAverage()
	defer runtime.GOMAXPROCS(runtime.GOMAXPROCS(0))
	var in, one, two, plainOne cost
	b.ResetTimer()
	for range b.N {
		runtime.GOMAXPROCS(1)
		in.add(measure(func() { extractAll(pages) }))
		one.add(measure(func() { runBatch(b, warc, 1) }))
		plainOne.add(measure(func() { runBatch(b, plain, 1) }))
		runtime.GOMAXPROCS(2)
		two.add(measure(func() { runBatch(b, warc, 2) }))
	}
	b.StopTimer()
	pagesRun := n * b.N
	b.ReportMetric(rate(pagesRun, in.wall), "inproc-pages/s")
	b.ReportMetric(rate(pagesRun, one.wall), "batch1-pages/s")
	b.ReportMetric(rate(pagesRun, two.wall), "batch2-pages/s")
	b.ReportMetric(100*in.wall.Seconds()/one.wall.Seconds(), "batch1/inproc-%")
	b.ReportMetric(100*in.cpu.Seconds()/one.cpu.Seconds(), "batch1/inproc-cpu-%")
	b.ReportMetric(100*in.wall.Seconds()/plainOne.wall.Seconds(), "plain1/inproc-%")
	b.ReportMetric(100*in.cpu.Seconds()/plainOne.cpu.Seconds(), "plain1/inproc-cpu-%")
	b.ReportMetric(one.wall.Seconds()/two.wall.Seconds(), "batch2/batch1-x")
	b.ReportMetric(one.cpu.Seconds()/two.cpu.Seconds()*2, "batch2/batch1-cpu-x")
	b.ReportMetric(two.cpu.Seconds()/two.wall.Seconds(), "batch2-cores")
	b.ReportMetric(load0, "load-before")
	b.ReportMetric(loadAverage(), "load-after")
	b.ReportMetric(0, "ns/op")
}

// readPages reads the corpus pages into memory.
func readPages(tb testing.TB, dir string) [][]byte {
	paths, _ := filepath.Glob(filepath.Join(dir, "*.html.gz"))
	pages := make([][]byte, 0, len(paths))
	for _, p := range paths {
		data, err := corpus.Read(p)
		if err != nil {
			tb.Fatal(err)
		}
		pages = append(pages, data)
	}
	return pages
}

func extractAll(pages [][]byte) {
	for _, p := range pages {
		_, _ = extractor.Extract(p, extractor.WithContentType("text/html"))
	}
}

func runBatch(tb testing.TB, warc string, workers int) {
	st, err := Run(context.Background(), []string{warc}, nil, io.Discard, Output{}, Options{Workers: workers})
	if err != nil || len(st.Inputs) > 0 {
		tb.Fatal(err, st.Inputs)
	}
}

// cost is the wall and CPU time of some work.
type cost struct{ wall, cpu time.Duration }

func (c *cost) add(d cost) { c.wall += d.wall; c.cpu += d.cpu }

func measure(fn func()) cost {
	runtime.GC()
	c0, t0 := cputime.Process(), time.Now()
	fn()
	return cost{time.Since(t0), cputime.Process() - c0}
}

func rate(n int, d time.Duration) float64 { return float64(n) / d.Seconds() }

// loadAverage is the one-minute load average (0 where /proc is absent).
func loadAverage() float64 {
	data, err := os.ReadFile("/proc/loadavg")
	if err != nil {
		return 0
	}
	var l float64
	if f := strings.Fields(string(data)); len(f) > 0 {
		l, _ = strconv.ParseFloat(f[0], 64)
	}
	return l
}
