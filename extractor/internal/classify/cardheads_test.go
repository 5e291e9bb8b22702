package classify

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"folio/extractor/internal/dom"
)

// teaser is a blog index's card: a linked title over a summary paragraph.
func teaser(title, summary string) string {
	slug := strings.ReplaceAll(title, " ", "-")
	return `<article class="post"><a href="/` + slug + `"><h2>` + title + `</h2></a>` +
		`<p id="s-` + slug + `">` + summary + `</p></article>`
}

// titled is a card whose heading holds the link to its item.
func titled(title, summary string) string {
	slug := strings.ReplaceAll(title, " ", "-")
	return `<article class="post"><h2><a href="/` + slug + `">` + title + `</a></h2>` +
		`<p id="s-` + slug + `">` + summary + `</p></article>`
}

// boxed is a card whose heading names a section and links nowhere; its
// link comes after the text.
func boxed(title, summary string) string {
	slug := strings.ReplaceAll(title, " ", "-")
	return `<div class="box"><h2>` + title + `</h2><p id="s-` + slug + `">` + summary +
		`</p><a href="/` + slug + `">Read more</a></div>`
}

// shopCard is a shop's card that writes no heading: its title is a link
// of its own line in the info box, between the rating box and the
// features list.
func shopCard(title, features string) string {
	slug := strings.ReplaceAll(title, " ", "-")
	return `<div class="cell"><div class="info"><div class="rating">(132)</div>` +
		`<a href="/p/` + slug + `">` + title + `</a><ul id="s-` + slug + `"><li>` + features + `</li></ul></div></div>`
}

// pricedShopCard is a shop's card whose chosen block is its price list.
func pricedShopCard(title, price string) string {
	slug := strings.ReplaceAll(title, " ", "-")
	return `<div class="cell"><div class="info"><div class="rating">(132)</div>` +
		`<a href="/p/` + slug + `">` + title + `</a></div><ul id="s-` + slug + `"><li>` + price + `</li><li>Free Shipping</li></ul></div>`
}

// cardHeads runs rescueCardHeads on page with the summaries (ids "s-...")
// chosen, for a page of type typ, and returns how many blocks joined them
// and the chosen text.
func cardHeads(t *testing.T, page string, typ PageType) (int, string) {
	t.Helper()
	x := indexPage(t, `<html><body><main>`+page+`</main></body></html>`)
	s := score(x, routeOptions{pageType: typ, softHints: true})
	var ids []string
	for id := range nodeIDs(x) {
		if strings.HasPrefix(id, "s-") {
			ids = append(ids, id)
		}
	}
	mains := chosenIDs(x, 1, ids...)
	before := len(mains)
	rescueCardHeads(x, s, routeOptions{pageType: typ}, mains)
	var b strings.Builder
	for i := range x.nodes {
		if _, ok := mains[int32(i)]; ok {
			b.WriteString(dom.Text(x.nodes[i], nil) + "|")
		}
	}
	return len(mains) - before, b.String()
}

