package classify

import (
	"strings"

	"golang.org/x/net/html"

	"folio/extractor/internal/dom"
)

// ProductItem reports whether n's microdata itemtype names schema.org's
// Product: one of its space-separated types is
// "http://schema.org/Product" or "https://schema.org/Product/" (the host
// in any case, with or without "www."), not a type of its properties
// ("schema.org/ProductModel", "ProductGroup" are other types). Shops
// whose JSON-LD does not name the type (Steam, Demandware and Magento
// themes) mark their product box this way: the classify stage counts
// such boxes (sellsOne), and prune's repeats read one as a product's
// content.
func ProductItem(n *html.Node) bool {
	if len(n.Attr) == 0 {
		return false
	}
	return dom.AnyToken(dom.Attr(n, "itemtype"), productType)
}

// productType reports whether one itemtype token is schema.org's Product.
func productType(tok string) bool {
	t, ok := strings.CutSuffix(strings.TrimSuffix(tok, "/"), "/Product")
	if !ok {
		return false
	}
	t = strings.ToLower(t)
	if h, ok := strings.CutPrefix(t, "https://"); ok {
		t = h
	} else {
		t = strings.TrimPrefix(t, "http://")
	}
	return t == "schema.org" || t == "www.schema.org"
}
