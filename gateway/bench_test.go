package gateway

import (
	"net/http"
	"net/http/httptest"
	"testing"
)

// BenchmarkCacheHit is the handler's own cost for a Markdown answer from
// the cache (no network): what a hit adds to the connection's work.
func BenchmarkCacheHit(b *testing.B) {
	o := newOrigin(b)
	g, _ := newTestGateway(b, o, nil)
	h := g.Handler()
	req := httptest.NewRequest("GET", "http://site.example/article", nil)
	req.Header.Set("Accept", "text/markdown")
	h.ServeHTTP(httptest.NewRecorder(), req) // warm
	b.ReportAllocs()
	for b.Loop() {
		rec := httptest.NewRecorder()
		h.ServeHTTP(rec, req)
		if rec.Code != http.StatusOK {
			b.Fatal(rec.Code)
		}
	}
}
