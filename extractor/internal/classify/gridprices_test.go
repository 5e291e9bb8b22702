package classify

import "testing"

// gridPage is a grid of cards whose names (h3#name-N) are chosen and whose
// price boxes are not, plus what follows the cards.
func gridPage(cards int, after string) string {
	page := `<html><body><main id="grid">`
	for i := range cards {
		id := string(rune('1' + i))
		page += `<div class="card"><a href="/p/` + id + `"><img src="p.jpg" alt=""></a><div class="info">` +
			`<h3 id="name-` + id + `"><a href="/p/` + id + `">Kress robotic lawn mower model ` + id + `</a></h3>` +
			`<div class="price-wrap"><span class="price">$ 2,0` + id + `9.99</span></div></div></div>`
	}
	return page + after + `</main></body></html>`
}

// TestGridPricesJoinTheirCards: each chosen card name takes the price beside
// it in its card; an affiliate's link alone and a price outside the cards
// stay out.
func TestGridPricesJoinTheirCards(t *testing.T) {
	page := gridPage(3, `<p id="text">A paragraph of prose about lawns that is chosen as well.</p>`+
		`<div><div><div><div><span>$99.00</span></div></div></div></div>`+
		`<div class="info"><h3 id="name-9">Another model</h3><a href="/shop">$115 at Wayfair</a></div>`)
	x := indexPage(t, page)
	s := score(x, routeOptions{softHints: true})
	mains := chosenIDs(x, 1, "name-1", "name-2", "name-3", "name-9", "text")
	rescueGridPrices(x, s, routeOptions{pageType: TypeArticle}, mains)
	checkKept(t, mainText(emitBlocks(x, s, mains)), []string{"$ 2,019.99", "$ 2,029.99", "$ 2,039.99"}, []string{"$99.00", "Wayfair"})
}

// TestGridPricesWholeCardLink: a price inside a whole-card link joins when
// the link holds the chosen name.
func TestGridPricesWholeCardLink(t *testing.T) {
	page := `<html><body><ul>`
	for _, id := range []string{"1", "2", "3"} {
		page += `<li><a href="/p/` + id + `"><h3 id="name-` + id + `">Shelf unit number ` + id + `, white</h3>` +
			`<div><span>$` + id + `9.00</span></div></a></li>`
	}
	page += `</ul></body></html>`
	x := indexPage(t, page)
	s := score(x, routeOptions{softHints: true})
	mains := chosenIDs(x, 1, "name-1", "name-2", "name-3")
	rescueGridPrices(x, s, routeOptions{}, mains)
	checkKept(t, mainText(emitBlocks(x, s, mains)), []string{"$19.00", "$29.00", "$39.00"}, nil)
}

// TestGridPricesNeedAGrid: two cards are no grid, and the prices of a
// product page, or of an untyped page that sells one product, are the
// product rules' to judge.
func TestGridPricesNeedAGrid(t *testing.T) {
	for _, tc := range []struct {
		name  string
		cards int
		opt   routeOptions
	}{{"two cards", 2, routeOptions{}}, {"product page", 3, routeOptions{pageType: TypeProduct}},
		{"sells one product", 3, routeOptions{sells: true}}, {"forum", 3, routeOptions{pageType: TypeForum}}} {
		t.Run(tc.name, func(t *testing.T) {
			x := indexPage(t, gridPage(tc.cards, ""))
			s := score(x, routeOptions{softHints: true})
			mains := chosenIDs(x, 1, "name-1", "name-2", "name-3")
			rescueGridPrices(x, s, tc.opt, mains)
			checkKept(t, mainText(emitBlocks(x, s, mains)), nil, []string{"2,019.99", "2,029.99"})
		})
	}
}
