package prune

// priceLineCases are shop cards whose price line opens with the label a
// theme prints before it.
var priceLineCases = []pruneCase{
	{
		name: "a card's price after its label is content",
		html: `<ul><li><h3><a href="/p/1">Dark Roast Coffee</a></h3><div class="price">Regular price $19.99</div></li>` +
			`<li><h3><a href="/p/2">Medium Roast Coffee</a></h3><div class="price">Regular price $15.99</div></li></ul>`,
		keep: []string{"div"},
	},
	{
		name: "a label line holding two prices repeats the card's price",
		html: `<ul><li><h3><a href="/p/1">Dark Roast Coffee</a></h3><p>$19.99</p>` +
			`<div class="price">Regular price $19.99 Sale price $19.99</div></li></ul>`,
		cut: []string{"div"},
	},
}
