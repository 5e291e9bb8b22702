package classify

import (
	"fmt"
	"strings"
	"testing"
)

// card is one item of a listing: a heading, two short lines and a link.
func card(class, name, href string) string { return cardTag("div", class, name, href) }

func cardTag(tag, class, name, href string) string {
	return `<` + tag + ` class="` + class + `"><h2>` + name + `</h2><div>Difficulty: Beginner<br>Length: 5 miles of singletrack</div>` +
		`<a href="` + href + `">View the map</a></` + tag + `>`
}

func cards(class, href string) string { return cardsTag("div", class, href) }

// linkCards are a shop's tiles written as one link each around the
// picture and a <div> of the name (before the picture, a badge), with the
// price after the link.
func linkCards(href string) string {
	var b strings.Builder
	for _, n := range []string{"Anthills Trail Map", "Burroughs Park Guide", "Carl Barton Park Atlas", "Cypress Creek Handbook"} {
		b.WriteString(`<div class="tile"><a href="` + href + `"><span class="badge">New</span><img src="/p.jpg" alt=""><div class="name">` + n +
			`</div></a><div class="price">$12.99, in stock, ships free in two days</div></div>`)
	}
	return b.String()
}

func cardsTag(tag, class, href string) string {
	var b strings.Builder
	for _, n := range []string{"Anthills Trail", "Burroughs Park", "Carl Barton Park", "Cypress Creek"} {
		b.WriteString(cardTag(tag, class, n, href))
	}
	return b.String()
}

// rescued runs rescueItems on page with the element of id "intro" chosen
// and returns how many blocks are chosen after it.
func rescued(t *testing.T, page string, typ PageType) int {
	t.Helper()
	x := indexPage(t, page)
	s := score(x, routeOptions{pageType: typ, softHints: true}) // as with the model: class words are hints
	mains := chosenIDs(x, 1, "intro")
	if len(mains) != 1 {
		t.Fatal("no intro")
	}
	return len(rescueItems(x, s, routeOptions{pageType: typ}, mains))
}

func TestRescueItems(t *testing.T) {
	intro := `<p id="intro">Our trails, with their difficulty and length.</p>`
	long := `<p id="intro">` + strings.Repeat("A long text that is the content of this page. ", 20) + `</p>`
	cases := []struct {
		name string
		page string
		typ  PageType
		want int
	}{
		{"listing cards join the intro", intro + `<div class="grid">` + cards("card", "/trail") + `</div>`, TypeUnknown, 5},
		{"a page typed article with a short intro", intro + `<div>` + cards("card", "/trail") + `</div>`, TypeArticle, 5},
		{"accordion headings lead nowhere", intro + `<div>` + cards("card", "#") + `</div>`, TypeUnknown, 1},
		{"a blog's sidebar widgets", intro + `<div id="sidebar"><ul>` + cardsTag("li", "widget", "/w") + `</ul></div>`, TypeUnknown, 1},
		{"a text longer than an intro", long + `<div>` + cards("card", "/trail") + `</div>`, TypeUnknown, 1},
		{"products have their own strategy", intro + `<div>` + cards("card", "/trail") + `</div>`, TypeProduct, 1},
		{"tiles of one link around a picture and a name", intro + `<div class="grid">` + linkCards("/trail") + `</div>`, TypeUnknown, 5},
		{"tiles linking nowhere", intro + `<div class="grid">` + linkCards("#") + `</div>`, TypeUnknown, 1},
		{"two cards are no group", intro + `<div>` + card("card", "Anthills Trail", "/a") + card("card", "Burroughs Park", "/b") + `</div>`, TypeUnknown, 1},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			page := `<html><body><main>` + c.page + `</main></body></html>`
			if got := rescued(t, page, c.typ); got != c.want {
				t.Errorf("%d blocks chosen, want %d", got, c.want)
			}
		})
	}
}

// TestListIntroLong: on a page routed as a listing, a welcome text longer
// than chosenShort above the posts still leaves the posts' titles in when
// they hold half as much text; on an untyped page such a text is the
// content and the titles stay out.
func TestListIntroLong(t *testing.T) {
	var b strings.Builder
	b.WriteString(`<html><head><title>Posts for beginners</title></head><body class="archive category"><div class="content"><h1>Posts for beginners</h1><div class="category-description">`)
	b.WriteString(strings.Repeat(`<p>Welcome to the community: here you will find the posts that help you start, one small change at a time, with the habits that last for years.</p>`, 7))
	b.WriteString(`</div><div class="posts">`)
	for k := range 12 {
		fmt.Fprintf(&b, `<article class="excerpt"><header><h2><a href="/post-%d/">How to start with the habit number %d of a greener home</a></h2></header><a href="/post-%d/"><img src="/p%d.jpg" alt=""></a></article>`, k, k, k, k)
	}
	b.WriteString(`</div></div></body></html>`)
	page := b.String()
	if got := classifiedText(t, page, "https://blog.example/category/beginners/"); !strings.Contains(got, "habit number 11") {
		t.Errorf("the archive's posts were left out under its long intro: %.200q", got)
	}
	plain := strings.Replace(page, `<body class="archive category">`, `<body>`, 1)
	if got := classifiedText(t, plain, "https://blog.example/category/beginners/"); strings.Contains(got, "habit number 11") {
		t.Errorf("an untyped page's long text took the titles beside it: %.200q", got)
	}
}

// TestWholeLinkTitle: the first line after the picture of a whole-card
// link is the card's name; a badge before the picture, a link holding a
// heading and a link as large as a page region (a theme that wraps a whole
// section in one <a>) give none.
func TestWholeLinkTitle(t *testing.T) {
	var region strings.Builder
	region.WriteString(`<a href="/x"><img src="/p.jpg" alt=""><div id="name">Section</div>`)
	for k := range wholeLinkMaxNodes {
		fmt.Fprintf(&region, `<div>Line %d of the region</div>`, k)
	}
	region.WriteString(`</a>`)
	cases := []struct {
		name, page string
		want       bool
	}{
		{"a tile's name", `<a href="/c"><img src="/p.jpg" alt=""><div class="info"><div id="name">Travel Charger</div><div>$12</div></div></a>`, true},
		{"a tile that opens a panel on the page", `<a href="#quick-view"><img src="/p.jpg" alt=""><div id="name">Travel Charger</div></a>`, false},
		{"a badge before the picture", `<a href="/c"><span id="name">Sale</span><img src="/p.jpg" alt=""><div>Travel Charger</div></a>`, false},
		{"a link holding a heading", `<a href="/c"><img src="/p.jpg" alt=""><div id="name">New</div><h3>Travel Charger</h3></a>`, false},
		{"a link as large as a region", region.String(), false},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			x := indexPage(t, `<html><body><main>`+c.page+`</main></body></html>`)
			if got := wholeLinkTitle(x, nodeIDs(x)["name"]); got != c.want {
				t.Errorf("wholeLinkTitle = %v, want %v", got, c.want)
			}
		})
	}
}
