package prune

import (
	"fmt"
	"strings"
)

// shopCards writes n product cards, each with a picture linked to the
// card's page, its title linked there too, a price, and a last line
// that is one link: tail(k) gives its words and address.
func shopCards(n int, tail func(k int) (string, string)) string {
	names := []string{"Walnut side table", "Oak bookcase with doors", "Pine bench for the hall", "Ash coat stand"}
	s := `<div class="grid">`
	for k := range n {
		href := fmt.Sprintf("/p/%d", k)
		words, to := tail(k)
		s += `<div class="card"><a href="` + href + `"><img src="x.jpg" alt=""></a><h3><a href="` + href + `">` + names[k%len(names)] +
			`</a></h3><p>$` + fmt.Sprint(100+k) + `</p><p><a href="` + to + `">` + words + `</a></p></div>`
	}
	return s + `</div>`
}

// tileCards writes n cards that are each one link around the item's
// picture box (holding the picture and over it the label over(k)), the
// item's name in an <h2> and its price.
func tileCards(n int, over func(k int) string) string {
	names := []string{"Black dress shoes", "Brown leather shoes", "Navy crew socks", "Grey ankle socks"}
	s := `<div class="grid">`
	for k := range n {
		s += fmt.Sprintf(`<div class="tile"><a href="/p/%d"><div class="frame"><div><img src="x.jpg" alt=""></div><div><h4>%s</h4></div></div>`+
			`<h2>%s</h2><div><p>$%d</p></div></a></div>`, k, over(k), names[k%len(names)], 10+k)
	}
	return s + `</div>`
}

// departmentTiles writes a section per department, each holding tiles:
// a link around a picture and, laid over it, the tile's name (the same
// three names in every department), then a line about the tile.
func departmentTiles(departments ...string) string {
	s := ""
	for d, dep := range departments {
		s += `<section><h2>` + dep + `</h2><div class="tiles">`
		for _, who := range []string{"Women", "Men", "Kids"} {
			s += fmt.Sprintf(`<div class="card"><a href="/c/%d/%s"><div class="tile"><img src="/i/%d-%s.jpg" alt=""><span>%s</span></div></a>`+
				`<p>%s for %s.</p></div>`, d, strings.ToLower(who), d, strings.ToLower(who), who, para(dep, 8), strings.ToLower(who))
		}
		s += `</div></section>`
	}
	return s
}

var cardLinkCases = []pruneCase{
	{
		name: "the same label over each whole-card link's picture",
		html: `<p>` + para("intro", 30) + `</p>` + tileCards(4, func(int) string { return "View Details" }),
		cut:  []string{"h4"},
		keep: []string{"h2", "p"},
	},
	{
		name: "labels over pictures that differ from card to card stay",
		html: `<p>` + para("intro", 30) + `</p>` + tileCards(4, func(k int) string { return []string{"Sale", "New", "Last pair", "Sold out"}[k] }),
		keep: []string{"h4", "h2", "p"},
	},
	{
		name: "a label with a figure over the picture stays",
		html: `<p>` + para("intro", 30) + `</p>` + tileCards(4, func(int) string { return "2 colours" }),
		keep: []string{"h4", "h2", "p"},
	},
	{
		name: "a line beside the name, not over the picture, stays",
		html: `<p>` + para("intro", 30) + `</p>` + strings.ReplaceAll(tileCards(4, func(int) string { return "" }), "<h2>", "<h5>Full-Time</h5><h2>"),
		keep: []string{"h5", "h2", "p"},
	},
	{
		// A shop's departments, each with tiles of its own audiences: the
		// words repeat over pictures linking to different pages, but each
		// is the whole name of its link, not a line laid over a card.
		name: "the same tile names under different headings stay",
		html: `<p>` + para("intro", 30) + `</p>` + departmentTiles("Running shoes", "Jackets", "Backpacks"),
		keep: []string{"div", "span", "h2"},
	},
	{
		name: "each card's View details link to its own page",
		html: `<p>` + para("intro", 30) + `</p>` + shopCards(4, func(k int) (string, string) { return "View details", fmt.Sprintf("/p/%d", k) }),
		cut:  []string{"p"},
		keep: []string{"h3"},
	},
	{
		name: "a short link to another page (the card's brand) stays",
		html: `<p>` + para("intro", 30) + `</p>` + shopCards(4, func(k int) (string, string) { return "Nordwood", "/brands/nordwood" }),
		keep: []string{"p"},
	},
	{
		name: "two cards are no grid",
		html: `<p>` + para("intro", 30) + `</p>` + shopCards(2, func(k int) (string, string) { return "View details", fmt.Sprintf("/p/%d", k) }),
		keep: []string{"p", "h3"},
	},
}
