package classify

import (
	"strings"

	"golang.org/x/net/html"

	"folio/extractor/internal/dom"
)

// ProductItem reports whether n's microdata itemtype is schema.org's
// Product ("http://schema.org/Product", "https://schema.org/Product/"),
// not a type of its properties ("schema.org/ProductModel" is one more
// type, not this one). Shops whose JSON-LD does not name the type (Steam,
// Demandware and Magento themes) mark their product box this way: the
// classify stage reads it as a page that sells one thing (sellsOne), and
// prune's repeats read it as a product's content.
func ProductItem(n *html.Node) bool {
	if len(n.Attr) == 0 {
		return false
	}
	v := dom.Attr(n, "itemtype")
	i := strings.Index(v, "schema.org/Product")
	if i < 0 {
		return false
	}
	rest := v[i+len("schema.org/Product"):]
	return rest == "" || rest[0] == ' ' || rest[0] == '/'
}
