package prune

// srCard is a shop card whose price is read out to screen readers with
// labels a sighted reader never sees.
const srCard = `<li><h3><a href="/p/1">Crusher Evo</a></h3><div class="price">` +
	`<span class="visually-hidden">Original price</span> <s>$209.99</s> ` +
	`<span class="visually-hidden">Sale price</span> <b>$99.99</b></div></li>`

var srLabelCases = []pruneCase{
	{
		name: "price labels read out to screen readers",
		html: `<ul>` + srCard + srCard + srCard + `</ul>`,
		cut:  []string{"span"},
		keep: []string{"li", "h3", "div", "b", "s"},
	},
	{
		name: "a label with an arrow after it is still three words",
		html: article + `<p class="sr-only">Read full story →</p>`,
		cut:  []string{"p"},
	},
	{
		name: "a price read out to screen readers is content",
		html: article + `<span class="sr-only">Price reduced from $19.95 to $13.99</span>`,
		keep: []string{"span"},
	},
	{
		name: "a product name read out to screen readers is content",
		html: article + `<span class="screen-reader-text">Topo Athletic ST-5 Grey women's trail runner</span>`,
		keep: []string{"span"},
	},
	{
		name: "a short label that is shown",
		html: article + `<span class="price-label">Sale price</span>`,
		keep: []string{"span"},
	},
}
