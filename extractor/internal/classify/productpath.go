package classify

import (
	"net/netip"
	"strings"
)

// A product's address. A shop page that declares no type, has no
// add-to-cart form in its HTML (a script draws the buy box) and no
// schema.org Product microdata still says what it is in its path, in the
// conventions of the largest shop software: WooCommerce's default
// "/product/<slug>/", Amazon's "/dp/<asin>", eBay's "/itm/<id>",
// Walmart's "/ip/<slug>/<id>" and the "/pdp/" (product detail page) of
// Wayfair and other retailers. Such a page sells one thing (sellsOne),
// and the product rules run: its recommendation rails go (shop.go) and
// its <h1>, the product's name, stays. The plural "/products/" is left
// out: Shopify writes it for a product, but other sites write it for a
// category ("/products/monitor-arms") or a cloud service
// ("/products/functions"), and with it wcxb-dev lost (on a7d598f with
// titleblock.go: 0.913756 -> 0.913448; collection 0.81668 -> 0.81380,
// service 0.87321 -> 0.87219, though product 0.81084 -> 0.81183).
//
// The address alone is trusted only on a page that shows a price or a
// box named for one (pricecues.go): a software company's feature page
// ("/product/observability/") sells nothing. Nor does an address
// lookup's "/ip/203.0.113.7", whose segment is an IP address, never a
// product's. Both wcxb-dev pages that the address alone routes pass: a
// lighting shop's pendant shows its price, a PC parts site's processor
// the boxes of its price history, which its script fills.
//
// Measured (gym score wcxb, precise mean, on 3b7741d): 0.913798 ->
// 0.913906, product 0.81084 -> 0.81219 (host draws below 0.80: 29.5% ->
// 27.2%; a PC parts site's processor 0.821 -> 0.952, a lighting shop's
// pendant 0.737 -> 0.767), every other page unchanged; ScrapingHub,
// trafilatura-dev and readability-testpages identical page for page.
var productPaths = []string{"/product/", "/dp/", "/itm/", "/ip/", "/pdp/"}

// productPath reports whether a page's address (lower case) has a
// productPaths segment before its query, one whose next segment is not
// an IP address ("/ip/8.8.8.8" looks an address up).
func productPath(u string) bool {
	if i := strings.IndexAny(u, "?#"); i >= 0 {
		u = u[:i]
	}
	for _, p := range productPaths {
		if i := strings.Index(u, p); i >= 0 && !ipAddress(nextSegment(u[i+len(p):])) {
			return true
		}
	}
	return false
}

// nextSegment is the path segment that opens rest, up to its next "/".
func nextSegment(rest string) string {
	if i := strings.IndexByte(rest, '/'); i >= 0 {
		return rest[:i]
	}
	return rest
}

// ipAddress reports whether segment s is an IPv4 or IPv6 address, as an
// address lookup's path holds it ("203.0.113.7", "2001:db8::1").
func ipAddress(s string) bool {
	_, err := netip.ParseAddr(s)
	return err == nil
}
