package score

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

func TestLoadTraf(t *testing.T) {
	dir := corpus.Require(t, "trafilatura-dev")
	pages, err := LoadPages(Traf, dir)
	if err != nil {
		t.Fatal(err)
	}
	hard, declared := 0, 0
	for _, p := range pages {
		if len(p.With) == 0 || len(p.Without) == 0 || p.Truth != "" {
			t.Fatalf("%s: with %d, without %d, truth %q", p.ID, len(p.With), len(p.Without), p.Truth)
		}
		if p.Type == "hard" {
			hard++
			if p.URL != "" {
				t.Fatalf("%s: hard page with address %q", p.ID, p.URL)
			}
			if p.Host != "" {
				declared++
			}
		}
	}
	// README: 511 pages; 17 of them are hard:: pages without an address.
	if len(pages) != 511 || hard != 17 {
		t.Fatalf("pages=%d hard=%d, want 511 and 17", len(pages), hard)
	}
	// 16 of them declare their address in their head; 0962's one <base>
	// is relative (its absolute one is commented out).
	if declared != 16 {
		t.Errorf("%d hard pages with a declared host, want 16", declared)
	}
}
