package classify

import (
	"strings"
	"testing"

	"folio/extractor/internal/dom"
)

func TestDropAsides(t *testing.T) {
	long := strings.Repeat("Ein langer Satz des Artikels mit vielen Wörtern. ", 12)
	page := `<html><body><div class="wrap"><main><article><header><p id="lead">Der Vorspann des Artikels.</p></header>` +
		`<p id="p1">` + long + `</p><p id="p2">` + long + `</p><p id="p3">` + long + `</p></article></main>` +
		`<div class="sidebar"><div><p id="popular">Meistgelesen: Ein anderer Artikel mit einem Teaser.</p></div></div>` +
		`<div class="widget x"><p id="layout">Ein Abschnitt in einem Baukasten-Widget.</p></div>` +
		`<footer><p id="legal">Alle Rechte vorbehalten, Nachdruck nur mit Genehmigung.</p></footer></div></body></html>`
	x := indexPage(t, page)
	s := score(x, routeOptions{softHints: true})
	mains := map[int32]float64{}
	ids := map[string]int32{}
	for i, n := range x.nodes {
		if id := dom.Attr(n, "id"); id != "" {
			ids[id] = int32(i)
			mains[int32(i)] = 1
		}
	}
	dropAsides(x, s, routeOptions{pageType: TypeArticle}, mains)
	for id, kept := range map[string]bool{"lead": true, "p1": true, "p2": true, "p3": true, "popular": false, "layout": false, "legal": false} {
		if _, ok := mains[ids[id]]; ok != kept {
			t.Errorf("%s kept = %v, want %v", id, ok, kept)
		}
	}
	// The same widget class around the article is layout, not chrome.
	layout := `<html><body><div class="widget x"><article><p id="p1">` + long + `</p><p id="p2">` + long + `</p></article></div>` +
		`<div class="widget x"><p id="section">Ein zweiter Abschnitt der Seite.</p></div></body></html>`
	x = indexPage(t, layout)
	s = score(x, routeOptions{softHints: true})
	mains = map[int32]float64{}
	for i, n := range x.nodes {
		if dom.Attr(n, "id") != "" {
			mains[int32(i)] = 1
		}
	}
	dropAsides(x, s, routeOptions{pageType: TypeArticle}, mains)
	if len(mains) != 3 {
		t.Errorf("layout page: %d of 3 blocks kept", len(mains))
	}
}
