package classify

import (
	"strings"
	"testing"
)

// TestCardPricesSurviveTheModel: a whole-card link around a product's name
// and price keeps the price the model doubts while it keeps the name; a
// card whose name the model drops loses its price too, and an affiliate's
// button stays dropped.
func TestCardPricesSurviveTheModel(t *testing.T) {
	card := func(id, name, price string) string {
		return `<li><a href="/p/` + id + `"><div id="name-` + id + `">` + name + `</div>` +
			`<div id="maker-` + id + `">Manufacturer: BenQ</div><div id="price-` + id + `">Price: ` + price + `</div></a></li>`
	}
	page := `<html><body><ul id="grid">` + card("1", "BenQ LK936ST 4K Short Throw Laser Projector", "$4,899.00") +
		card("2", "Optoma ZU920T Laser Projector", "$8,349.00") +
		`<li><div id="buy"><a href="/shop">$115 at Wayfair</a></div></li></ul></body></html>`
	x, s, byID := doubtedPage(t, page, "name-2", "maker-2", "price-1", "price-2", "buy")
	mains := map[int32]float64{byID["grid"]: 1}
	dropUnlikely(x, s, routeOptions{}, mains)
	checkKept(t, mainText(emitBlocks(x, s, mains)), []string{"BenQ LK936ST", "$4,899.00"}, []string{"$8,349.00", "Wayfair"})
}

// TestCardPriceLinkBound: a link around more than cardElements elements is
// a layout wrapper, not a card: its doubted price is left to the model.
func TestCardPriceLinkBound(t *testing.T) {
	filler := strings.Repeat(`<span>x</span>`, cardElements)
	page := `<html><body><div id="grid"><a href="/all"><div id="name">BenQ LK936ST 4K Short Throw Laser Projector</div>` +
		`<div>` + filler + `</div><div id="price">Price: $4,899.00</div></a></div></body></html>`
	x, s, byID := doubtedPage(t, page, "price")
	mains := map[int32]float64{byID["grid"]: 1}
	dropUnlikely(x, s, routeOptions{}, mains)
	if got := mainText(emitBlocks(x, s, mains)); strings.Contains(got, "$4,899.00") {
		t.Errorf("kept the price of a %d-element link: %q", cardElements, got)
	}
}
