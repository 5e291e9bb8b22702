package classify

import (
	"strings"

	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"
)

// Cart forms: a page that sells one thing has one "add to cart" form
// (Amazon's <form id="addToCart">, Shopify's <form action="/cart/add">),
// or two or three copies of it (a sticky bar, a mobile one); a shop's
// category page has one on every card. On wcxb-dev 21 of the 119 product
// pages have one to three such forms, 1 of the 117 collections, 3 of the
// 793 articles (which declare themselves articles) and no service, forum,
// listing or documentation page. 22 product pages declare no type (no
// JSON-LD Product, no og:type); four of them show such forms.
//
// The count does not route the page: routing the unrouted product pages
// as products lost (wcxb-dev product 0.786 -> 0.785, stop 27), because
// the product model then chooses their blocks differently. It only tells
// the prune stage, on a page that declares no type, that the content is
// one product's (Page.Sells), so that its product rules (short repeats,
// near copies, legal boxes...) apply there too.
//
// Only forms count. Add-to-cart buttons and inputs alone (a service
// page's "addToCartButton", a gift card's "proxy-add-to-basket" on a
// jewellery grid, a nav bar's shortcut, hidden inputs) also marked a
// collection (0.924 -> 0.841) and a service page (0.997 -> 0.888).
//
// Measured (gym score wcxb, against no Sells, on caf1c01): product
// 0.79936 -> 0.80057 (Amazon earbuds 0.517 -> 0.654, whose "customers
// also bought" cards' repeated ratings and prices go; an Amazon listing
// 0.585 -> 0.592), every other page of wcxb-dev unchanged; precise mean
// 0.908312 -> 0.908408; ScrapingHub, trafilatura-dev and
// readability-testpages unchanged page for page.
//
// OneProductMax is also the most schema.org Product items (not nested in
// another) such a page marks (sellsOne), and prune's product test reads
// it for the same question.
const OneProductMax = 3

// cartWords are the add-to-cart names, with hyphens and underscores
// removed, as they appear in a form's class, id or name.
var cartWords = []string{"addtocart", "addtobag", "addtobasket", "addtotrolley"}

// cartControl reports whether n is an add-to-cart form.
func cartControl(n *html.Node) bool {
	if n.DataAtom != atom.Form {
		return false
	}
	for _, a := range n.Attr {
		switch a.Key {
		case "class", "id", "name":
			if cartName(a.Val) {
				return true
			}
		case "action":
			if strings.Contains(strings.ToLower(a.Val), "/cart/add") {
				return true
			}
		}
	}
	return false
}

// cartName reports whether an attribute value names adding to a cart,
// read without case, hyphens or underscores ("add-to-cart-button",
// "single_add_to_cart_button", "AddToBag").
func cartName(v string) bool {
	if len(v) < len("addtobag") {
		return false
	}
	var b strings.Builder
	for _, r := range v {
		switch {
		case r == '-' || r == '_':
		case r >= 'A' && r <= 'Z':
			b.WriteRune(r + 'a' - 'A')
		default:
			b.WriteRune(r)
		}
	}
	s := b.String()
	for _, w := range cartWords {
		if strings.Contains(s, w) {
			return true
		}
	}
	return false
}

// sellsOne reports whether the page declares no type and shows one
// product: one to OneProductMax schema.org Product items in microdata
// (productitem.go, those no other Product item holds) with at most
// OneProductMax add-to-cart forms, or, without such microdata, one to OneProductMax
// add-to-cart forms, or, with neither, a product's address on a page that
// shows a price or a box named for one (productpath.go).
// A category grid whose every card is a Product item, or carries a cart
// form, sells many things.
func (s signals) sellsOne(typ PageType) bool {
	if typ != TypeUnknown {
		return false
	}
	if s.productItems > 0 {
		return s.productItems <= OneProductMax && s.cartControls <= OneProductMax
	}
	if s.cartControls == 0 {
		return s.priced && productPath(s.url)
	}
	return s.cartControls <= OneProductMax
}
