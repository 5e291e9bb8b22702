package prune

import (
	"testing"

	"golang.org/x/net/html"

	"folio/extractor/internal/classify"
)

// TestProductStateKept: on a product's page the buy box's parts a
// Bootstrap theme hides until its script shows them (the chosen variant's
// price, a stock message) stay; elsewhere d-none text goes, and a skip
// link goes everywhere.
func TestProductStateKept(t *testing.T) {
	box := `<a class="skip-link" href="#main">Skip to main content</a>` + article +
		`<div class="d-none"><span class="price">$35.00</span><p>Only a few left in this colour</p></div>`
	for _, c := range []struct {
		name    string
		page    Page
		wantDiv bool // the d-none box is cut
	}{
		{"declared product", Page{Type: classify.TypeProduct}, false},
		{"sells one thing", Page{Sells: true}, false},
		{"article", Page{Type: classify.TypeArticle}, true},
		{"declares nothing", Page{}, true},
	} {
		t.Run(c.name, func(t *testing.T) {
			var div, skip bool
			for _, cut := range Prune([]*html.Node{parseRoot(t, box)}, nil, c.page) {
				switch cut.Node.Data {
				case "div":
					div = true
				case "a":
					skip = true
				}
			}
			if div != c.wantDiv {
				t.Errorf("d-none box cut = %v, want %v", div, c.wantDiv)
			}
			if !skip {
				t.Error("skip link kept")
			}
		})
	}
}
