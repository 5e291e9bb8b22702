package classify

import (
	"strings"
	"testing"
)

func TestDropAsides(t *testing.T) {
	long := strings.Repeat("Ein langer Satz des Artikels mit vielen Wörtern. ", 12)
	page := `<html><body><div class="wrap"><main><article><header><p id="lead">Der Vorspann des Artikels.</p></header>` +
		`<p id="p1">` + long + `</p><p id="p2">` + long + `</p><p id="p3">` + long + `</p></article></main>` +
		`<div class="sidebar"><div><p id="popular">Meistgelesen: Ein anderer Artikel mit einem Teaser.</p></div></div>` +
		`<div class="widget x"><p id="layout">Ein Abschnitt in einem Baukasten-Widget.</p></div>` +
		`<footer><p id="legal">Alle Rechte vorbehalten, Nachdruck nur mit Genehmigung.</p></footer></div></body></html>`
	got := keptAfter(indexPage(t, page), TypeArticle, dropAsides)
	checkKeptIDs(t, got, map[string]bool{"lead": true, "p1": true, "p2": true, "p3": true, "popular": false, "layout": false, "legal": false})
	// The same widget class around the article is layout, not chrome.
	layout := `<html><body><div class="widget x"><article><p id="p1">` + long + `</p><p id="p2">` + long + `</p></article></div>` +
		`<div class="widget x"><p id="section">Ein zweiter Abschnitt der Seite.</p></div></body></html>`
	for id, kept := range keptAfter(indexPage(t, layout), TypeArticle, dropAsides) {
		if !kept {
			t.Errorf("layout page: %s dropped", id)
		}
	}
}
