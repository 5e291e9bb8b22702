package metadata

import (
	"bytes"
	"os"
	"path/filepath"
	"sort"
	"testing"
	"time"

	"folio/internal/corpus"

	"golang.org/x/net/html"
)

// TestTimingRatio measures, per wcxb-dev page, Extract time against the
// HTML parse time of the same page, in the same run (so machine load
// affects both): METADATA_TIMING=1 go test -run TestTimingRatio -v
func TestTimingRatio(t *testing.T) {
	if os.Getenv("METADATA_TIMING") == "" {
		t.Skip("set METADATA_TIMING=1")
	}
	root := corpusDir(t)
	files, _ := filepath.Glob(filepath.Join(root, "wcxb-dev", "*.html.gz"))
	var ext, par []time.Duration
	var ratios []float64
	for _, f := range files {
		data := corpus.MustRead(t, f)
		// The minimum of three runs: the machine may be shared.
		var doc *html.Node
		pd, ed := time.Hour, time.Hour
		for range 3 {
			st := time.Now()
			doc, _ = html.ParseWithOptions(bytes.NewReader(data), html.ParseOptionEnableScripting(false))
			pd = min(pd, time.Since(st))
		}
		for range 3 {
			st := time.Now()
			Extract(doc, nil)
			ed = min(ed, time.Since(st))
		}
		ext, par = append(ext, ed), append(par, pd)
		ratios = append(ratios, float64(ed)/float64(pd))
	}
	sort.Slice(ext, func(i, j int) bool { return ext[i] < ext[j] })
	sort.Slice(par, func(i, j int) bool { return par[i] < par[j] })
	sort.Float64s(ratios)
	n := len(ext)
	t.Logf("pages=%d extract p50=%v p90=%v p99=%v | parse p50=%v p90=%v p99=%v | ratio p50=%.3f p90=%.3f p99=%.3f",
		n, ext[n/2], ext[n*9/10], ext[n*99/100], par[n/2], par[n*9/10], par[n*99/100], ratios[n/2], ratios[n*9/10], ratios[n*99/100])
}
