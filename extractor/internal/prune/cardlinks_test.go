package prune

import "fmt"

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

var cardLinkCases = []pruneCase{
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
