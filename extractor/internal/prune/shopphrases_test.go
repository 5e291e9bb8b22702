package prune

import (
	"strings"
	"testing"

	"folio/extractor/internal/classify"
)

// A shop's recommendation titles in phrases.txt ("Frequently Bought
// Together", "Similar items", "Customers also viewed", "Recently viewed"):
// the title is cut with the block of product links under it. The same
// titles in other languages are in phrases_intl.txt.
func TestShopRecommendationTitles(t *testing.T) {
	for _, name := range []string{"Frequently Bought Together", "Similar Items", "Customers also viewed", "Recently Viewed",
		"Kunden kauften auch", "Produits similaires", "Productos relacionados"} {
		page := `<h1>Pro Tech Toolkit</h1><p>` + para("kit", 60) + `</p><h2>` + name + `</h2>` +
			`<ul><li><a href="/p/mat">Magnetic Project Mat for small screws</a></li>` +
			`<li><a href="/p/clampy">Clampy anti-clamp for screen removal</a></li>` +
			`<li><a href="/p/opener">Jimmy opening tool for tight seams</a></li></ul>` +
			`<h2>Specifications</h2><p>` + para("spec", 40) + `</p>`
		got := cutTexts(t, page, classify.TypeProduct)
		title, links := false, false
		for _, s := range got {
			title = title || strings.Contains(s, strings.ToLower(name))
			links = links || strings.Contains(s, "magnetic project mat")
		}
		if !title || !links {
			t.Errorf("%s: cuts = %q, want the title and its links cut", name, got)
		}
	}
}
