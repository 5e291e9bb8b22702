package prune

// widgetHeadCases are headings that end the text over a box the page
// leaves empty, and closing headings that title something a reader sees.
var widgetHeadCases = []pruneCase{
	{
		name: "a heading over an empty button box and a hidden copy ends the text",
		html: article + `<div id="support"><h4>Unterstütze das Projekt:</h4>` +
			`<div style="display:none"><a href="/flattr">` + para("flattr", 12) + `</a></div><div class="g-plusone"></div></div>`,
		cut: []string{"h4"},
	},
	{
		name: "a heading over a checkout mount point with display:none",
		html: article + `<div><h2>Supporte uns jetzt!</h2><div><div id="checkout" style="display: none;"></div></div></div>`,
		cut:  []string{"h2"},
	},
	{
		name: "a closing heading with no box beside it is kept",
		html: article + `<h3>Fazit</h3>`,
		keep: []string{"h3"},
	},
	{
		name: "a heading over an embedded video is kept",
		html: article + `<div><h3>Das Video zum Beitrag</h3><div class="embed"><iframe src="https://video.example/1"></iframe></div></div>`,
		keep: []string{"h3"},
	},
	{
		name: "an accordion question inside its toggle, with empty icon boxes, is kept",
		html: article + `<a href="#" class="accordion-question"><h3>Does it work with my bank?</h3>` +
			`<div class="icons"><div class="icon"></div></div></a>`,
		keep: []string{"h3"},
	},
	{
		name: "a heading over an empty box followed by more text is kept",
		html: `<div><h3>Der Verlauf</h3><div class="spacer"></div></div>` + article,
		keep: []string{"h3"},
	},
}
