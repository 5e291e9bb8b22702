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

// labelApartCases are prices whose label is (or is not) an element of its
// own inside the inline element that holds the price.
var labelApartCases = []pruneCase{
	{
		name: "a card's price beside a label element of its own is content",
		html: `<ul><li><h3><a href="/p/1">Running Graphic T-Shirt</a></h3><p>oversized fit</p><div class="price">` +
			`<span class="amount"><b>Regular Price: </b>$36</span></div></li>` +
			`<li><h3><a href="/p/2">Geo Seamless T-Shirt</a></h3><p>slim fit</p><div class="price">` +
			`<span class="amount"><b>Regular Price: </b>$38</span></div></li></ul>`,
		keep: []string{"span"},
	},
	{
		name: "a price read out in one text with its label is cut",
		html: `<ul><li><h3><a href="/p/1">Instant Pot Duo 6-Quart</a></h3><div class="price">` +
			`<div aria-hidden="true">$148.02</div><span>current price $148.02</span></div></li></ul>`,
		cut: []string{"span"},
	},
}
