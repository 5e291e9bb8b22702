package prune

import (
	"testing"

	"golang.org/x/net/html"
)

// TestSellsIsProduct: a page that declares no type but sells one thing
// (classify.Page.Sells) gets the product rules: the size stamped under
// each bit of a kit is cut as on a declared product page.
func TestSellsIsProduct(t *testing.T) {
	kit := `<p>` + serum + `</p><ul>` + bitCard("P2") + bitCard("T5") + bitCard("Y000") + `</ul>`
	for _, c := range []struct {
		name string
		page Page
		want int
	}{
		{"sells one thing", Page{Sells: true}, 3},
		{"declares nothing", Page{}, 0},
	} {
		t.Run(c.name, func(t *testing.T) {
			n := 0
			for _, cut := range Prune([]*html.Node{parseRoot(t, kit)}, nil, c.page) {
				if NormLine(textOf(cut.Node)) == "4 mm" {
					n++
				}
			}
			if n != c.want {
				t.Errorf("cut %d stamps, want %d", n, c.want)
			}
		})
	}
}
