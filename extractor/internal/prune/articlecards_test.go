package prune

import "strings"

// The article cards' cases (articlecards.go) run in TestPrune.

// card is an <article> that is wholly one link: an image and a headline.
func card(href, headline string) string {
	return `<article class="tile"><a href="` + href + `"><img src="/i.jpg" alt=""><span>` + headline + `</span></a></article>`
}

var cardGrid = card("/news/a", "Storm worries at the club: the strikers score no goals at all") +
	card("/news/b", "Thousands expected in the city centre today, and this is the reason") +
	card("/news/c", "The actor's last appearance on the show after the accident")

var articleCardCases = []pruneCase{
	{
		name: "a grid of linked story cards beside the story is cut",
		html: cardGrid + `<article>` + article + `</article>`,
		cut:  []string{"article"},
	},
	{
		name: "a lone linked card beside the story is kept",
		html: card("/news/a", "Storm worries at the club: the strikers score no goals at all") + `<article>` + article + `</article>`,
		keep: []string{"article"},
	},
	{
		name: "cards with a teaser line outside the link are kept",
		html: strings.ReplaceAll(cardGrid, `</a></article>`, `</a><p>`+para("teaser", 12)+`</p></article>`) + `<article>` + article + `</article>`,
		keep: []string{"article"},
	},
	{
		name: "cards that only name things (a parts category's chips) are kept",
		html: card("/p/a", "Phone 6") + card("/p/b", "Phone 7") + card("/p/c", "Tablet 2") + card("/p/d", "Watch") + `<article>` + article + `</article>`,
		keep: []string{"article"},
	},
	{
		name: "a roundup's picks between its intro and its closing words are kept",
		html: article + `<div class="picks">` + cardGrid + `</div><p>` + para("closing", 20) + `</p>`,
		keep: []string{"article"},
	},
	{
		name: "picks standing right between the paragraphs are kept",
		html: article + cardGrid + `<p>` + para("closing", 20) + `</p>`,
		keep: []string{"article"},
	},
	{
		name: "tiles after the story's last paragraph are cut",
		html: article + `<div class="tiles">` + cardGrid + `</div>`,
		cut:  []string{"article"},
	},
	{
		name: "cards without a story beside them are kept",
		html: `<h1>News</h1>` + cardGrid + card("/news/d", "The council votes on the new budget for the schools next week"),
		keep: []string{"article"},
	},
}
