package sitegen

import (
	"bytes"
	"testing"
	"time"

	"golang.org/x/net/html"

	"folio/extractor/internal/classify"
	"folio/extractor/internal/fingerprint"
	"folio/extractor/templates"
)

type benchPage struct {
	host string
	url  string
	doc  *html.Node
}

// warmCache learns 10 sites' Base layouts past their warm-up and returns
// later pages of those sites.
func warmCache(b *testing.B) (*templates.Cache, []benchPage) {
	cache, err := templates.OpenCache(b.TempDir(), templates.CacheOptions{})
	if err != nil {
		b.Fatal(err)
	}
	var pages []benchPage
	for _, s := range Sites(42, 10) {
		for i := 0; i < 20; i++ {
			p := s.Page(Base, i)
			doc, _ := html.ParseWithOptions(bytes.NewReader(p.HTML), html.ParseOptionEnableScripting(false))
			if i < 10 {
				blocks := classify.Classify(doc, classify.Options{URL: p.URL})
				cache.Learn(p.Host, fingerprint.Sketch(doc), doc, toBlocks(blocks), nil)
				continue
			}
			pages = append(pages, benchPage{p.Host, p.URL, doc})
		}
	}
	return cache, pages
}

// BenchmarkCachedPath times what a served page costs: sketch, probe, apply.
func BenchmarkCachedPath(b *testing.B) {
	cache, pages := warmCache(b)
	b.ResetTimer()
	for i := 0; b.Loop(); i++ {
		p := pages[i%len(pages)]
		if lt, _, ok := cache.Lookup(p.host, fingerprint.Sketch(p.doc)); ok {
			lt.Apply(p.doc)
		}
	}
}

// BenchmarkClassify times the classify stage on the same pages.
func BenchmarkClassify(b *testing.B) {
	_, pages := warmCache(b)
	b.ResetTimer()
	for i := 0; b.Loop(); i++ {
		p := pages[i%len(pages)]
		classify.Classify(p.doc, classify.Options{URL: p.url})
	}
}

// BenchmarkStages splits the cached path: sketch alone, lookup alone, apply
// alone; and interleaves the cached path with classify on each page so that
// both see the same machine load, reporting the ratio as "speedup".
func BenchmarkStages(b *testing.B) {
	cache, pages := warmCache(b)
	fps := make([]fingerprint.Fingerprint, len(pages))
	lts := make([]templates.LearnedTemplate, len(pages))
	for i, p := range pages {
		fps[i] = fingerprint.Sketch(p.doc)
		lts[i], _, _ = cache.Lookup(p.host, fps[i])
	}
	b.Run("sketch", func(b *testing.B) {
		for i := 0; b.Loop(); i++ {
			fingerprint.Sketch(pages[i%len(pages)].doc)
		}
	})
	b.Run("lookup", func(b *testing.B) {
		for i := 0; b.Loop(); i++ {
			cache.Lookup(pages[i%len(pages)].host, fps[i%len(pages)])
		}
	})
	b.Run("apply", func(b *testing.B) {
		for i := 0; b.Loop(); i++ {
			lts[i%len(pages)].Apply(pages[i%len(pages)].doc)
		}
	})
	b.Run("interleaved", func(b *testing.B) {
		var cached, full time.Duration
		for i := 0; b.Loop(); i++ {
			p := pages[i%len(pages)]
			t0 := time.Now()
			if lt, _, ok := cache.Lookup(p.host, fingerprint.Sketch(p.doc)); ok {
				lt.Apply(p.doc)
			}
			t1 := time.Now()
			classify.Classify(p.doc, classify.Options{URL: p.url})
			cached, full = cached+t1.Sub(t0), full+time.Since(t1)
		}
		b.ReportMetric(float64(full)/float64(cached), "speedup")
		b.ReportMetric(float64(cached.Microseconds())/float64(b.N), "cached-µs/page")
	})
}
