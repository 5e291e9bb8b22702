package prune

// The captions' cases (captions.go) run in TestPrune.

// captionCases are figure captions and credits, and the captions of
// cards, which are content.
var captionCases = []pruneCase{
	{
		name: "figure caption and credit of a news photo",
		html: `<p>` + para("one", 40) + `</p><figure><img src="a.jpg" alt=""><figcaption>Protesters have worn masks to protect their identities (Image: GETTY)</figcaption></figure><p>` + para("two", 40) + `</p>`,
		cut:  []string{"figcaption"},
		keep: []string{"p"},
	},
	{
		name: "wordpress caption text beside its image",
		html: article + `<div class="wp-caption"><img src="b.jpg"><p class="wp-caption-text">Photo by Kirk Irwin/Getty Images</p></div>`,
		cut:  []string{"p"},
	},
	{
		name: "a long descriptive caption in a blog gallery is content, whatever its class",
		html: `<p>` + para("one", 40) + `</p><figure class="gallery-item"><img src="g1.jpg" alt=""><figcaption class="x1">` + para("gallery", 90) +
			`</figcaption></figure><figure><img src="g2.jpg" alt=""><figcaption>` + para("second", 90) + `</figcaption></figure><p>` + para("two", 40) + `</p>`,
		keep: []string{"figcaption"},
	},
	{
		name: "a long news caption that names its photo's source goes",
		html: `<p>` + para("one", 40) + `</p><figure><img src="h.jpg" alt=""><figcaption>` + para("module", 90) +
			` Credit: ESA</figcaption></figure><figure><img src="i.jpg" alt=""><figcaption>` + para("demo", 90) + ` (Foto: dpa)</figcaption></figure><p>` +
			para("two", 40) + `</p>`,
		cut: []string{"figcaption"},
	},
	{
		name: "a statistic's figure caption is content",
		html: article + `<figure class="stat"><p>6.7x</p><figcaption>Up to 6.7x faster pro rendering performance with ray tracing</figcaption></figure>`,
		keep: []string{"figcaption"},
	},
	{
		name: "a utility class containing caption is not a caption",
		html: article + `<div><img src="c.jpg"><span class="cdr-rating__caption-sr">Rated 4.5 out of 5 stars by 230 reviewers</span></div>`,
		keep: []string{"span"},
	},
	{
		name: "card captions of a collection are its items",
		html: `<ul><li><a href="/1"><img src="1.jpg"><span class="card-caption">Men's HOKA Speedgoat 6 trail shoe</span></a></li>` +
			`<li><a href="/2"><img src="2.jpg"><span class="card-caption">Women's Brooks Ghost trail shoe</span></a></li></ul>`,
		keep: []string{"span"},
	},
}
