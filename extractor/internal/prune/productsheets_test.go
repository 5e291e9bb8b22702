package prune

import (
	"strings"
	"testing"

	"folio/extractor/internal/classify"
)

// TestProductSheets: on a product's page a box named a modal alone is left
// to the classifier, which kept it; named for another discard concept too,
// or on another page type, it is cut as before.
func TestProductSheets(t *testing.T) {
	desc := `<h1>Kallax Shelf Unit</h1><p>` + para("shelf", 60) + `</p>`
	sheet := `<div class="product-details-modal"><h3>Materials and care</h3><p>Particleboard, fibreboard, paper foil and acrylic paint.</p></div>`
	prompt := `<div class="newsletter-modal"><h3>Stay in the loop</h3><p>Particleboard news, fibreboard deals and acrylic offers.</p></div>`
	for _, c := range []struct {
		name string
		html string
		typ  classify.PageType
		cut  bool
	}{
		{"a product's details sheet", desc + sheet, classify.TypeProduct, false},
		{"the same box beside an article", desc + sheet, classify.TypeArticle, true},
		{"a newsletter prompt in a modal", desc + prompt, classify.TypeProduct, true},
	} {
		t.Run(c.name, func(t *testing.T) {
			hit := false
			for _, s := range cutTexts(t, c.html, c.typ) {
				hit = hit || strings.Contains(s, "particleboard")
			}
			if hit != c.cut {
				t.Errorf("box cut: %v, want %v", hit, c.cut)
			}
		})
	}
}

func TestProductSheetNames(t *testing.T) {
	for _, c := range []struct {
		class, id string
		want      bool
	}{
		{"pdp-product-details-modal", "", true},
		{"size-guide", "measurements-modal", true},
		{"share-modal", "", false},
		{"modal", "newsletter", false},
		{"product-details", "", false},
		// the classifier's reading (classify.ProductSheet): a consent
		// word is hard there, and a sheet's word starts a class word
		{"cookie-modal", "", false},
		{"productmodal", "", false},
		{"js-modal-open", "", true},
	} {
		if got := productSheet(c.class, c.id); got != c.want {
			t.Errorf("productSheet(%q, %q) = %v, want %v", c.class, c.id, got, c.want)
		}
	}
}
