package metadata

import (
	"os"
	"path/filepath"
	"testing"

	"golang.org/x/net/html"
)

// BenchmarkBareWalk times a walk that only visits every node of a page
// (METADATA_PAGE), the floor for any one-pass stage.
func BenchmarkBareWalk(b *testing.B) {
	id := os.Getenv("METADATA_PAGE")
	if id == "" {
		b.Skip()
	}
	doc := loadPage(b, filepath.Join(corpusDir(b), id+".html.gz"))
	var n, tb int
	var walk func(*html.Node)
	walk = func(x *html.Node) {
		for c := x.FirstChild; c != nil; c = c.NextSibling {
			n++
			if c.Type == html.TextNode {
				tb += len(c.Data)
			}
			walk(c)
		}
	}
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		n, tb = 0, 0
		walk(doc)
	}
	b.ReportMetric(float64(n), "nodes")
	b.ReportMetric(float64(tb), "textbytes")
}

// BenchmarkParts times Extract's parts on one page (METADATA_PAGE): the
// walk, the JSON-LD parse, and the field decisions.
func BenchmarkParts(b *testing.B) {
	id := os.Getenv("METADATA_PAGE")
	if id == "" {
		b.Skip()
	}
	doc := loadPage(b, filepath.Join(corpusDir(b), id+".html.gz"))
	s := collect(doc)
	b.Run("collect", func(b *testing.B) {
		for i := 0; i < b.N; i++ {
			collect(doc)
		}
	})
	b.Run("jsonld", func(b *testing.B) {
		n := 0
		for _, x := range s.jsonld {
			n += len(x)
		}
		b.ReportMetric(float64(n), "ldbytes")
		for i := 0; i < b.N; i++ {
			parseJSONLD(s.jsonld)
		}
	})
	ld := parseJSONLD(s.jsonld)
	b.Run("fields", func(b *testing.B) {
		for i := 0; i < b.N; i++ {
			site := siteNameFrom(s, ld)
			titleFrom(s, ld, siteNames(s, ld, site, nil), nil)
			authorFrom(s, ld, site)
			publishedFrom(s, ld, nil)
		}
	})
}
