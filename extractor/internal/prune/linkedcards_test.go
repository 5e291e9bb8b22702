package prune

import (
	"testing"

	"golang.org/x/net/html"

	"folio/extractor/internal/classify"
)

// linkedCard is a story's card wholly inside one link: a picture, a
// kicker, the headline in a heading and a summary.
func linkedCard(href, headline string) string {
	return `<div class="newsteaser"><a href="` + href + `"><img src="/t.jpg" alt=""><span class="kategorie">Bundesliga - Hintergrund</span>` +
		`<h2>` + headline + `</h2><p class="desc">Stürmer? Torhüter? Der Trainer spricht Klartext:</p></a></div>`
}

// TestLinkedCards: a card wholly inside one link after the story goes, on
// an article or an untyped page; a roundup's card between its paragraphs,
// a link around a bare heading, a fragment link and a listing's cards stay.
func TestLinkedCards(t *testing.T) {
	story := article + `<p>` + para("four", 40) + `</p>`
	for _, c := range []struct {
		name string
		html string
		typ  classify.PageType
		cut  bool
	}{
		{"a lone card after the story", story + linkedCard("/news/status-quo", "Status quo: Das passiert noch beim SK Rapid"), classify.TypeUnknown, true},
		{"a card after a declared article", story + linkedCard("/news/status-quo", "Status quo: Das passiert noch beim SK Rapid"), classify.TypeArticle, true},
		{"a roundup's card between its paragraphs", story + linkedCard("/picks/1", "The first pick of the season") + `<p>` + para("after", 30) + `</p>`, classify.TypeUnknown, false},
		{"a link around a bare heading", story + `<a href="/next"><h2>The next chapter</h2></a>`, classify.TypeUnknown, false},
		{"a card linking to a fragment", story + linkedCard("#status", "Status quo: Das passiert noch beim SK Rapid"), classify.TypeUnknown, false},
		{"a listing's card", story + linkedCard("/news/status-quo", "Status quo: Das passiert noch beim SK Rapid"), classify.TypeListing, false},
	} {
		root := parseRoot(t, c.html)
		cut := false
		for _, k := range Prune([]*html.Node{root}, nil, Page{Type: c.typ}) {
			if k.Rule == "linked-card" {
				cut = true
			}
		}
		if cut != c.cut {
			t.Errorf("%s: cut = %v, want %v", c.name, cut, c.cut)
		}
	}
}
