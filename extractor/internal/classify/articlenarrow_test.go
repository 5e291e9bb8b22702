package classify

import (
	"strings"
	"testing"
)

// TestNarrowToArticle: a chosen column holding the story's <article> (with
// its <h1>) beside a column of linked teasers narrows to the article; the
// column stays whole when the article has no <h1>, when it holds two
// articles, when the text beside the article is prose, and on a listing.
func TestNarrowToArticle(t *testing.T) {
	prose := strings.Repeat("The story goes on with a long sentence of its own words. ", 8)
	teasers := strings.Repeat(`<li><a href="/other">Another story of the site with a headline</a> A short summary.</li>`, 6)
	article := func(h1 bool) string {
		h := "<h2>Story</h2>"
		if h1 {
			h = "<h1>Story</h1>"
		}
		return `<article id="story">` + h + `<p>` + prose + `</p></article>`
	}
	cases := []struct {
		name, col string
		typ       PageType
		narrowed  bool
	}{
		{"teasers", article(true) + `<div><ul>` + teasers + `</ul></div>`, TypeArticle, true},
		{"no-h1", article(false) + `<div><ul>` + teasers + `</ul></div>`, TypeArticle, false},
		{"two-articles", article(true) + `<article><p>` + prose + `</p></article><ul>` + teasers + `</ul>`, TypeArticle, false},
		{"prose-beside", article(true) + `<div><p>` + prose + `</p></div>`, TypeArticle, false},
		{"listing", article(true) + `<div><ul>` + teasers + `</ul></div>`, TypeListing, false},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			x := indexPage(t, `<html><body><div id="col">`+c.col+`</div></body></html>`)
			s := score(x, routeOptions{softHints: true})
			ids := nodeIDs(x)
			col, story := ids["col"], ids["story"]
			mains := map[int32]float64{col: 0.9}
			narrowToArticle(x, s, routeOptions{pageType: c.typ}, mains)
			_, got := mains[story]
			if got != c.narrowed || got == (mains[col] != 0) {
				t.Errorf("narrowed = %v (mains %v), want %v", got, mains, c.narrowed)
			}
		})
	}
}
