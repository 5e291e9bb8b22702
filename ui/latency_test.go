package ui

import (
	"context"
	"net/http"
	"net/http/httptest"
	"path/filepath"
	"sort"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"folio/app"
	"folio/internal/corpus"
	"folio/ui/mdview"
)

// BenchmarkOpenWebPage measures what a reader waits for: a wcxb-dev page
// served from a local server, from Open until the laid-out view is in the
// window, ready for its first frame (fetch, sniff, extraction, Markdown
// parse, building and measuring the view). Painting is left out: the test
// driver's software painter reloads font faces on every draw and measures
// itself, not the GL driver a person sees. It reports p50 and p90.
//
//	CGO_ENABLED=0 go test -tags ci -run '^$' -bench OpenWebPage ./ui/
func BenchmarkOpenWebPage(b *testing.B) {
	pages := wcxbPages(b, 60)
	srv := httptest.NewServer(http.HandlerFunc(func(rw http.ResponseWriter, r *http.Request) {
		rw.Header().Set("Content-Type", "text/html; charset=utf-8")
		rw.Write(pages[r.URL.Path[1:]])
	}))
	defer srv.Close()
	names := make([]string, 0, len(pages))
	for n := range pages {
		names = append(names, n)
	}
	sort.Strings(names)

	a := test.NewTempApp(b)
	w := New(a, app.NewLoader(), withoutImages())
	w.win.Resize(w.win.Canvas().Size().Max(w.win.Content().MinSize()))
	defer w.win.Close()
	var shown []time.Duration
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		for _, n := range names {
			start := time.Now()
			w.Open(srv.URL + "/" + n)
			w.WaitIdle()
			shown = append(shown, time.Since(start))
		}
	}
	b.StopTimer()
	report(b, shown, "shown")
}

// report adds the p50 and p90 of times, in milliseconds, as metrics.
func report(b *testing.B, times []time.Duration, name string) {
	sort.Slice(times, func(i, j int) bool { return times[i] < times[j] })
	b.ReportMetric(float64(times[len(times)/2].Microseconds())/1000, name+"-p50-ms")
	b.ReportMetric(float64(times[len(times)*9/10].Microseconds())/1000, name+"-p90-ms")
}

// withoutImages keeps images as placeholders: the first frame does not wait
// for them, and on the test driver their loads would call back into
// widgets from other goroutines (its fyne.Do runs at once, unserialised).
func withoutImages() Option {
	return func(w *Window) {
		w.cfg.newView = func(w *Window) docView {
			return mdView{mdview.New(mdview.Options{
				OnLink:    w.followLink,
				LoadImage: func(ctx context.Context, src string) (fyne.Resource, error) { <-ctx.Done(); return nil, ctx.Err() },
			})}
		}
	}
}

// wcxbPages reads the first n wcxb-dev pages, keyed by file name.
func wcxbPages(tb testing.TB, n int) map[string][]byte {
	dir := corpus.Require(tb, "wcxb-dev")
	paths, _ := filepath.Glob(filepath.Join(dir, "*.html.gz"))
	if len(paths) > n {
		paths = paths[:n]
	}
	pages := map[string][]byte{}
	for _, p := range paths {
		pages[filepath.Base(p)] = corpus.MustRead(tb, p)
	}
	return pages
}
