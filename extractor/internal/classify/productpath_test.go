package classify

import (
	"strings"
	"testing"
)

// TestSellsByPath: a page with no declared type, no cart form and no
// Product microdata sells one thing when its address is a product's
// (/product/, /dp/, /itm/, /ip/, /pdp/), not under the plural
// "/products/" (a category's or a service's too), not when the segment
// stands in the query, and not when a type is declared or cards carry
// cart forms.
func TestSellsByPath(t *testing.T) {
	shopify := `<form method="post" action="/cart/add" class="product-form"><button type="submit">Add to cart</button></form>`
	for _, c := range []struct {
		name, url, head, body string
		want                  bool
	}{
		{"WooCommerce's product", "https://shop.example/product/trail-runner/", ``, ``, true},
		{"Amazon's product", "https://www.amazon.example/Earbuds/dp/B0D1PC8551", ``, ``, true},
		{"eBay's item", "https://www.ebay.example/itm/335330783890", ``, ``, true},
		{"Walmart's item", "https://www.walmart.example/ip/earbuds/562225800", ``, ``, true},
		{"a product detail page", "https://www.wayfair.example/lighting/pdp/pendant-123.html", ``, ``, true},
		{"a category under /products/", "https://www.shop.example/products/monitor-arms", ``, ``, false},
		{"the segment in the query", "https://shop.example/search?next=/product/x/", ``, ``, false},
		{"a declared article", "https://shop.example/product/news/", `<meta property="og:type" content="article">`, ``, false},
		{"a cart form on every card", "https://shop.example/product/all/", ``, strings.Repeat(shopify, 8), false},
	} {
		t.Run(c.name, func(t *testing.T) {
			if got := sellsOf(t, c.url, c.head, c.body); got != c.want {
				t.Errorf("Sells = %v, want %v", got, c.want)
			}
		})
	}
}
