package prune

// The browser-command links' cases (scriptlinks.go) run in TestPrune.

// scriptLinkCases are back and print controls written as links, and
// links of the same words that stay.
var scriptLinkCases = []pruneCase{
	{
		name: "a back link after a press release",
		html: article + `<p><a href="javascript:history.back()" class="back">zurück</a></p>`,
		cut:  []string{"p"},
	},
	{
		name: "a back link going one page back in a box of its own",
		html: article + `<div class="news-single-backlink"><a href="javascript:history.go(-1); ">...zurück</a></div>`,
		cut:  []string{"div"},
	},
	{
		name: "a print control by its click handler",
		html: article + `<div><a href="#" onclick="window.print(); return false">Drucken</a></div>`,
		cut:  []string{"div"},
	},
	{
		name: "a link back to the listing's address is kept",
		html: article + `<p><a href="/news/">zurück</a></p>`,
		keep: []string{"p"},
	},
	{
		name: "a sentence around a back link is kept",
		html: article + `<p>Die Pressemitteilung als PDF und alle Fotos gibt es im Archiv, <a href="javascript:history.back()">zurück</a> zur Übersicht.</p>`,
		keep: []string{"p"},
	},
}
