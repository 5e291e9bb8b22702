package classify

import (
	"strings"
	"testing"

	"golang.org/x/net/html"
)

// The product rules apply to a page that declares no type but sells one
// thing: its add-to-cart form or its schema.org Product microdata make the
// details sheet named as a modal content (productsheets.go) and the
// "customers also bought" cards a recommendation widget (shop.go), as on
// a page whose JSON-LD declares the product. A page with neither keeps the
// untyped page's reading.
func TestShopRulesOnPagesThatSell(t *testing.T) {
	details := `<div class="product-details-modal"><h2>Product details</h2>` +
		`<p>The simple design with clean lines makes the shelf flexible and easy to use at home, in the office or in a shop.</p>` +
		`<p>Choose whether to place it standing and use it as a shelving unit, or lying and use it as a sideboard under a window.</p>` +
		`<h3>Materials and care</h3><p>Particleboard, fibreboard and acrylic paint. Wipe clean with a damp cloth and a mild cleaner, then dry.</p></div>`
	also := `<div class="customers-also-bought"><h2>More shelves</h2><ul>` +
		strings.Repeat(`<li><a href="/p/shelf-2/">Shelf unit with four inserts and two doors, white stained oak effect, 147x147 cm</a> $129.99</li>`, 1) +
		`<li><a href="/p/box-1/">Box with lid for shelf units, set of two, natural seagrass with a lining</a> $24.99</li>` +
		`<li><a href="/p/insert-3/">Insert with two drawers for shelf units, black brown, fits every compartment</a> $35.00</li></ul></div>`
	page := func(open, buy string) *html.Node {
		doc, err := html.Parse(strings.NewReader(`<html><head><title>Shelf unit</title></head><body>` +
			`<nav><a href="/">Home</a> <a href="/shelves">Shelves</a> <a href="/boxes">Boxes</a></nav>` +
			`<main><div` + open + `><h1>Shelf unit, white</h1><p>Standing or lying, the shelf adapts to taste, space and budget: personalise it with inserts.</p>` +
			`<p>$69.99</p>` + buy +
			`<p>Made from sturdy board with a smooth painted finish, this shelf unit is built to last through years of moves and rearranging.</p>` +
			`<p>Combine several units to build a room divider, a long low bench or a tall bookcase that fits the exact width of your wall.</p>` +
			`<p>Each compartment holds records, books, folders or baskets, so the unit grows with you from a student room to a family home.</p>` +
			`<p>Assembly takes about half an hour with two people; all the screws, dowels and wall anchors you need come in the box with it.</p>` +
			details + `</div>` + also + `</main><footer><p>Copyright Shop Inc.</p></footer></body></html>`))
		if err != nil {
			t.Fatal(err)
		}
		return doc
	}
	cart := `<form action="/cart/add" method="post"><button type="submit">Add to cart</button></form>`
	for _, c := range []struct {
		name, open, buy string
		sells           bool
	}{
		{"microdata Product", ` itemscope itemtype="https://schema.org/Product"`, ``, true},
		{"an add-to-cart form", ``, cart, true},
		{"neither", ``, ``, false},
	} {
		t.Run(c.name, func(t *testing.T) {
			got := mainText(Classify(page(c.open, c.buy), Options{URL: "https://shop.example/p/shelf-unit-80275887/"}))
			if sheet := strings.Contains(got, "Wipe clean with a damp cloth"); sheet != c.sells {
				t.Errorf("details sheet kept = %v, want %v: %q", sheet, c.sells, got)
			}
			if c.sells && strings.Contains(got, "seagrass") {
				t.Errorf("content %q holds the customers-also-bought cards", got)
			}
		})
	}
}

// An untyped page that sells one thing keeps the product's <h1> that
// repeats the <title>, as a typed product page does; an untyped page that
// sells nothing drops it as an article's.
func TestShopTitlePolicy(t *testing.T) {
	cart := `<form action="/cart/add" method="post"><button type="submit">Add to cart</button></form>`
	for _, c := range []struct {
		name, buy string
		keep      bool
	}{
		{"an add-to-cart form", cart, true},
		{"no cart", ``, false},
	} {
		t.Run(c.name, func(t *testing.T) {
			doc, err := html.Parse(strings.NewReader(`<html><head><title>Shelf unit, white - Shop</title></head><body>` +
				`<main><h1>Shelf unit, white</h1><p>$69.99</p>` + c.buy +
				strings.Repeat(`<p>Made from sturdy board with a smooth painted finish, this shelf unit is built to last through years of moves.</p>`, 4) +
				`</main></body></html>`))
			if err != nil {
				t.Fatal(err)
			}
			got := mainText(Classify(doc, Options{URL: "https://shop.example/p/shelf-unit/"}))
			if kept := strings.Contains(got, "Shelf unit, white"); kept != c.keep {
				t.Errorf("h1 kept = %v, want %v: %q", kept, c.keep, got)
			}
		})
	}
}
