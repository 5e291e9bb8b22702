package prune

var imageDescriptionCases = []pruneCase{
	{
		name: "a gallery slide's hidden description, named by its image",
		html: `<div class="slides"><div class="slide"><img src="2.jpg" alt="" aria-describedby="slide-2">` +
			`<span id="slide-2" class="visually-hidden">Image 2 of 5</span></div></div>` + article,
		cut:  []string{"span"},
		keep: []string{"p"},
	},
	{
		name: "a hidden price no image names",
		html: `<p><img src="2.jpg" alt="" aria-describedby="caption-2"><span class="visually-hidden">Price: $24</span></p>` + article,
		keep: []string{"span"},
	},
	{
		name: "a shown paragraph the image names",
		html: `<div><img src="chart.png" alt="Sales chart" aria-describedby="desc"><p id="desc">` + para("chart", 30) + `</p></div>` + article,
		keep: []string{"p"},
	},
}
