package classify

import (
	"strings"
	"testing"

	"folio/extractor/internal/dom"
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
	x := indexPage(t, page)
	s := score(x, routeOptions{softHints: true})
	s.prob = make([]float32, len(x.nodes))
	var grid int32
	for i, n := range x.nodes {
		s.prob[i] = 0.9
		switch id := dom.Attr(n, "id"); {
		case id == "grid":
			grid = int32(i)
		case id == "name-2" || id == "maker-2" || strings.HasPrefix(id, "price-") || id == "buy":
			s.prob[i] = 0.1
		}
	}
	mains := map[int32]float64{grid: 1}
	dropUnlikely(x, s, routeOptions{}, mains)
	got := mainText(emitBlocks(x, s, mains))
	for _, want := range []string{"BenQ LK936ST", "$4,899.00"} {
		if !strings.Contains(got, want) {
			t.Errorf("lost %q: %q", want, got)
		}
	}
	for _, leak := range []string{"$8,349.00", "Wayfair"} {
		if strings.Contains(got, leak) {
			t.Errorf("kept %q: %q", leak, got)
		}
	}
}

// TestCardPriceLinkBound: a link around more than cardElements elements is
// a layout wrapper, not a card: its doubted price is left to the model.
func TestCardPriceLinkBound(t *testing.T) {
	filler := strings.Repeat(`<span>x</span>`, cardElements)
	page := `<html><body><div id="grid"><a href="/all"><div id="name">BenQ LK936ST 4K Short Throw Laser Projector</div>` +
		`<div>` + filler + `</div><div id="price">Price: $4,899.00</div></a></div></body></html>`
	x := indexPage(t, page)
	s := score(x, routeOptions{softHints: true})
	s.prob = make([]float32, len(x.nodes))
	var grid int32
	for i, n := range x.nodes {
		s.prob[i] = 0.9
		switch dom.Attr(n, "id") {
		case "grid":
			grid = int32(i)
		case "price":
			s.prob[i] = 0.1
		}
	}
	mains := map[int32]float64{grid: 1}
	dropUnlikely(x, s, routeOptions{}, mains)
	if got := mainText(emitBlocks(x, s, mains)); strings.Contains(got, "$4,899.00") {
		t.Errorf("kept the price of a %d-element link: %q", cardElements, got)
	}
}
