package prune

// tailCases are teaser runs after an article's last paragraph, and links
// that end an article without being teasers.
var tailCases = []pruneCase{
	{
		name: "teaser headlines and a cut-off summary after the text",
		html: article + `<h4>Weitere Tourentipps</h4><p><a href="/a">Ein Roadtrip entlang der Küste im Frühling</a></p>` +
			`<div>Mit dem Rad durch die Weinberge und zurück zum Hafen, wo ...</div>` +
			`<p><a href="/b">Herbstlicher Wochenend-Ausflug in die Berge</a></p>`,
		cut: []string{"h4", "p", "div"},
	},
	{
		name: "a lone source link after the text is kept",
		html: article + `<p><a href="/src">Die Studie im Original beim Verlag</a></p>`,
		keep: []string{"p"},
	},
	{
		name: "a line introducing linked press releases is kept",
		html: article + `<p><strong>Lesen Sie dazu auch die Pressemitteilungen:</strong></p><ul><li><a href="/1">Nr. 34 vom 8. November 2021</a></li>` +
			`<li><a href="/2">Nr. 35 vom 9. November 2021</a></li></ul>`,
		keep: []string{"p"},
	},
	{
		name: "a guide's linked steps, each with its summary, are the article's",
		html: article + `<h3><a href="/s1">Step 1 - Backing up your data</a></h3><p>Five things to consider when backing up the data of a small office.</p>` +
			`<h3><a href="/s2">Step 2 - Protecting your organisation from malware</a></h3><p>Free and easy tips that help to prevent malware from damaging your organisation.</p>` +
			`<h3><a href="/s3">Step 3 - Keeping your smartphones safe</a></h3>`,
		keep: []string{"h3", "p"},
	},
	{
		name: "linked headlines with their dates after the text go",
		html: article + `<h3><a href="/a">Building brains for bulldozers on the site</a></h3><p>Jane Doe - 2024-12-17</p>` +
			`<h3><a href="/b">Your sneak peek at the redesigned blog</a></h3><p>John Roe - 2024-12-04</p>` +
			`<h3><a href="/c">Making tools that are actually good</a></h3>`,
		cut: []string{"h3"},
	},
	{
		name: "a listing of links is not a tail",
		html: `<p><a href="/1">Erster Artikel der Liste mit Titel</a></p><p><a href="/2">Zweiter Artikel der Liste mit Titel</a></p>` +
			`<p><a href="/3">Dritter Artikel der Liste mit Titel</a></p>`,
		keep: []string{"p"},
	},
}

// promoIntlCases are closing calls to action in other languages.
var promoIntlCases = []pruneCase{
	{
		name: "german follow-us and support lines at the end",
		html: article + `<p>Folgen Sie uns auf Facebook und Twitter</p><p>Unterstützen Sie unsere Arbeit mit einem Abo.</p>`,
		cut:  []string{"p"},
	},
	{
		name: "german comment box named in german",
		html: article + `<section class="kommentare"><h2>0 Kommentare</h2><p>Keine Kommentare (Kommentare erscheinen erst nach unserer Freigabe)</p></section>`,
		cut:  []string{"section"},
	},
	{
		name: "german caption class beside its image",
		html: article + `<div><img src="a.jpg"><p class="bildunterschrift">Rund um Wurzeln lagert sich Eisenoxid ab.</p></div>`,
		cut:  []string{"p"},
	},
	{
		name: "german ad disclosure, reading time and update line",
		html: `<p>Lesezeit: 4 Minuten</p>` + article + `<p><em>*Werbung. Dieser Beitrag enthält Werbung für eine Marke.</em></p>` +
			`<p>Letzte Aktualisierung am 2.02.2022 / Bilder von der Amazon Product Advertising API</p>`,
		cut:  []string{"p"},
		keep: []string{"em"},
	},
	{
		name: "wire-service footer and affiliate disclosure after a news story",
		html: article + `<p>(Reporting by Greg Roumeliotis; editing by Martin Howell)</p><p>Our Standards:The Thomson Reuters Trust Principles.</p>` +
			`<p>Microsoft may earn an Affiliate Commission if you purchase something through recommended links in this article.</p>`,
		cut:  []string{"p"},
		keep: []string{},
	},
	{
		name: "reporting mentioned inside a closing sentence is kept",
		html: article + `<p>The figures were first made public in reporting by the local newspaper last week.</p>`,
		keep: []string{"p"},
	},
}
