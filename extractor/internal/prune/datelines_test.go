package prune

import (
	"strings"
	"testing"

	"folio/extractor/internal/classify"
)

// TestDatelinesOnLinkedPages: a page whose links make it no prose (a
// blog's linked date and navigation around one story) still loses the
// dateline above its story's first paragraph; one with no story (a
// schedule of dated lines) keeps its dates.
func TestDatelinesOnLinkedPages(t *testing.T) {
	links := ""
	for _, w := range []string{"alpha", "beta", "gamma", "delta", "epsilon", "zeta"} {
		links += `<li><a href="/` + w + `">` + para(w, 8) + `</a></li>`
	}
	const date = "Donnerstag, 31. Mai 2012"
	cases := []struct {
		name string
		html string
		cut  bool
	}{
		{"a dateline above the story", `<p><a href="/news">Neuigkeiten</a></p><p><a href="/2012/05/31">` + date +
			`</a></p><p>` + para("story", 40) + `</p><ul>` + links + `</ul>`, true},
		{"dates of a schedule without a story", `<p><a href="/2012/05/31">` + date + `</a></p><p>` +
			para("game", 6) + `</p><p>Freitag, 1. Juni 2012</p><ul>` + links + `</ul>`, false},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			got := cutTexts(t, c.html, classify.TypeUnknown)
			hit := false
			for _, s := range got {
				hit = hit || strings.Contains(s, "31. mai 2012")
			}
			if hit != c.cut {
				t.Errorf("cuts = %q, want the dateline cut: %v", got, c.cut)
			}
		})
	}
}
