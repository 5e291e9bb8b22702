package prune

import (
	"strings"
	"testing"

	"folio/extractor/internal/classify"
)

func TestLegalBoxes(t *testing.T) {
	desc := `<h1>Red Hills 2</h1><p>` + para("story", 60) + `</p><p>` + para("modes", 40) + `</p>`
	const terms = "Software license terms in game and at the publisher's site"
	legal := `<div id="game_area_legal"><p>` + terms + `; online account terms apply.</p></div>`
	cases := []struct {
		name string
		html string
		typ  classify.PageType
		cut  bool
	}{
		{"a game's licence terms", desc + legal, classify.TypeProduct, true},
		{"a class word between hyphens", desc + `<section class="pdp legal-text"><p>` + terms + `.</p></section>`, classify.TypeProduct, true},
		{"not on an article", desc + legal, classify.TypeArticle, false},
		{"the word inside a longer word", desc + `<div class="labels--legalShipping"><p>` + terms + `.</p></div>`, classify.TypeProduct, false},
		{"a box holding most of the page", `<h1>Terms</h1><div class="legal"><p>` + terms + `. ` + para("terms", 80) + `</p></div>`, classify.TypeProduct, false},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			got := cutTexts(t, c.html, c.typ)
			hit := false
			for _, s := range got {
				hit = hit || strings.Contains(s, "software license terms")
			}
			if hit != c.cut {
				t.Errorf("cuts = %q, want the legal box cut: %v", got, c.cut)
			}
		})
	}
}

// Two legal boxes that are each under legalShare of the content but over
// it together: the share bounds what the rule cuts in all, so one stays.
func TestLegalBoxesShareIsShared(t *testing.T) {
	box := func(w string) string { return `<div class="legal"><p>` + para(w, 45) + `</p></div>` }
	page := `<h1>Red Hills 2</h1><p>` + para("story", 20) + `</p>` + box("licence") + box("privacy")
	got := cutTexts(t, page, classify.TypeProduct)
	n := 0
	for _, s := range got {
		if strings.Contains(s, "licence") || strings.Contains(s, "privacy") {
			n++
		}
	}
	if n != 1 {
		t.Errorf("cuts = %q, want one of the two legal boxes cut", got)
	}
}
