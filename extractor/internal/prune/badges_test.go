package prune

import "strings"

// tile is a shop's product tile with a status badge saying status.
func tile(name, status string) string {
	return `<li><span class="card__badge">` + status + `</span><h3><a href="/p/` + name + `">` + name +
		` Cast Iron Skillet</a></h3><b>$19.99</b></li>`
}

// grid is a product grid of one tile per status.
func grid(status ...string) string {
	var b strings.Builder
	b.WriteString("<ul>")
	for i, s := range status {
		b.WriteString(tile(string(rune('A'+i))+"-pan", s))
	}
	b.WriteString("</ul>")
	return b.String()
}

var badgeCases = []pruneCase{
	{
		name: "the same status badge on the tiles of a grid",
		html: grid("Sold out", "Sold out", "Back-order", "Sold out"),
		cut:  []string{"span"},
		keep: []string{"li", "h3", "a", "b"},
	},
	{
		name: "stock counts differing only by their number",
		html: grid("Only 3 left!", "Only 5 left!", "Only 1 left!"),
		cut:  []string{"span"},
		keep: []string{"h3", "b"},
	},
	{
		name: "topics shown as badges, each its own",
		html: grid("Parenting", "Loneliness", "Life transitions"),
		keep: []string{"span"},
	},
	{
		name: "a label on two tiles is not a grid's badge",
		html: grid("Sold out", "Sold out"),
		keep: []string{"span"},
	},
	{
		name: "a badge of more than three words is the tile's content",
		html: grid("Free engraving with every order", "Free engraving with every order", "Free engraving with every order"),
		keep: []string{"span"},
	},
	{
		name: "documentation keeps its badges",
		html: `<pre><code>ws.send("hi")</code></pre>` + grid("Read only", "Read only", "Read only"),
		keep: []string{"span"},
	},
}
