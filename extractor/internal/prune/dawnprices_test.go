package prune

// dawnPrice is a card's price box as Dawn writes it: a regular box and a
// sale box, with their screen-reader labels.
func dawnPrice(box, regularTag, saleTag string) string {
	return `<div class="` + box + `"><div class="price__container">` +
		`<` + regularTag + ` class="price__regular"><span class="visually-hidden">Regular price</span> <span class="price-item">$499.95</span></` + regularTag + `>` +
		`<` + saleTag + ` class="price__sale"><span class="visually-hidden">Sale price</span> <span class="price-item">$449.95</span></` + saleTag + `>` +
		`</div></div>`
}

var dawnPriceCases = []pruneCase{
	{
		name: "Dawn's sale box of a card not on sale",
		html: `<ul><li><h3>Sennheiser HD 600 Headphones</h3>` + dawnPrice("price", "p", "section") + `</li></ul><p>` + para("intro", 30) + `</p>`,
		cut:  []string{"section"},
		keep: []string{"p", "h3", "li"},
	},
	{
		name: "Dawn's regular box of a card on sale",
		html: `<ul><li><h3>Sennheiser HD 650 Headphones</h3>` + dawnPrice("price price--on-sale", "section", "p") + `</li></ul><p>` + para("intro", 30) + `</p>`,
		cut:  []string{"section"},
		keep: []string{"p", "h3", "li"},
	},
}
