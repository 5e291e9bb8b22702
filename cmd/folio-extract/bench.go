package main

import (
	"bytes"
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"runtime"
	"sort"
	"strings"
	"time"

	"golang.org/x/net/html"

	"folio/extractor"
)

const benchUsage = `usage: folio-extract bench [--runs N] [--profile NAME] [--cpuprofile FILE] [--memprofile FILE] DIR...

Times the extractor in-process over every .html and .html.gz page in the
folders, and the HTML parse alone (golang.org/x/net/html) over the same
pages, page by page and interleaved so that machine load hits both alike;
"own parse" is the extractor's own parse stage, timed inside each
extraction. With --runs N each page's time is the fastest of N runs. The
last line is machine-readable. --cpuprofile and --memprofile write pprof
profiles of a separate pass of extractions (go tool pprof FILE).
`

func benchCommand(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("bench", flag.ContinueOnError)
	fs.SetOutput(stderr)
	fs.Usage = func() { fmt.Fprint(stderr, benchUsage) }
	runs := fs.Int("runs", 1, "runs per page; the fastest counts")
	profile := fs.String("profile", "main", "extraction profile")
	cpuProfile := fs.String("cpuprofile", "", "write a CPU profile of the extractions to `FILE`")
	memProfile := fs.String("memprofile", "", "write an allocation profile of the extractions to `FILE`")
	if err := fs.Parse(args); err != nil {
		if err == flag.ErrHelp {
			return exitOK
		}
		return exitUsage
	}
	prof, err := extractor.ParseProfile(*profile)
	if fs.NArg() == 0 || *runs < 1 || err != nil {
		fmt.Fprint(stderr, benchUsage)
		return exitUsage
	}
	pages, err := loadPages(fs.Args())
	if err != nil {
		return failf(stderr, exitError, "%v", err)
	}
	if len(pages) == 0 {
		return failf(stderr, exitError, "no .html or .html.gz pages in %s", strings.Join(fs.Args(), ", "))
	}
	b := &bench{pages: pages, profile: prof}
	b.warmUp()
	if *cpuProfile != "" || *memProfile != "" {
		if err := b.profileTo(*cpuProfile, *memProfile); err != nil {
			return failf(stderr, exitError, "%v", err)
		}
		return exitOK
	}
	parse, full := b.measure(*runs)
	b.report(stdout, parse, full)
	if b.failures > 0 {
		fmt.Fprintf(stderr, "folio-extract: bench: %d pages returned an error\n", b.failures/(*runs+1))
	}
	return exitOK
}

type page struct {
	name string
	data []byte
}

// loadPages reads and decompresses every page first, so that the timings
// cover only parsing and extraction.
func loadPages(dirs []string) ([]page, error) {
	var pages []page
	for _, dir := range dirs {
		err := filepath.WalkDir(dir, func(path string, d os.DirEntry, err error) error {
			if err != nil || d.IsDir() {
				return err
			}
			name := d.Name()
			if !(strings.HasSuffix(name, ".html") || strings.HasSuffix(name, ".html.gz")) ||
				strings.Contains(name, ".expected.") {
				return nil
			}
			f, err := os.Open(path)
			if err != nil {
				return err
			}
			defer f.Close()
			data, err := readMaybeGzip(f, 0)
			if err != nil {
				return fmt.Errorf("%s: %w", path, err)
			}
			pages = append(pages, page{name: path, data: data})
			return nil
		})
		if err != nil {
			return nil, err
		}
	}
	return pages, nil
}

type bench struct {
	pages     []page
	profile   extractor.Profile
	failures  int
	lastParse time.Duration // the extractor's own parse in the last extract
}

// stats holds per-page times and allocations for one function.
type stats struct {
	times  []time.Duration // per page, fastest of the runs
	allocs uint64          // mallocs per page
	// own is, for the extractions, the extractor's own parse (its
	// Timings.Parse) per page, fastest of the runs.
	own []time.Duration
}

func (b *bench) parseOnly(p page) {
	_, _ = html.ParseWithOptions(bytes.NewReader(p.data), html.ParseOptionEnableScripting(false))
}

func (b *bench) extract(p page) {
	res, err := extractor.Extract(p.data, extractor.WithProfile(b.profile))
	if err != nil {
		b.failures++
		b.lastParse = 0
		return
	}
	b.lastParse = res.Timings.Parse
}

