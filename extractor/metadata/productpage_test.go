package metadata

import (
	"net/url"
	"testing"

	"folio/extractor/internal/htmltest"
)

// TestProductPage checks that a product page reports no author and no
// date, whatever its meta tags and reviews credit and stamp, and that a
// review article about a product keeps its byline and its date.
func TestProductPage(t *testing.T) {
	u, _ := url.Parse("https://shop.example/products/trail-pack")
	cases := []struct{ name, html, author, date string }{
		{"shop-name-meta", `<head><meta property="og:type" content="product"><meta property="og:site_name" content="Acme"><meta name="author" content="Acme"><meta property="article:modified_time" content="2025-05-14T19:17:46Z"></head><body><h1>Trail Pack</h1></body>`, "", ""},
		{"reviewer-byline", `<head><script type="application/ld+json">{"@type":"Product","name":"Trail Pack","datePublished":"2022-07-05"}</script></head><body><h1>Trail Pack</h1><p>Written by Jane Doe on Jul 5th 2022</p></body>`, "", ""},
		{"review-article", `<head><script type="application/ld+json">[{"@type":"Product","name":"Trail Pack"},{"@type":"Review","author":{"@type":"Person","name":"Jane Doe"},"datePublished":"2022-07-05"}]</script></head><body><h1>Trail Pack review</h1><p>By Jane Doe</p></body>`, "Jane Doe", "2022-07-05"},
		{"review-in-product", `<head><title>Trail Pack review | Gear Weekly</title><script type="application/ld+json">{"@type":"Product","name":"Trail Pack","review":{"@type":"Review","headline":"Trail Pack review","author":{"@type":"Person","name":"Jane Doe"},"datePublished":"2022-07-05"}}</script></head><body><h1>Trail Pack review</h1><p>By Jane Doe 5 July 2022</p></body>`, "Jane Doe", "2022-07-05"},
		{"review-headline-inside-a-word", `<head><title>Contest: win a trail pack | Acme</title><script type="application/ld+json">{"@type":"Product","name":"Trail Pack","review":{"@type":"Review","headline":"Test: win a trail pack","author":{"@type":"Person","name":"Jane Doe"},"datePublished":"2022-07-05"}}</script></head><body><h1>Contest: win a trail pack</h1><p>By Jane Doe 5 July 2022</p></body>`, "", ""},
		{"short-review-headline", `<head><title>Great pack | Acme</title><script type="application/ld+json">{"@type":"Product","name":"Trail Pack","review":{"@type":"Review","headline":"Great pack","author":{"@type":"Person","name":"Jane Doe"},"datePublished":"2022-07-05"}}</script></head><body><h1>Great pack</h1><p>By Jane Doe 5 July 2022</p></body>`, "", ""},
		{"shop-review-in-product", `<head><title>Trail Pack | Acme</title><script type="application/ld+json">{"@type":"Product","name":"Trail Pack","review":{"@type":"Review","headline":"Love it","author":{"@type":"Person","name":"Jane Doe"},"datePublished":"2022-07-05"}}</script></head><body><h1>Trail Pack</h1><p>Written by Jane Doe on Jul 5th 2022</p></body>`, "", ""},
		{"article", `<head><meta property="og:type" content="article"><meta name="author" content="Jane Doe"><meta property="article:published_time" content="2022-07-05T08:00:00Z"></head><body><h1>Packing light</h1></body>`, "Jane Doe", "2022-07-05"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			m := Extract(htmltest.Parse(t, c.html), u)
			if m.Author != c.author {
				t.Errorf("author = %q, want %q", m.Author, c.author)
			}
			if d := m.Published; len(d) < 10 && c.date != "" || len(d) >= 10 && d[:10] != c.date || d != "" && c.date == "" {
				t.Errorf("date = %q, want %q", d, c.date)
			}
		})
	}
}
