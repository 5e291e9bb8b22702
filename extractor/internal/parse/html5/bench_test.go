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

// BenchmarkTokenize runs the tokenizer alone over the same pages, every
// token read in full as the parser reads it: text, quoted attribute values
// and scripts are most of a page's bytes, so this is where a byte-by-byte
// scan shows (go test -bench Tokenize -benchmem ./extractor/internal/parse/html5).
func BenchmarkTokenize(b *testing.B) {
	paths := corpus.Pages(b, "wcxb-dev")
	var pages [][]byte
	for i, path := range paths {
		if i%(len(paths)/100+1) == 0 {
			pages = append(pages, corpus.MustRead(b, path))
		}
	}
	for b.Loop() {
		for _, p := range pages {
			z := newTokenizer(p)
			for z.Next() != ErrorToken {
				_ = z.Token()
			}
		}
	}
}
