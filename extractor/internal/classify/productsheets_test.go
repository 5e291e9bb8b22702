package classify

import (
	"strings"
	"testing"

	"golang.org/x/net/html"
)

// A product's details in a sheet named as a modal are judged as content on
// a product page; a modal that is also a newsletter prompt, and a modal on
// a page that is not a product's, stay out.
func TestProductSheet(t *testing.T) {
	details := `<div class="product-details-modal"><h2>Product details</h2>` +
		`<p>The simple design with clean lines makes the shelf flexible and easy to use at home, in the office or in a shop.</p>` +
		`<p>Choose whether to place it standing and use it as a shelving unit, or lying and use it as a sideboard under a window.</p>` +
		`<p>Display your favourite items on the open shelves, or add inserts and boxes to create a personal solution with closed storage.</p>` +
		`<h3>Materials and care</h3><p>Particleboard, fibreboard and acrylic paint. Wipe clean with a damp cloth and a mild cleaner, then dry.</p></div>`
	signup := `<div class="newsletter-modal"><p>Sign up for our newsletter and get ten percent off your first order of furniture and decor.</p>` +
		`<form><input type="email"><button>Subscribe</button></form></div>`
	page := func(ld string) *html.Node {
		doc, err := html.Parse(strings.NewReader(`<html><head><title>Shelf unit</title>` + ld + `</head><body>` +
			`<nav><a href="/">Home</a> <a href="/shelves">Shelves</a> <a href="/boxes">Boxes</a></nav>` +
			`<main><h1>Shelf unit, white</h1><p>Standing or lying, the shelf adapts to taste, space and budget: personalise it with inserts.</p>` +
			`<p>$69.99</p>` +
			`<p>Made from sturdy board with a smooth painted finish, this shelf unit is built to last through years of moves and rearranging.</p>` +
			`<p>Combine several units to build a room divider, a long low bench or a tall bookcase that fits the exact width of your wall.</p>` +
			`<p>Each compartment holds records, books, folders or baskets, so the unit grows with you from a student room to a family home.</p>` +
			`<p>Assembly takes about half an hour with two people; all the screws, dowels and wall anchors you need come in the box with it.</p>` + details + signup + `</main><footer><p>Copyright Shop Inc.</p></footer></body></html>`))
		if err != nil {
			t.Fatal(err)
		}
		return doc
	}
	product := `<script type="application/ld+json">{"@context":"https://schema.org","@type":"Product","name":"Shelf unit"}</script>`
	got := mainText(Classify(page(product), Options{URL: "https://shop.example/p/shelf-unit-80275887/"}))
	if !strings.Contains(got, "Wipe clean with a damp cloth") {
		t.Errorf("product page: content %q lacks the details sheet", got)
	}
	if strings.Contains(got, "newsletter") {
		t.Errorf("product page: content %q holds the newsletter modal", got)
	}
	got = mainText(Classify(page(""), Options{URL: "https://shop.example/p/shelf-unit-80275887/"}))
	if strings.Contains(got, "Wipe clean with a damp cloth") {
		t.Errorf("page of no declared type: content %q holds the modal", got)
	}
}
