package prune

import (
	"testing"

	"golang.org/x/net/html"

	"folio/extractor/internal/classify"
)

func TestNextStories(t *testing.T) {
	story := func(id, seed string) string {
		return `<article id=` + id + `><header><h1>` + para(seed+"h", 8) + `</h1></header><p>` + para(seed, 60) + `</p><p>` +
			para(seed+"b", 40) + `</p></article>`
	}
	cases := []struct {
		name string
		html string
		typ  classify.PageType
		cut  []string
		// title is the page's settled title; "" stands for the first
		// story's headline.
		title string
	}{
		{
			name:  "a guide set in one article per chapter keeps its chapters",
			html:  `<main>` + story("a0", "one") + story("a1", "two") + story("a2", "three") + `</main>`,
			typ:   classify.TypeArticle,
			title: "Baking bread at home: a guide",
		},
		{
			name: "stories the scroll appends under the first go",
			html: `<div class=scrollblock>` + story("a0", "one") + story("a1", "two") + story("a2", "three") + `</div>`,
			typ:  classify.TypeArticle,
			cut:  []string{"a1", "a2"},
		},
		{
			name: "each appended story in a scroll block of its own",
			html: `<div id=b0>` + story("a0", "one") + `</div><div id=b1>` + story("a1", "two") + `</div>`,
			typ:  classify.TypeArticle,
			cut:  []string{"b1"},
		},
		{
			name: "cards without a headline of their own after the story stay",
			html: story("a0", "one") + `<article id=c1><h3>` + para("card", 6) + `</h3></article>`,
			typ:  classify.TypeArticle,
		},
		{
			name: "short cards with headlines after the story stay",
			html: story("a0", "one") + `<div><article id=c1><h1>` + para("card", 4) + `</h1></article><article id=c2><h1>` +
				para("other", 4) + `</h1></article></div>`,
			typ: classify.TypeArticle,
		},
		{
			name: "a listing of whole posts declares no article",
			html: `<section>` + story("a0", "one") + story("a1", "two") + `</section>`,
			typ:  classify.TypeListing,
		},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			root := parseRoot(t, c.html)
			title := c.title
			if title == "" {
				title = para("oneh", 8)
			}
			cuts := Prune([]*html.Node{root}, nil, Page{Type: c.typ, Title: title})
			got := cutIDs(cuts, "next-story")
			if len(got) != len(c.cut) {
				t.Fatalf("next-story cuts %v, want %v", got, c.cut)
			}
			for k := range got {
				if got[k] != c.cut[k] {
					t.Errorf("next-story cuts %v, want %v", got, c.cut)
				}
			}
		})
	}
}