// warmUp runs a slice of the corpus once so that the first timed pages do
// not pay for cold caches and heap growth.
func (b *bench) warmUp() {
	n := min(len(b.pages), 50)
	for _, p := range b.pages[:n] {
		b.parseOnly(p)
		b.extract(p)
	}
}

// measure times parse and extraction page by page, interleaved, so that
// load from other processes falls on both alike and their ratio holds; then
// counts allocations in one untimed pass each.
func (b *bench) measure(runs int) (parse, full stats) {
	parse.times = make([]time.Duration, len(b.pages))
	full.times = make([]time.Duration, len(b.pages))
	full.own = make([]time.Duration, len(b.pages))
	for r := 0; r < runs; r++ {
		for i, p := range b.pages {
			keepFastest(&parse.times[i], r, timed(b.parseOnly, p))
			keepFastest(&full.times[i], r, timed(b.extract, p))
			keepFastest(&full.own[i], r, b.lastParse)
		}
	}
	parse.allocs = b.allocsPerPage(b.parseOnly)
	full.allocs = b.allocsPerPage(b.extract)
	return parse, full
}

func timed(fn func(page), p page) time.Duration {
	start := time.Now()
	fn(p)
	return time.Since(start)
}

func keepFastest(slot *time.Duration, run int, d time.Duration) {
	if run == 0 || d < *slot {
		*slot = d
	}
}

func (b *bench) allocsPerPage(fn func(page)) uint64 {
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	for _, p := range b.pages {
		fn(p)
	}
	runtime.ReadMemStats(&after)
	return (after.Mallocs - before.Mallocs) / uint64(len(b.pages))
}

func (b *bench) report(w io.Writer, parse, full stats) {
	pt, ft := sorted(parse.times), sorted(full.times)
	var total time.Duration
	for _, d := range ft {
		total += d
	}
	us := func(d time.Duration) int64 { return d.Microseconds() }
	fmt.Fprintf(w, "pages:        %d\n", len(ft))
	fmt.Fprintf(w, "throughput:   %.1f pages/s (one goroutine)\n", float64(len(ft))/total.Seconds())
	fmt.Fprintf(w, "extract:      p50 %v  p90 %v  p99 %v  max %v\n", pct(ft, 50), pct(ft, 90), pct(ft, 99), ft[len(ft)-1])
	fmt.Fprintf(w, "parse alone:  p50 %v  p90 %v  p99 %v  max %v\n", pct(pt, 50), pct(pt, 90), pct(pt, 99), pt[len(pt)-1])
	fmt.Fprintf(w, "ratio:        p50 %.2fx  p99 %.2fx (extract / parse alone)\n",
		ratio(pct(ft, 50), pct(pt, 50)), ratio(pct(ft, 99), pct(pt, 99)))
	ot := sorted(full.own)
	fmt.Fprintf(w, "own parse:    p50 %v  p99 %v (the extractor's parser, inside extract: %.2fx / %.2fx of extract)\n",
		pct(ot, 50), pct(ot, 99), ratio(pct(ot, 50), pct(ft, 50)), ratio(pct(ot, 99), pct(ft, 99)))
	fmt.Fprintf(w, "allocations:  %d per page (parse alone: %d)\n", full.allocs, parse.allocs)
	fmt.Fprintf(w, "bench: pages=%d p50_us=%d p90_us=%d p99_us=%d parse_p50_us=%d parse_p99_us=%d allocs_per_page=%d own_parse_p50_us=%d own_parse_p99_us=%d\n",
		len(ft), us(pct(ft, 50)), us(pct(ft, 90)), us(pct(ft, 99)), us(pct(pt, 50)), us(pct(pt, 99)), full.allocs,
		us(pct(ot, 50)), us(pct(ot, 99)))
}

func sorted(ts []time.Duration) []time.Duration {
	out := append([]time.Duration(nil), ts...)
	sort.Slice(out, func(i, j int) bool { return out[i] < out[j] })
	return out
}

// pct returns the p-th percentile (nearest rank) of sorted durations.
func pct(sorted []time.Duration, p int) time.Duration {
	i := (len(sorted)*p + 99) / 100
	return sorted[max(0, min(len(sorted)-1, i-1))]
}

func ratio(a, b time.Duration) float64 {
	if b == 0 {
		return 0
	}
	return float64(a) / float64(b)
}
