package prune

// pricedTile is a shop tile whose price is copied into text that is
// hidden from the screen and, by aria-hidden, from screen readers too.
const pricedTile = `<li><h3><a href="/p/1">Venue X Carry-On Spinner</a></h3><div class="price"><b>$129.99</b> ` +
	`<i>41% Savings</i><span class="sr-only" aria-hidden="true">The current price is Now $129.99, ` +
	`discount of 41% Savings</span></div></li>`

var unseenCases = []pruneCase{
	{
		name: "a price copy hidden from the screen and from screen readers",
		html: `<ul>` + pricedTile + pricedTile + pricedTile + `</ul>`,
		cut:  []string{"span"},
		keep: []string{"li", "h3", "b", "i"},
	},
	{
		name: "a price read out to screen readers only is kept",
		html: article + `<span class="sr-only">Price reduced from $19.95 to $13.99</span>`,
		keep: []string{"span"},
	},
	{
		name: "a shown element hidden from screen readers is kept",
		html: article + `<span aria-hidden="true">(1332 reviews)</span>`,
		keep: []string{"span"},
	},
}
