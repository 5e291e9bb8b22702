package classify

import (
	"strings"
	"testing"

	"golang.org/x/net/html"
)

// TestSells: a page that declares no type and shows one to three
// add-to-cart forms, or one to three schema.org Product items in
// microdata (with no more forms), sells one thing; more forms or items
// are a shop's grid, a declared type wins, and a button without its form
// does not count.
func TestSells(t *testing.T) {
	form := `<form id="addToCart" method="post" action="/gp/buy"><input type="submit" value="Add to Cart"></form>`
	shopify := `<form method="post" action="/cart/add" class="product-form"><button type="submit">Add to cart</button></form>`
	for _, c := range []struct {
		name, head, body string
		want             bool
	}{
		{"one buy-box form", ``, form, true},
		{"Shopify's cart form, twice", ``, shopify + shopify, true},
		{"a form on every card of a grid", ``, strings.Repeat(shopify, 8), false},
		{"a declared article", `<meta property="og:type" content="article">`, form, false},
		{"an add-to-cart button alone", ``, `<button class="add-to-cart">Add to cart</button>`, false},
		{"no cart", ``, `<form action="/search"><input name="q"></form>`, false},
		{"schema.org Product microdata", ``, `<div itemscope itemtype="http://schema.org/Product"><span itemprop="price">$59</span></div>`, true},
		{"a property's microdata type", ``, `<div itemscope itemtype="http://schema.org/ProductModel"></div>`, false},
		{"a Product after another type", ``, `<div itemscope itemtype="https://schema.org/Thing HTTPS://Schema.org/Product/"></div>`, true},
		{"a Product group", ``, `<div itemscope itemtype="https://schema.org/ProductGroup https://schema.org/Offer"></div>`, false},
		{"a Product holding its variants' Products", ``, `<div itemscope itemtype="http://schema.org/Product">` +
			strings.Repeat(`<div itemprop="isVariantOf" itemscope itemtype="http://schema.org/Product"><span itemprop="name">Black</span></div>`, 5) + `</div>`, true},
		{"a Product on every card of a grid", ``, strings.Repeat(`<div itemscope itemtype="http://schema.org/Product"><span itemprop="price">$59</span></div>`, 9), false},
		{"one Product item with a cart form on every card", ``, `<div itemscope itemtype="http://schema.org/Product"></div>` + strings.Repeat(shopify, 8), false},
	} {
		t.Run(c.name, func(t *testing.T) {
			if got := sellsOf(t, "https://shop.example/earbuds", c.head, c.body); got != c.want {
				t.Errorf("Sells = %v, want %v", got, c.want)
			}
		})
	}
}

// sellsOf classifies an earbuds page at url with head and body added, and
// returns whether it sells one thing.
func sellsOf(t *testing.T, url, head, body string) bool {
	t.Helper()
	page := `<html><head><title>Earbuds</title>` + head + `</head><body><main><h1>Earbuds</h1>` +
		strings.Repeat(`<p>Half-in-ear earbuds with a charging case, fifty hours of playback and clear calls.</p>`, 4) +
		body + `</main></body></html>`
	doc, err := html.Parse(strings.NewReader(page))
	if err != nil {
		t.Fatal(err)
	}
	return ClassifyPage(doc, Options{URL: url}).Sells
}

func TestCartName(t *testing.T) {
	for v, want := range map[string]bool{
		"addToCart": true, "single_add_to_cart_button": true, "AddToBag": true, "js-add-to-basket": true,
		"cart": false, "add-to-wishlist": false, "": false,
	} {
		if got := cartName(v); got != want {
			t.Errorf("cartName(%q) = %v, want %v", v, got, want)
		}
	}
}
