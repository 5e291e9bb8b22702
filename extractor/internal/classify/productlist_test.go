package classify

import (
	"strings"
	"testing"

	"golang.org/x/net/html"
)

// productLD is a JSON-LD script declaring n Products, in a ProductGroup's
// variants when group is set.
func productLD(n int, group bool) string {
	items := strings.TrimSuffix(strings.Repeat(`{"@type":"Product","name":"Home","offers":{"@type":"Offer","price":"450000"}},`, n), ",")
	if group {
		return `<script type="application/ld+json">{"@type":"ProductGroup","hasVariant":[` + items + `]}</script>`
	}
	return `<script type="application/ld+json">[` + items + `]</script>`
}

func TestProductList(t *testing.T) {
	cases := []struct {
		name, head string
		want       bool
	}{
		{"a grid of homes, each a Product", productLD(12, false), true},
		{"one product", productLD(1, false), false},
		{"a product's few variants", productLD(OneProductMax, false), false},
		{"a ProductGroup's variants", productLD(12, true), false},
		{"a page saying og:type product", `<meta property="og:type" content="product">` + productLD(12, false), false},
		// A product's page may declare the items of its "similar items"
		// carousel as Products of its own: that carousel is the
		// recommendation widget shop.go cuts.
		{"a product with its similar items", `<script type="application/ld+json">{"@type":"Product","name":"Kettle","isSimilarTo":[` +
			strings.TrimSuffix(strings.Repeat(`{"@type":"Product","name":"Other kettle"},`, 8), ",") + `]}</script>`, false},
		{"a product with its related items", `<script type="application/ld+json">{"@type":"Product","name":"Kettle","isRelatedTo":[` +
			strings.TrimSuffix(strings.Repeat(`{"@type":"Product","name":"Mug"},`, 8), ",") + `]}</script>`, false},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			doc, err := html.Parse(strings.NewReader(`<html><head>` + c.head + `</head><body><p>x</p></body></html>`))
			if err != nil {
				t.Fatal(err)
			}
			if got := readSignals(doc, "").productList(); got != c.want {
				t.Errorf("productList = %v, want %v", got, c.want)
			}
		})
	}
}

// On a page routed as a product because its JSON-LD lists products, a
// carousel is a row of the listing, not a recommendation widget.
func TestCarouselOfAProductList(t *testing.T) {
	x := indexPage(t, `<html><body><main><h1>Homes for sale</h1><p>`+
		strings.Repeat("Homes in the city sell within a month on average, and prices rose five percent this year. ", 8)+`</p>`+
		`<div id="row" class="carousel"><div class="card"><a href="/home/1">12 Elm Street</a> $450,000 3 beds</div>`+
		`<div class="card"><a href="/home/2">4 Oak Avenue</a> $380,000 2 beds</div></div></main></body></html>`)
	row := nodeIDs(x)["row"]
	for _, list := range []bool{false, true} {
		s := score(x, routeOptions{pageType: TypeProduct, list: list})
		if chrome := s.chrome[row] != 0; chrome == list {
			t.Errorf("list %v: carousel chrome = %v", list, chrome)
		}
	}
}
