package classify

import (
	"strings"
	"testing"

	"golang.org/x/net/html"
)

func TestSubscriptionProducts(t *testing.T) {
	cases := []struct {
		name, ld string
		typ      PageType
	}{
		{"a paywalled story's publication is no product",
			`{"@type":"NewsArticle","isAccessibleForFree":"false","isPartOf":{"@type":["CreativeWork","Product"],"name":"Daily","productID":"daily.example:basic"}}`,
			TypeArticle},
		{"either order, spaced",
			`{"@type": "NewsArticle", "isPartOf": {"@type": [ "Product", "CreativeWork" ], "name": "Daily"}}`,
			TypeArticle},
		{"a product page stays a product",
			`{"@type":"Product","name":"Kettle","offers":{"@type":"Offer","price":"20"}}`,
			TypeProduct},
		{"a product beside a creative work elsewhere stays a product",
			`[{"@type":"CreativeWork","name":"Guide"},{"@type":"Product","name":"Kettle"}]`,
			TypeProduct},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			doc, err := html.Parse(strings.NewReader(`<html><head><script type="application/ld+json">` + c.ld + `</script></head><body><p>Text</p></body></html>`))
			if err != nil {
				t.Fatal(err)
			}
			s := readSignals(doc, "https://daily.example/story")
			if got := detectType(s); got != c.typ {
				t.Errorf("detectType = %q, want %q (ld %s)", got, c.typ, s.ldTypes)
			}
		})
	}
}
