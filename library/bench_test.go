package library

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"
	"time"

	"folio/internal/cputime"
)

// words is a vocabulary for generated articles: common words and a few
// rare ones, so that searches hit many entries or few.
var words = strings.Fields(`the of and a to in is you that it he was for on are as with his they
at be this have from or one had by word but not what all were we when your can said there use an
each which she do how their if will up other about out many then them these so some her would make
like him into time has look two more write go see number no way could people my than first water
been call who oil its now find long down day did get come made may part bread river mountain
harbour kite glacier violin orchard lantern compass meadow falcon quarry tundra`)

// writeArticles writes n generated articles of about 600 words, as Save
// would, straight into dir.
func writeArticles(tb testing.TB, dir string, n int) {
	tb.Helper()
	for i := 0; i < n; i++ {
		site := fmt.Sprintf("site%02d.example", i%40)
		os.MkdirAll(filepath.Join(dir, site), 0o755)
		var b strings.Builder
		fmt.Fprintf(&b, "---\nsource: https://%s/%d\ntitle: Article %d about %s\nsaved: 2026-01-02T03:04:05Z\n---\n\n", site, i, i, words[i%len(words)])
		for p := 0; p < 6; p++ {
			for w := 0; w < 100; w++ {
				b.WriteString(words[(i*7+p*13+w*w)%len(words)])
				b.WriteByte(' ')
			}
			b.WriteString("\n\n")
		}
		if err := os.WriteFile(filepath.Join(dir, site, fmt.Sprintf("a%05d.md", i)), []byte(b.String()), 0o644); err != nil {
			tb.Fatal(err)
		}
	}
}

// BenchmarkLibrary10k measures the targets of a 10,000-article library:
// a full index rebuild, opening the library view (counting the entries and
// reading the first page of 200, as the dialog does), the sync the view
// then runs in the background (a walk of the folder),
// and search latency (p50 and p99 over 200 queries of two common words,
// each matching most of the library). The machine is shared, so each
// phase also reports the CPU time the process spent (*-cpu-*): wall time
// over CPU time says how much of the wait was other processes'.
// FOLIO_LIBRARY_N changes the size.
func BenchmarkLibrary10k(b *testing.B) {
	n := 10000
	if v := os.Getenv("FOLIO_LIBRARY_N"); v != "" {
		fmt.Sscan(v, &n)
	}
	dir := b.TempDir()
	writeArticles(b, dir, n)
	ctx := context.Background()
	b.ResetTimer()
	for b.Loop() {
		os.RemoveAll(filepath.Join(dir, indexDir))
		start, cpu := time.Now(), cputime.Process()
		l, err := Open(ctx, dir)
		if err != nil {
			b.Fatal(err)
		}
		b.ReportMetric(time.Since(start).Seconds(), "rebuild-s")
		b.ReportMetric((cputime.Process() - cpu).Seconds(), "rebuild-cpu-s")
		start, cpu = time.Now(), cputime.Process()
		total, err := l.Count(ctx, ListOptions{})
		es, err2 := l.List(ctx, ListOptions{Limit: 200})
		if err != nil || err2 != nil || total != n || len(es) != 200 {
			b.Fatal(total, len(es), err, err2)
		}
		b.ReportMetric(float64(time.Since(start).Microseconds())/1000, "view-open-ms")
		b.ReportMetric(float64((cputime.Process()-cpu).Microseconds())/1000, "view-open-cpu-ms")
		start, cpu = time.Now(), cputime.Process()
		if _, err := l.Sync(ctx); err != nil {
			b.Fatal(err)
		}
		b.ReportMetric(float64(time.Since(start).Microseconds())/1000, "sync-ms")
		b.ReportMetric(float64((cputime.Process()-cpu).Microseconds())/1000, "sync-cpu-ms")
		var lat []time.Duration
		cpu = cputime.Process()
		for q := 0; q < 200; q++ {
			start = time.Now()
			if _, err := l.Search(ctx, words[q%len(words)]+" "+words[(q*3)%len(words)], SearchOptions{}); err != nil {
				b.Fatal(err)
			}
			lat = append(lat, time.Since(start))
		}
		b.ReportMetric(float64((cputime.Process()-cpu).Microseconds())/1000/200, "search-cpu-ms/query")
		sort.Slice(lat, func(i, j int) bool { return lat[i] < lat[j] })
		b.ReportMetric(float64(lat[len(lat)/2].Microseconds())/1000, "search-p50-ms")
		b.ReportMetric(float64(lat[len(lat)*99/100].Microseconds())/1000, "search-p99-ms")
		l.Close()
	}
}
