package gym

import (
	"testing"

	"folio/internal/corpus"
)

func TestLoadWCXB(t *testing.T) {
	dir := corpus.Require(t, "wcxb-dev")
	pages, err := LoadPages(WCXB, dir)
	if err != nil {
		t.Fatal(err)
	}
	empty := 0
	for _, p := range pages {
		if len(Tokens(p.Truth, true)) == 0 {
			empty++
		}
	}
	// README/EXTRACTION.md: 1497 pages, 21 with empty ground truth.
	if len(pages) != 1497 || empty != 21 {
		t.Fatalf("pages=%d empty=%d, want 1497 and 21", len(pages), empty)
	}
}