func TestRescueCardHeads(t *testing.T) {
	sum := "A look at how the team rebuilt its deploy pipeline, and what broke on the way."
	grid := teaser("Shipping faster", sum) + teaser("Code smells for agents", sum) + teaser("Trust in tools", sum)
	unlinked := boxed("Shipping faster", sum) + boxed("Code smells for agents", sum) + boxed("Trust in tools", sum)
	long := strings.Repeat("A whole post on the blog's front page, paragraph after paragraph. ", 20)
	two := teaser("Shipping faster", sum) + teaser("Trust in tools", sum)
	// A page's own text beside the box, which the scorer marks as chrome
	// only when it holds less than half the page's text.
	story := `<article><h1>The story</h1><p>` + strings.Repeat(sum+" ", 10) + `</p></article>`
	inner := titled("Shipping faster", sum) + titled("Code smells for agents", sum) + titled("Trust in tools", sum)
	paras := strings.ReplaceAll(strings.ReplaceAll(grid, `<p id="s-`, `<div class="text"><p id="s-`), `</p></article>`, `</p><p id="s-x">`+sum+`</p><p id="s-y">`+sum+`</p></div></article>`)
	// A long text chosen beside the grid (dominantProse).
	guide := `<div class="guide"><p id="s-guide">` + strings.Repeat("Graphics cards turn the processor's data into images on the monitor, and their memory decides how large a scene they hold. ", 12) + `</p></div>`
	cases := []struct {
		name  string
		page  string
		typ   PageType
		heads int
	}{
		{"a listing's card titles join their summaries", `<div class="grid">` + grid + `</div>`, TypeUnknown, 3},
		{"declared collections too", `<div class="grid">` + grid + `</div>`, TypeCollection, 3},
		{"a declared article's teasers stay out", `<div class="grid">` + grid + `</div>`, TypeArticle, 0},
		{"forums have their own strategy", `<div class="grid">` + grid + `</div>`, TypeForum, 0},
		{"two boxes are no grid", `<div class="grid">` + two + `</div>`, TypeUnknown, 0},
		{"a sidebar's widgets are no items", `<div id="sidebar">` + grid + `</div>`, TypeUnknown, 0},
		{"a whole post is no card's summary", `<div class="grid">` + teaser("One", long) + teaser("Two", long) + teaser("Three", long) + `</div>`, TypeUnknown, 0},
		{"a heading without a link is no item's title", `<div class="grid">` + unlinked + `</div>`, TypeUnknown, 0},
		{"a heading may hold its link", `<div class="grid">` + inner + `</div>`, TypeUnknown, 3},
		{"a shop card's title may be a link on its own line", `<div class="grid">` + shopCard("Radeon RX 9060 XT 16GB GDDR6 Graphics Card Triple Fans", sum) +
			shopCard("GeForce RTX 5070 12GB GDDR7 Graphics Card Dual Fans OC", sum) + shopCard("Arc B580 12GB GDDR6 PCI Express 4.0 Graphics Card", sum) + `</div>`, TypeCollection, 3},
		{"a buying guide beside a shop's priced cards leaves them cards", `<div class="grid">` + pricedShopCard("Radeon RX 9060 XT 16GB GDDR6 Graphics Card Triple Fans", "$459.99") +
			pricedShopCard("GeForce RTX 5070 12GB GDDR7 Graphics Card Dual Fans OC", "$549.99") + pricedShopCard("Arc B580 12GB GDDR6 PCI Express 4.0 Graphics Card", "$249.99") + `</div>` + guide, TypeUnknown, 3},
		{"a story beside unpriced cards makes them teasers", `<div class="grid">` + shopCard("Radeon RX 9060 XT 16GB GDDR6 Graphics Card Triple Fans", sum) +
			shopCard("GeForce RTX 5070 12GB GDDR7 Graphics Card Dual Fans OC", sum) + shopCard("Arc B580 12GB GDDR6 PCI Express 4.0 Graphics Card", sum) + `</div>` + guide, TypeUnknown, 0},
		{"a short link on its own line is a control, not a title", `<div class="grid">` + shopCard("Compare", sum) +
			shopCard("Details", sum) + shopCard("Add to list", sum) + `</div>`, TypeCollection, 0},
		{"a summary of several paragraphs is under its card", `<div class="grid">` + paras + `</div>`, TypeUnknown, 3},
		{"an aside's teasers are no items", story + `<aside><div class="grid">` + grid + `</div></aside>`, TypeUnknown, 0},
		{"a menu's cards are no items", story + `<div role="navigation"><div class="grid">` + grid + `</div></div>`, TypeUnknown, 0},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			n, got := cardHeads(t, c.page, c.typ)
			if n != c.heads {
				t.Errorf("%d headings joined, want %d: %q", n, c.heads, got)
			}
		})
	}
}

// A listing of thousands of cards, and a card of thousands of chosen
// notes, are read in linear time: counting each card's siblings anew, or
// walking a card up to each of its summaries, took seconds here (8000
// cards: 15 s; three columns of 8000 notes: 4 s), linear code some tens
// of milliseconds.
func TestRescueCardHeadsLinear(t *testing.T) {
	if testing.Short() {
		t.Skip("a page of 24000 blocks")
	}
	const n = 8000
	var grid, cols strings.Builder
	for i := 0; i < n; i++ {
		fmt.Fprintf(&grid, `<article class="post"><h2><a href="/i%d">Item %d</a></h2><p id="s-%d">A short summary of item %d.</p></article>`, i, i, i, i)
	}
	for c := 0; c < 3; c++ {
		fmt.Fprintf(&cols, `<div class="col"><h2><a href="/c%d">Column %d</a></h2>`, c, c)
		for i := 0; i < n; i++ {
			fmt.Fprintf(&cols, `<p id="s-%d-%d">A short note of the column, number %d.</p>`, c, i, i)
		}
		cols.WriteString(`</div>`)
	}
	for _, c := range []struct {
		name  string
		page  string
		heads int
	}{{"cards", grid.String(), n}, {"notes", cols.String(), 3}} {
		t.Run(c.name, func(t *testing.T) {
			x := indexPage(t, `<html><body><main><div class="grid">`+c.page+`</div></main></body></html>`)
			s := score(x, routeOptions{pageType: TypeUnknown, softHints: true})
			mains := map[int32]float64{}
			for _, i := range nodeIDs(x) {
				mains[i] = 1
			}
			before := len(mains)
			start := time.Now()
			rescueCardHeads(x, s, routeOptions{pageType: TypeUnknown}, mains)
			if took := time.Since(start); took > time.Second {
				t.Errorf("took %v", took)
			}
			if got := len(mains) - before; got != c.heads {
				t.Errorf("%d headings joined, want %d", got, c.heads)
			}
		})
	}
}
