package prune

import "strings"

// records is a grid of n tiles, each a description list naming its fields.
func records(n int) string {
	var b strings.Builder
	b.WriteString("<div>")
	for i := range n {
		name := string(rune('A' + i))
		b.WriteString(`<article><a href="/p/` + name + `"><dl><dt>Brand Name</dt><dd>Topo ` + name + `</dd>` +
			`<dt>Product Name</dt><dd>ST-` + name + ` trail runner</dd><dt>Price</dt><dd>$10` + name + `</dd></dl></a></article>`)
	}
	b.WriteString("</div>")
	return b.String()
}

var fieldLabelCases = []pruneCase{
	{
		name: "the field names of a grid's records",
		html: records(4),
		cut:  []string{"dt"},
		keep: []string{"dd", "dl", "article"},
	},
	{
		name: "two records are not a grid",
		html: records(2),
		keep: []string{"dt"},
	},
	{
		name: "a poster's name alone in its list, post after post",
		html: strings.Repeat(`<div><dl><dt>trilby</dt><dd>Forum Moderator</dd></dl><p>`+para("reply", 30)+`</p></div>`, 4),
		keep: []string{"dt"},
	},
	{
		name: "a glossary's terms each once",
		html: `<dl><dt>Cushioning</dt><dd>How soft the sole is.</dd><dt>Drop</dt><dd>Heel height minus toe height.</dd>` +
			`<dt>Support</dt><dd>How much the shoe corrects the stride.</dd></dl>`,
		keep: []string{"dt"},
	},
}
