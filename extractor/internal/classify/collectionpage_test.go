package classify

import (
	"strings"
	"testing"

	"golang.org/x/net/html"
)

// TestDeclaredCollection: a page that declares a CollectionPage and lists
// its items as Products is a collection; a product's page whose graph
// names the category it belongs to stays a product.
func TestDeclaredCollection(t *testing.T) {
	ld := func(s string) string { return `<script type="application/ld+json">` + s + `</script>` }
	items := `{"@type":"ItemList","itemListElement":[` +
		`{"@type":"ListItem","position":1,"item":{"@type":"Product","name":"Shelf A","offers":{"@type":"Offer","price":"79"}}},` +
		`{"@type":"ListItem","position":2,"item":{"@type":"Product","name":"Shelf B","offers":{"@type":"Offer","price":"59"}}},` +
		`{"@type":"ListItem","position":3,"item":{"@type":"Product","name":"Shelf C","offers":{"@type":"Offer","price":"49"}}}]}`
	for _, c := range []struct {
		name, head string
		want       PageType
	}{
		{"category with its products", ld(`{"@type":"CollectionPage","name":"Shelves"}`) + ld(items), TypeCollection},
		{"category in one graph", ld(`{"@graph":[{"@type":"CollectionPage","name":"Shelves","mainEntity":` + items + `}]}`), TypeCollection},
		{"category without products", ld(`{"@type":"CollectionPage","name":"Shelves"}`), TypeCollection},
		{"product in its category", ld(`{"@graph":[{"@type":"WebPage","isPartOf":{"@type":"CollectionPage","name":"Shelves"}},{"@type":"Product","name":"Shelf A"}]}`), TypeProduct},
		{"product alone", ld(`{"@type":"Product","name":"Shelf A"}`), TypeProduct},
	} {
		t.Run(c.name, func(t *testing.T) {
			doc, err := html.Parse(strings.NewReader("<html><head><title>T</title>" + c.head + "</head><body><p>x</p></body></html>"))
			if err != nil {
				t.Fatal(err)
			}
			if got := detectType(readSignals(doc, "https://shop.example/cat/shelves/")); got != c.want {
				t.Errorf("detectType = %q, want %q", got, c.want)
			}
		})
	}
}
