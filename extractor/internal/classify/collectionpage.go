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
//
// Open Graph's og:type "product.group" (a group of products; some themes
// write "product:group") names a category too, on 16 wcxb-dev pages (14
// collections, a listing, a product). Read as a declared collection it
// lost (gym score wcxb, precise mean, on c718cd5): 0.913923 -> 0.913329,
// collection 0.81668 -> 0.81018 (host draws below 0.80: 19.3% -> 29.8%),
// product 0.81219 -> 0.81171, listing 0.84291 -> 0.84221. Those that
// declare no CollectionPage are routed as products (og:type holds
// "product"), and the model's page-type feature and the product rules
// (shop.go's recommendation words cut a power-station shop's rails) suit
// them better than the grid rules; turning only the recommendation words
// off there (as productList does) lost that shop's page alone (0.765 ->
// 0.630).
//
// Routing by the grid's own marks lost too (gym score wcxb, precise
// mean, on bfd1cd7, 0.913937): a declared product page with more than
// OneProductMax add-to-cart forms or Product items read as a collection,
// 0.913372, collection 0.81668 -> 0.80938 (host draws below 0.80: 19.3%
// -> 30.4%; a barbecue shop's two categories 0.948 -> 0.684 and 0.936 ->
// 0.709); declared collections routed as products instead, 0.913624,
// collection 0.81336 (a sneaker category 0.812 -> 0.640); untyped pages
// with such a grid routed as products, collection 0.81755 but listing
// 0.84291 -> 0.83940 (a chess shop's list 0.980 -> 0.633).
func declaredCollection(s signals) bool {
	return s.hasLD("CollectionPage") && strings.Count(s.ldTypes, `"Product"`) != 1
}
