package metadata

import (
	"net/url"
	"testing"
)

// TestProductPageAuthor checks that a product page reports no author,
// whatever its meta tags and reviews credit, and that a review article
// about a product keeps its byline.
func TestProductPageAuthor(t *testing.T) {
	u, _ := url.Parse("https://shop.example/products/trail-pack")
	cases := []struct{ name, html, want string }{
		{"shop-name-meta", `<head><meta property="og:type" content="product"><meta property="og:site_name" content="Acme"><meta name="author" content="Acme"></head><body><h1>Trail Pack</h1></body>`, ""},
		{"reviewer-byline", `<head><script type="application/ld+json">{"@type":"Product","name":"Trail Pack"}</script></head><body><h1>Trail Pack</h1><p>Written by Jane Doe on Jul 5th 2022</p></body>`, ""},
		{"review-article", `<head><script type="application/ld+json">[{"@type":"Product","name":"Trail Pack"},{"@type":"Review","author":{"@type":"Person","name":"Jane Doe"}}]</script></head><body><h1>Trail Pack review</h1><p>By Jane Doe</p></body>`, "Jane Doe"},
		{"article", `<head><meta property="og:type" content="article"><meta name="author" content="Jane Doe"></head><body><h1>Packing light</h1></body>`, "Jane Doe"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			if got := Extract(parseHTML(t, c.html), u).Author; got != c.want {
				t.Errorf("author = %q, want %q", got, c.want)
			}
		})
	}
}
