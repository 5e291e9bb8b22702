package classify

import "strings"

// A declared collection's items. A shop's category page says in JSON-LD
// that it is a CollectionPage and lists its tiles as an ItemList of
// Products, one each; detectType asked for a Product first, so such a
// page was routed as one product's page, and the rules for a grid of
// items (items.go, gridprices.go, cardheads.go) never looked at it. The
// page's own type names what it is; the Products are its items. A single
// Product beside a CollectionPage is a product's page whose graph names
// the category it belongs to (isPartOf), and stays a product.
//
// Measured (gym score wcxb): 0.912508 -> 0.912591, collection 0.81303 ->
// 0.81408 (host draws below 0.80: 25.3% -> 23.4%), no other type moves;
// six pages on two hosts move: a marketplace's category 0.531 -> 0.698,
// a furniture shop's five categories -0.040 together (two rise, three
// fall). ScrapingHub, trafilatura-dev and readability-testpages identical
// page for page.
func declaredCollection(s signals) bool {
	return s.hasLD("CollectionPage") && strings.Count(s.ldTypes, `"Product"`) != 1
}
