package classify

import (
	"strings"
	"testing"
)

// TestSellsByPath: a page with no declared type, no cart form and no
// Product microdata sells one thing when its address is a product's
// (/product/, /dp/, /itm/, /ip/, /pdp/) and it shows a price or a box
// named for one; not under the plural "/products/" (a category's or a
// service's too), not when the segment stands in the query, not when a
// type is declared or cards carry cart forms, not on a feature page
// that shows no price, and not when "/ip/" opens an IP address.
func TestSellsByPath(t *testing.T) {
	price := `<p class="price">$49.00</p>`
	shopify := `<form method="post" action="/cart/add" class="product-form"><button type="submit">Add to cart</button></form>`
	for _, c := range []struct {
		name, url, head, body string
		want                  bool
	}{
		{"WooCommerce's product", "https://shop.example/product/trail-runner/", ``, price, true},
		{"Amazon's product", "https://www.amazon.example/Earbuds/dp/B0D1PC8551", ``, `<span>€ 49</span>`, true},
		{"eBay's item", "https://www.ebay.example/itm/335330783890", ``, price, true},
		{"Walmart's item", "https://www.walmart.example/ip/earbuds/562225800", ``, price, true},
		{"a product detail page", "https://www.wayfair.example/lighting/pdp/pendant-123.html", ``, price, true},
		{"a price box its script fills", "https://parts.example/product/Fx8K2/ryzen-7", ``, `<div id="price-history-chart"></div>`, true},
		{"a feature page with no price", "https://cloud.example/product/observability/", ``, `<p>Start a free trial.</p><script>var m = "$1";</script>`, false},
		{"an IP address looked up", "https://lookup.example/ip/203.0.113.7", ``, price, false},
		{"an IPv6 address looked up", "https://lookup.example/ip/2001:db8::1/", ``, price, false},
		{"a category under /products/", "https://www.shop.example/products/monitor-arms", ``, price, false},
		{"the segment in the query", "https://shop.example/search?next=/product/x/", ``, price, false},
		{"a declared article", "https://shop.example/product/news/", `<meta property="og:type" content="article">`, price, false},
		{"a cart form on every card", "https://shop.example/product/all/", ``, strings.Repeat(shopify, 8), false},
	} {
		t.Run(c.name, func(t *testing.T) {
			if got := sellsOf(t, c.url, c.head, c.body); got != c.want {
				t.Errorf("Sells = %v, want %v", got, c.want)
			}
		})
	}
}
