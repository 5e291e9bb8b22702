package gym

import (
	"testing"

	"folio/gym/score"
	"folio/internal/corpus"
)

func TestDetectCorpus(t *testing.T) {
	for name, want := range map[string]score.Corpus{"trafilatura-dev": score.Traf, "wcxb-dev": score.WCXB, "scrapinghub": score.ScrapingHub} {
		t.Run(name, func(t *testing.T) {
			dir := corpus.Require(t, name)
			if c, err := detectCorpus(dir); err != nil || c != want {
				t.Fatalf("detectCorpus = %q, %v; want %q", c, err, want)
			}
		})
	}
}
