package prune

var unspokenCases = []pruneCase{
	{
		name: "swatch names hidden from screen readers",
		html: article + `<div class="swatches"><label aria-hidden="true">Space Black</label>` +
			`<label aria-hidden="true">Silver</label></div>`,
		cut:  []string{"label"},
		keep: []string{"p"},
	},
	{
		name: "a review count shown and hidden from screen readers is kept",
		html: article + `<span aria-hidden="true">(1332)</span>`,
		keep: []string{"span"},
	},
	{
		name: "a panel hidden from screen readers keeps its paragraphs",
		html: article + `<div aria-hidden="true"><p>` + para("tab", 30) + `</p></div>`,
		keep: []string{"div", "p"},
	},
	{
		name: "a label of more than three words is kept",
		html: article + `<span aria-hidden="true">Free delivery on every order</span>`,
		keep: []string{"span"},
	},
}
