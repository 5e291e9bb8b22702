package prune

import (
	"slices"
	"testing"

	"golang.org/x/net/html"
)

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

// The rule reads a block's own class or id, and only for a content root
// its ancestors': inside the content, a link list in a prose box named
// "more-info" is the box's own list.
func TestLinkBlockHints(t *testing.T) {
	links := `<ul><li><a href="/1">Thousands of accounts were hacked and sold online</a></li>` +
		`<li><a href="/2">Man charged with manslaughter in friend's death</a></li>` +
		`<li><a href="/3">The council votes on the new budget for roads</a></li></ul>`
	for _, c := range []struct {
		name, html string
		want       []string
	}{
		{"a trending box inside the article", article + `<div class="trending-box" id="box">` + links + `</div>`, []string{"box"}},
		{"a link list in a prose box named for more information", article + `<div class="more-info"><p>` + para("info", 40) + `</p><div id="list">` + links + `</div></div>`, nil},
	} {
		t.Run(c.name, func(t *testing.T) {
			got := cutIDs(Prune([]*html.Node{parseRoot(t, c.html)}, nil, Page{}), "link-block")
			if !slices.Equal(got, c.want) {
				t.Errorf("link blocks cut %v, want %v", got, c.want)
			}
		})
	}
}
