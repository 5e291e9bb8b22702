package library

import (
	"context"
	"fmt"
	"strings"
	"testing"
)

// TestSearchManyMatches searches words that match more pages than
// rankWindow, so that ranking is bounded: a page with the word in its
// title comes first even when it is the oldest, the page that uses the
// word most comes first among the recent others, filters and paging still
// hold, and a rarer word is ranked over every match.
func TestSearchManyMatches(t *testing.T) {
	defer func(w int) { rankWindow = w }(rankWindow)
	rankWindow = 5
	l := openTest(t, t.TempDir())
	ctx := context.Background()
	save := func(title, body string, tags ...string) {
		t.Helper()
		if _, err := l.Save(ctx, Page{Source: "https://port.example/" + strings.ReplaceAll(title, " ", "-"), Title: title, Markdown: body, Tags: tags}); err != nil {
			t.Fatal(err)
		}
	}
	// Saved first, so outside the window of the most recent matches.
	save("The harbour at dawn", "Boats leave the harbour early.")
	save("Lighthouse keeper", "A rare quokka visits the harbour once. "+strings.Repeat("filler words here ", 40))
	for i := 0; i < 12; i++ {
		body := fmt.Sprintf("Page %d mentions the harbour in passing. %s", i, strings.Repeat("filler words here ", 40))
		if i == 9 {
			body = "harbour harbour harbour, a harbour of harbours."
		}
		tags := []string{"misc"}
		if i%2 == 0 {
			tags = []string{"even"}
		}
		save(fmt.Sprintf("Note %d", i), body, tags...)
	}
	hits, err := l.Search(ctx, "harbour", SearchOptions{ListOptions: ListOptions{Limit: 50}})
	if err != nil {
		t.Fatal(err)
	}
	// One title hit, then the five most recent of the others, best first.
	if len(hits) != 6 || hits[0].Title != "The harbour at dawn" || hits[1].Title != "Note 9" {
		t.Fatalf("hits = %v, want the title match, then Note 9 first of 5", titles(hits))
	}
	for _, h := range hits[1:] {
		if h.Title == "Lighthouse keeper" {
			t.Errorf("an old body-only match was ranked: %v", titles(hits))
		}
	}
	// Paging: three at a time gives the same hits in the same order.
	var paged []Hit
	for off := 0; ; off += 3 {
		page, err := l.Search(ctx, "harbour", SearchOptions{ListOptions: ListOptions{Limit: 3, Offset: off}})
		if err != nil {
			t.Fatal(err)
		}
		if len(page) == 0 {
			break
		}
		paged = append(paged, page...)
	}
	if fmt.Sprint(titles(paged)) != fmt.Sprint(titles(hits)) {
		t.Errorf("paged %v, want %v", titles(paged), titles(hits))
	}
	// Filters apply before the window: the five most recent "even" pages.
	even, err := l.Search(ctx, "harbour", SearchOptions{ListOptions: ListOptions{Tag: "even"}})
	if err != nil {
		t.Fatal(err)
	}
	if len(even) != 5 {
		t.Errorf("tag filter: %v, want 5 even notes", titles(even))
	}
	for _, h := range even {
		if len(h.Tags) != 1 || h.Tags[0] != "even" {
			t.Errorf("tag filter let %q through", h.Title)
		}
	}
	// Prefix while typing takes the same path.
	if pre, _ := l.Search(ctx, "harb", SearchOptions{}); len(pre) == 0 || pre[0].Title != "The harbour at dawn" {
		t.Errorf("prefix: %v", titles(pre))
	}
	// Few matches: every one ranked, however old.
	if rare, _ := l.Search(ctx, "quokka harbour", SearchOptions{}); len(rare) != 1 || rare[0].Title != "Lighthouse keeper" {
		t.Errorf("rare word: %v", titles(rare))
	}
}

func titles(hits []Hit) []string {
	out := make([]string, len(hits))
	for i, h := range hits {
		out[i] = h.Title
	}
	return out
}
