package classify

import "strings"

// A page that lists products. Its JSON-LD can declare each item of the
// grid as a schema.org Product (a property search's homes, a shop's
// category), and detectType then routes it as a product page, whose
// recommendation widgets (shop.go) are chrome. On such a page a carousel
// is one more row of the listing: the carousels of a city's homes for sale
// were cut as related and their truth keeps them (wcxb-dev listing 1572,
// 0.180 -> 0.952). shop.go's own measure found the words cost collections
// and listings routed so.
//
// A product's page declares one Product, or a ProductGroup with its
// variants, or says og:type product; a list declares more than
// OneProductMax Products with neither. On wcxb-dev no product page has
// that shape (the six with 6 to 50 Products all declare a ProductGroup or
// og:type product), and the bound gives the same pages at 4 and at 8.
//
// A product's page may also declare its "similar items" or "related
// items" as Products of its own (isSimilarTo, isRelatedTo): those are the
// recommendation carousels shop.go cuts, so such a page is no list.
func (s signals) productList() bool {
	return !s.hasLD("ProductGroup") && !strings.Contains(s.ogType, "product") &&
		!s.hasLD("isSimilarTo") && !s.hasLD("isRelatedTo") &&
		strings.Count(s.ldTypes, `"Product"`) > OneProductMax
}
