package spa

import (
	"path/filepath"
	"strings"
	"testing"

	"folio/internal/corpus"
)

// maxArticleShells bounds the shells Detect may report among article pages
// that all have content (scrapinghub, Mozilla's readability test pages).
const maxArticleShells = 0.01

func TestCorpusArticlesAreNotShells(t *testing.T) {
	if testing.Short() {
		t.Skip("corpus test in -short mode")
	}
	for _, name := range []string{"scrapinghub", "readability-testpages"} {
		t.Run(name, func(t *testing.T) {
			dir := corpusDir(t, name)
			files, _ := filepath.Glob(filepath.Join(dir, "*.html.gz"))
			var pages, shells int
			var which []string
			for _, f := range files {
				if strings.HasSuffix(f, ".expected.html.gz") {
					continue
				}
				page, err := corpus.Read(f)
				if err != nil {
					continue
				}
				pages++
				if d, shell := detect(page); shell {
					shells++
					which = append(which, filepath.Base(f)+" ("+d.Framework+")")
				}
			}
			rate := float64(shells) / float64(max(pages, 1))
			t.Logf("%s: %d of %d article pages detected as shells (%.3f) %v", name, shells, pages, rate, which)
			if rate > maxArticleShells {
				t.Errorf("false shell rate %.3f over %.3f", rate, maxArticleShells)
			}
		})
	}
}
