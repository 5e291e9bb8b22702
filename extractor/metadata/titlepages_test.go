package metadata

import (
	"net/url"
	"path/filepath"
	"testing"

	"golang.org/x/net/html"
)

// titlePage is a wcxb-dev page with a title label, read as the title
// analyses (TestTitleMissKinds, TestTitleOracle) read it.
type titlePage struct {
	corpusPage
	label   string // the title label, folded (foldText)
	u       *url.URL
	doc     *html.Node
	read    Reading // the walk's reading: read.Metadata.Title is Extract's title
	settled string  // the title the extractor reports, settled after classification
}

// eachTitlePage calls f for every wcxb-dev page whose title label is not
// empty, in the corpus's order, or skips when the corpus is absent.
func eachTitlePage(t *testing.T, f func(p titlePage)) {
	t.Helper()
	dir := filepath.Join(corpusDir(t), "wcxb-dev")
	for _, p := range wcxbPages(t, dir) {
		label := foldText(p.truth["title"])
		if label == "" {
			continue
		}
		u, _ := url.Parse(p.url)
		doc := loadPage(t, filepath.Join(dir, p.id+".html.gz"))
		r := Read(doc, u)
		f(titlePage{corpusPage: p, label: label, u: u, doc: doc, read: r, settled: settledTitle(r, doc, u)})
	}
}
