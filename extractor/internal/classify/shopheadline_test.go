package classify

import (
	"strings"
	"testing"

	"golang.org/x/net/html"

	"folio/extractor/internal/dom"
)

func TestRescueShopHeadline(t *testing.T) {
	grid := `<ul><li id="a">Trail runner, blue, size 10: light and quick on rocky paths. $120</li></ul>`
	cases := []struct {
		name string
		page string
		typ  PageType
		want int // chosen blocks after the rescue
	}{
		{"a category's name in its toolbar joins the grid",
			`<div class="toolbar"><h1>Running shoes</h1><span>Sort by</span></div>` + grid, TypeCollection, 2},
		{"a chosen headline already there",
			`<div id="a"><h1>Running shoes</h1><p>All our shoes.</p></div>`, TypeCollection, 1},
		{"a hidden headline stays out",
			`<div hidden><h1>Running shoes</h1></div>` + grid, TypeCollection, 1},
		{"a logo's linked headline stays out",
			`<h1><a href="/">Shoe Shop</a></h1>` + grid, TypeCollection, 1},
		{"product pages are left alone",
			`<div class="toolbar"><h1>Trail runner</h1><span>Add to cart</span></div>` + grid, TypeProduct, 1},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			doc, err := html.Parse(strings.NewReader(`<html><body><main>` + c.page + `</main></body></html>`))
			if err != nil {
				t.Fatal(err)
			}
			x := buildIndex(dom.FindBody(doc))
			opt := routeOptions{pageType: c.typ, softHints: true}
			s := score(x, opt)
			mains := map[int32]float64{}
			for i, n := range x.nodes {
				if dom.Attr(n, "id") == "a" {
					mains[int32(i)] = 1
				}
			}
			rescueShopHeadline(x, s, opt, mains)
			if len(mains) != c.want {
				t.Errorf("%d blocks chosen, want %d", len(mains), c.want)
			}
		})
	}
}
