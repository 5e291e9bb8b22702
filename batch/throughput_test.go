package batch

import (
	"context"
	"io"
	"os"
	"path/filepath"
	"runtime"
	"syscall"
	"testing"
	"time"

	"folio/extractor"
	"folio/internal/corpus"
	"folio/internal/warcwrite"
)

// TestThroughput compares, in one process and interleaved so that load
// from other processes falls on both alike, the extractor alone over
// wcxb-dev pages held in memory with batch over the same pages as a
// .warc.gz (read, decompressed, extracted, written as JSON Lines), on one
// worker and on two. It reports pages per second of wall time and of CPU
// time (the latter is what a busy machine does not distort).
//
//	FOLIO_BATCH_THROUGHPUT=1 go test -run TestThroughput -v ./batch/
func TestThroughput(t *testing.T) {
	if os.Getenv("FOLIO_BATCH_THROUGHPUT") == "" {
		t.Skip("set FOLIO_BATCH_THROUGHPUT=1 to measure batch against in-process extraction")
	}
	dir := corpus.Require(t, "wcxb-dev")
	warc := filepath.Join(t.TempDir(), "wcxb.warc.gz")
	f, _ := os.Create(warc)
	n := corpusWARC(t, warcwrite.New(f, true), dir, 0)
	f.Close()
	pages := make([][]byte, 0, n)
	paths, _ := filepath.Glob(filepath.Join(dir, "*.html.gz"))
	for _, p := range paths {
		data, _ := corpus.Read(p)
		pages = append(pages, data)
	}
	inProcess := func() {
		for _, p := range pages {
			_, _ = extractor.Extract(p, extractor.WithContentType("text/html"))
		}
	}
	batchRun := func(workers int) func() {
		return func() {
			_, err := Run(context.Background(), []string{warc}, nil, io.Discard, Output{}, Options{Workers: workers})
			if err != nil {
				t.Fatal(err)
			}
		}
	}
	defer runtime.GOMAXPROCS(runtime.GOMAXPROCS(0))
	for round := 1; round <= 3; round++ {
		runtime.GOMAXPROCS(1)
		in := measure(inProcess)
		one := measure(batchRun(1))
		runtime.GOMAXPROCS(2)
		two := measure(batchRun(2))
		t.Logf("round %d, %d pages: in-process %.1f pages/s (%.1f per CPU s); batch 1 worker %.1f (%.1f per CPU s) = %.0f%% of in-process (CPU %.0f%%); 2 workers %.1f pages/s = %.2fx one worker",
			round, n, rate(n, in.wall), rate(n, in.cpu), rate(n, one.wall), rate(n, one.cpu),
			100*in.wall.Seconds()/one.wall.Seconds(), 100*in.cpu.Seconds()/one.cpu.Seconds(),
			rate(n, two.wall), one.wall.Seconds()/two.wall.Seconds())
	}
}

type cost struct{ wall, cpu time.Duration }

func measure(fn func()) cost {
	runtime.GC()
	c0, t0 := cpuTime(), time.Now()
	fn()
	return cost{time.Since(t0), cpuTime() - c0}
}

func cpuTime() time.Duration {
	var ru syscall.Rusage
	_ = syscall.Getrusage(syscall.RUSAGE_SELF, &ru)
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}

func rate(n int, d time.Duration) float64 { return float64(n) / d.Seconds() }
