package prune

var echoCases = []pruneCase{
	{
		name: "a price and its screen-reader copy",
		html: `<p>` + para("body", 30) + `</p><div><span>GBP 0.00<span class="clipped">GBP 0.00</span></span></div>`,
		cut:  []string{"span"},
		keep: []string{"div", "p"},
	},
	{
		name: "a card title echoed by its next span",
		html: `<p>` + para("body", 30) + `</p><div><span aria-hidden="true"><span>Next 3 pack ladies  top</span></span>` +
			`<span class="clipped">Next 3 pack ladies top</span></div>`,
		cut:  []string{"span"},
		keep: []string{"div", "p"},
	},
	{
		name: "a word repeated for emphasis in its own element is kept when it differs",
		html: `<p>Bora <b>Bora</b> Island is far.</p><p>` + para("body", 30) + `</p>`,
		keep: []string{"b", "p"},
	},
	{
		name: "identical list items are not echoes",
		html: `<ul><li>Regular fit cotton tee</li><li>Regular fit cotton tee</li></ul><p>` + para("body", 30) + `</p>`,
		keep: []string{"li"},
	},
	{
		name: "a span that only begins like its sibling",
		html: `<p><span>Free delivery</span><span>Free delivery on orders over 50</span></p><p>` + para("body", 30) + `</p>`,
		keep: []string{"span"},
	},
}
