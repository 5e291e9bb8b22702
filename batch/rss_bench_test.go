package batch

import (
	"bufio"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"

	"folio/internal/corpus"
	"folio/internal/warcwrite"
)

// rssWARCSize is the size of the WARC BenchmarkPeakRSS writes.
const rssWARCSize = 1 << 30

// BenchmarkPeakRSS measures the peak resident memory of `folio-extract
// batch` (built from this module) over a 1 GiB uncompressed WARC written
// in a temporary folder from wcxb-dev's pages (repeated, each record with
// its own URL and id) and deleted afterwards, once writing JSON Lines and
// once Parquet, on every core. The target is under 300 MB whatever the
// pages; the reader holds one record, and at most 4 per worker are in
// flight.
//
//	go test -run '^$' -bench PeakRSS -benchtime 1x ./batch/
func BenchmarkPeakRSS(b *testing.B) {
	pages := corpus.Pages(b, "wcxb-dev")
	dir := b.TempDir()
	warc := filepath.Join(dir, "1gib.warc")
	n := writeBigWARC(b, warc, pages, rssWARCSize)
	bin := filepath.Join(dir, "folio-extract")
	build := exec.Command("go", "build", "-o", bin, "./cmd/folio-extract")
	build.Dir, build.Env = "..", append(os.Environ(), "CGO_ENABLED=0")
	if out, err := build.CombinedOutput(); err != nil {
		b.Fatalf("building folio-extract: %v\n%s", err, out)
	}
	b.ResetTimer()
	for range b.N {
		for _, format := range []string{"jsonl", "parquet"} {
			out := filepath.Join(dir, "out."+format)
			rss, elapsed := peakRSS(b, bin, "batch", "--quiet", "--overwrite", "-o", out, warc)
			_ = os.Remove(out)
			b.ReportMetric(rss/(1<<20), format+"-peak-RSS-MB")
			b.ReportMetric(highWaterMark()/(1<<20), "bench-own-peak-MB")
			b.ReportMetric(float64(n)/elapsed.Seconds(), format+"-pages/s")
		}
	}
	b.ReportMetric(float64(n), "pages")
	b.ReportMetric(0, "ns/op")
}

// writeBigWARC writes pages round after round as response records until
// the file reaches size bytes, returning the number of records.
func writeBigWARC(tb testing.TB, path string, pages []string, size int64) int {
	f, err := os.Create(path)
	if err != nil {
		tb.Fatal(err)
	}
	defer f.Close()
	bw := bufio.NewWriterSize(f, 1<<20)
	w := warcwrite.New(bw, false)
	w.Warcinfo()
	var n int
	for written := int64(0); written < size; n++ {
		// Read again each round, not kept: see peakRSS.
		i := n % len(pages)
		data, err := corpus.Read(pages[i])
		if err != nil {
			tb.Fatal(err)
		}
		w.Response("https://big.example/"+strings.TrimSuffix(filepath.Base(pages[i]), ".html.gz")+"?round="+strconv.Itoa(n/len(pages)), "text/html", data)
		written += int64(len(data)) + 600 // WARC and HTTP headers
	}
	if err := w.Close(); err != nil {
		tb.Fatal(err)
	}
	if err := bw.Flush(); err != nil {
		tb.Fatal(err)
	}
	return n
}

// peakRSS runs a command and returns its peak resident memory in bytes
// (getrusage's ru_maxrss of the child) and its wall time. Go starts a
// child with vfork, and Linux carries the parent's high-water mark into
// the child's ru_maxrss at exec: the benchmark keeps its own memory small
// (the pages are not held) and fails when its own mark could hide the
// child's.
func peakRSS(tb testing.TB, name string, args ...string) (float64, time.Duration) {
	own := highWaterMark()
	cmd := exec.Command(name, args...)
	cmd.Stderr = os.Stderr
	start := time.Now()
	if err := cmd.Run(); err != nil {
		tb.Fatalf("%s %v: %v", name, args, err)
	}
	ru, ok := cmd.ProcessState.SysUsage().(*syscall.Rusage)
	if !ok {
		tb.Skip("no rusage on this system")
	}
	rss := float64(ru.Maxrss) * 1024 // Linux reports KiB
	if own > 0 && rss <= own {
		tb.Fatalf("the child's peak (%.0f MB) is the benchmark's own (%.0f MB): not measured", rss/(1<<20), own/(1<<20))
	}
	return rss, time.Since(start)
}

// highWaterMark is this process's peak resident memory in bytes (VmHWM),
// 0 where /proc is absent.
func highWaterMark() float64 {
	data, err := os.ReadFile("/proc/self/status")
	if err != nil {
		return 0
	}
	for _, line := range strings.Split(string(data), "\n") {
		if f := strings.Fields(line); len(f) >= 2 && f[0] == "VmHWM:" {
			kb, _ := strconv.ParseFloat(f[1], 64)
			return kb * 1024
		}
	}
	return 0
}
