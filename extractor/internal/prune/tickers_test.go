package prune

import "strings"

var tickerCases = []pruneCase{
	{
		name: "marquee repeating one call to action",
		html: article + `<div class="marquee">` + strings.Repeat(`<span>Book Now <span class="star">*</span></span>`, 20) + `</div>`,
		cut:  []string{"div"},
		keep: []string{"p"},
	},
	{
		name: "a refrain repeated fewer times than a ticker",
		html: `<p>Row, row, row your boat, row, row, row your boat, gently down the stream.</p>` + article,
		keep: []string{"p"},
	},
	{
		name: "a repeated word for emphasis",
		html: `<p>No no no no no no no no no no no no, said the editor.</p>` + article,
		keep: []string{"p"},
	},
	{
		name: "a chant of one word, under ten words",
		html: `<p>Olé, olé, olé, olé, olé!</p>` + article,
		keep: []string{"p"},
	},
	{
		name: "a repetitive page is its own content",
		html: `<p>` + strings.Repeat("word ", 200) + `</p>`,
		keep: []string{"p"},
	},
	{
		name: "repeated code",
		html: article + `<pre>` + strings.Repeat("go test ", 20) + `</pre>`,
		keep: []string{"pre"},
	},
}
