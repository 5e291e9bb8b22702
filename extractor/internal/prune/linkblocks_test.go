package prune

// The link blocks' cases (linkblocks.go) run in TestPrune.

// linkBlockCases are link-dense boxes inside the content and the boxes
// of links that are content.
var linkBlockCases = []pruneCase{
	{
		name: "most-popular box inside the article",
		html: article + `<div class="most-popular"><h4>Most Popular</h4><ul><li>1 <a href="/1">Thousands of Disney Plus accounts were hacked and sold online</a></li>` +
			`<li>2 <a href="/2">Man charged with manslaughter in friend's shooting death</a></li></ul></div>`,
		cut: []string{"div"},
	},
	{
		name: "a hinted block of prose is kept",
		html: article + `<section class="related-research"><p>` + para("research", 40) + `</p></section>`,
		keep: []string{"section"},
	},
	{
		name: "cards of a collection are kept",
		html: `<p>Trail running shoes for every surface.</p><div class="tag-grid">` +
			`<div class="teaser"><a href="/1">Men's HOKA Speedgoat 6 trail running shoe in black</a></div>` +
			`<div class="teaser"><a href="/2">Women's Brooks Ghost Trail running shoe in grey</a></div>` +
			`<div class="teaser"><a href="/3">Men's Brooks Cascadia 18 trail running shoe in blue</a></div></div>`,
		keep: []string{"div"},
	},
}
