package app

import (
	"context"
	"net/http"
	"net/http/httptest"
	"testing"

	"folio/extractor"
)

// TestEachPageParsedOnce: whatever a web page turns out to be (an article,
// a shell, a page known by its metadata, an article embedded as JSON-LD
// text), the reader parses its HTML once, in the extractor, which decides
// the fallbacks on that one tree; Markdown and text are not parsed as HTML.
func TestEachPageParsedOnce(t *testing.T) {
	pages := map[string]struct {
		ct, body string
		parses   uint64
	}{
		"/article":   {"text/html; charset=utf-8", articleHTML, 1},
		"/shell":     {"text/html", shellHTML, 1},
		"/jsonld":    {"text/html", sparsePages["/jsonld"], 1},
		"/meta":      {"text/html", sparsePages["/meta"], 1},
		"/empty":     {"text/html", sparsePages["/empty"], 1},
		"/doc.md":    {"text/markdown", "# Title\n\nBody <b>html</b>.\n", 0},
		"/notes.txt": {"text/plain", "plain text\n", 0},
	}
	mux := http.NewServeMux()
	for path, p := range pages {
		mux.HandleFunc(path, func(w http.ResponseWriter, r *http.Request) {
			w.Header().Set("Content-Type", p.ct)
			w.Write([]byte(p.body))
		})
	}
	srv := httptest.NewServer(mux)
	defer srv.Close()
	l := NewLoader()
	for path, p := range pages {
		before := extractor.ParseCount()
		doc, err := l.Load(context.Background(), srv.URL+path)
		if err != nil {
			t.Fatalf("%s: %v", path, err)
		}
		if got := extractor.ParseCount() - before; got != p.parses {
			t.Errorf("%s (%s): %d parses, want %d", path, doc.Mode, got, p.parses)
		}
	}
}
