package app

import (
	"context"
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"path/filepath"
	"sort"
	"strings"
	"testing"
	"time"

	"folio/internal/corpus"
)

// corpusDir finds ../shared/corpus/<name> beside the module root, or skips.
func corpusDir(tb testing.TB, name string) string {
	tb.Helper()
	return corpus.Require(tb, name)
}

// corpusServer serves wcxb-dev pages as text/html under /<id>, gunzipped
// once up front so that the timings measure the loader, not the disk.
func corpusServer(tb testing.TB, limit int) (*httptest.Server, []string) {
	dir := corpusDir(tb, "wcxb-dev")
	files, _ := filepath.Glob(filepath.Join(dir, "*.html.gz"))
	sort.Strings(files)
	if limit > 0 && len(files) > limit {
		files = files[:limit]
	}
	pages := map[string][]byte{}
	var ids []string
	for _, f := range files {
		id := strings.TrimSuffix(filepath.Base(f), ".html.gz")
		if data, err := corpus.Read(f); err == nil {
			pages[id] = data
			ids = append(ids, id)
		}
	}
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/html; charset=utf-8")
		w.Write(pages[strings.TrimPrefix(r.URL.Path, "/")])
	}))
	tb.Cleanup(srv.Close)
	return srv, ids
}

// TestCorpusLoad loads every wcxb-dev page through a local server and
// reports the modes chosen and the time from request to Document.
func TestCorpusLoad(t *testing.T) {
	if testing.Short() {
		t.Skip("corpus test in -short mode")
	}
	srv, ids := corpusServer(t, 0)
	l := NewLoader()
	modes := map[Mode]int{}
	var times []time.Duration
	var errs []string
	for _, id := range ids {
		start := time.Now()
		doc, err := l.Load(context.Background(), srv.URL+"/"+id)
		times = append(times, time.Since(start))
		if err != nil {
			errs = append(errs, id+": "+err.Error())
			continue
		}
		modes[doc.Mode]++
	}
	sort.Slice(times, func(i, j int) bool { return times[i] < times[j] })
	m, _ := json.Marshal(modes)
	t.Logf("wcxb-dev through the loader: %d pages, modes %s", len(ids), m)
	t.Logf("request to Document: p50 %v, p90 %v, p99 %v, max %v", pct(times, 50), pct(times, 90), pct(times, 99), times[len(times)-1])
	if len(errs) > 0 {
		t.Errorf("%d pages failed, e.g. %v", len(errs), errs[:min(len(errs), 5)])
	}
	if frac := float64(modes[ModeConverted]) / float64(len(ids)); frac < 0.9 {
		t.Errorf("only %.2f of pages converted", frac)
	}
}

func pct(sorted []time.Duration, p int) time.Duration {
	if len(sorted) == 0 {
		return 0
	}
	return sorted[min(len(sorted)-1, len(sorted)*p/100)]
}

// BenchmarkLoadCorpus measures one Load (HTTP on loopback, sniffing,
// extraction, fallback) per wcxb-dev page, cycling through 200 pages.
func BenchmarkLoadCorpus(b *testing.B) {
	srv, ids := corpusServer(b, 200)
	l := NewLoader()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if _, err := l.Load(context.Background(), srv.URL+"/"+ids[i%len(ids)]); err != nil {
			b.Fatal(err)
		}
	}
}
