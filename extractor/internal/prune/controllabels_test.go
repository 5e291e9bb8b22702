package prune

import "strings"

// compareTile is a shop tile with a compare checkbox and its label.
const compareTile = `<li><h3><a href="/p/1">X-T5 Mirrorless Camera</a></h3><b>$1,699.00</b>` +
	`<input type="checkbox" id="c1"><label for="c1">Add to Compare</label></li>`

var controlLabelCases = []pruneCase{
	{
		name: "the same control label on every tile",
		html: `<ul>` + strings.Repeat(compareTile, 3) + `</ul>`,
		cut:  []string{"label"},
		keep: []string{"li", "h3", "b"},
	},
	{
		name: "a form's labels, each once",
		html: article + `<form><label>Engraving text</label><input name="e"><label>Gift note</label><input name="n">` +
			`<label>Delivery date</label><input name="c"></form>`,
		keep: []string{"label"},
	},
	{
		name: "a control label on two tiles",
		html: `<ul>` + strings.Repeat(compareTile, 2) + `</ul>`,
		keep: []string{"label"},
	},
}
