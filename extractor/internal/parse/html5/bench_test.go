package html5

import (
	"context"
	"testing"

	"folio/internal/corpus"
)

// BenchmarkParse parses 100 wcxb-dev pages with x/net/html and with this
// package: go test -bench Parse -benchmem ./extractor/internal/parse/html5
func BenchmarkParse(b *testing.B) {
	paths := corpus.Pages(b, "wcxb-dev")
	var pages [][]byte
	for i, path := range paths {
		if i%(len(paths)/100+1) == 0 {
			pages = append(pages, corpus.MustRead(b, path))
		}
	}
	b.Run("x-net-html", func(b *testing.B) {
		for b.Loop() {
			for _, p := range pages {
				_, _ = reference(p)
			}
		}
	})
	b.Run("html5", func(b *testing.B) {
		for b.Loop() {
			for _, p := range pages {
				_, _ = Parse(context.Background(), p, 0)
			}
		}
	})
}
