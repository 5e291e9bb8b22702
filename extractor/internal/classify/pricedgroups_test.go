package classify

import (
	"fmt"
	"strings"
	"testing"
)

// pricedGrid writes n product cards, each a linked picture, a linked
// name, a model line and, when priced, a price; the model line of the
// first card has id "pick".
func pricedGrid(n int, priced bool) string {
	var b strings.Builder
	b.WriteString(`<div class="grid">`)
	for k := range n {
		id := ""
		if k == 0 {
			id = ` id="pick"`
		}
		fmt.Fprintf(&b, `<div class="card"><a href="/p/%d"><img src="/p%d.jpg" alt=""></a><h3><a href="/p/%d">Graphics card model %d with 16GB</a></h3><p%s>Model #: RX%d XT OC</p>`, k, k, k, k, id, 9000+k)
		if priced {
			fmt.Fprintf(&b, `<p>$%d.99</p>`, 400+k)
		}
		b.WriteString(`</div>`)
	}
	b.WriteString(`</div>`)
	return b.String()
}

// TestCompletePricedGroups: one chosen card of a grid of priced cards
// brings its siblings; cards without prices, a group under
// pricedGroupMin cards and an article's grid stay as they were.
func TestCompletePricedGroups(t *testing.T) {
	cases := []struct {
		name string
		grid string
		typ  PageType
		want int // blocks chosen after the rule
	}{
		{"a partly chosen grid of priced cards", pricedGrid(8, true), TypeUnknown, 8},
		{"a declared collection's grid", pricedGrid(8, true), TypeCollection, 8},
		{"cards without prices", pricedGrid(8, false), TypeUnknown, 1},
		{"five cards are too few", pricedGrid(5, true), TypeUnknown, 1},
		{"an article's product boxes", pricedGrid(8, true), TypeArticle, 1},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			x := indexPage(t, `<html><body><main><h1>Graphics cards</h1>`+c.grid+`</main></body></html>`)
			s := score(x, routeOptions{pageType: c.typ, softHints: true})
			mains := chosenIDs(x, 1, "pick")
			if len(mains) != 1 {
				t.Fatal("no chosen card line")
			}
			completePricedGroups(x, s, routeOptions{pageType: c.typ}, mains)
			if len(mains) != c.want {
				t.Errorf("%d blocks chosen, want %d", len(mains), c.want)
			}
		})
	}
}
