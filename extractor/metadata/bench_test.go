package metadata

import (
	"bytes"
	"net/url"
	"os"
	"path/filepath"
	"testing"

	"folio/internal/corpus"

	"golang.org/x/net/html"
)

// benchPages loads every 15th wcxb-dev page (100 pages), parsed.
func benchPages(b *testing.B) ([]*html.Node, [][]byte) {
	root := corpusDir(b)
	files, _ := filepath.Glob(filepath.Join(root, "wcxb-dev", "*.html.gz"))
	var docs []*html.Node
	var raw [][]byte
	for i := 0; i < len(files); i += 15 {
		raw = append(raw, corpus.MustRead(b, files[i]))
		docs = append(docs, loadPage(b, files[i]))
	}
	return docs, raw
}

// BenchmarkExtract times Extract per page over a sample of wcxb-dev.
func BenchmarkExtract(b *testing.B) {
	docs, _ := benchPages(b)
	u, _ := url.Parse("https://example.com/2023/04/05/post")
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		Extract(docs[i%len(docs)], u)
	}
}

// BenchmarkParse times the HTML parse of the same pages, the floor the
// pipeline budget is measured against.
func BenchmarkParse(b *testing.B) {
	_, raw := benchPages(b)
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		html.ParseWithOptions(bytes.NewReader(raw[i%len(raw)]), html.ParseOptionEnableScripting(false))
	}
}

// BenchmarkExtractPage times one page: METADATA_PAGE=wcxb-dev/0628.
func BenchmarkExtractPage(b *testing.B) {
	id := os.Getenv("METADATA_PAGE")
	if id == "" {
		b.Skip("set METADATA_PAGE")
	}
	doc := loadPage(b, filepath.Join(corpusDir(b), id+".html.gz"))
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		Extract(doc, nil)
	}
}
