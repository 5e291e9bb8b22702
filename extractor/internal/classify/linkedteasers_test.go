package classify

import (
	"strings"
	"testing"
)

// TestDropLinkedTeasers: beside an article's prose, a chosen list of linked
// headlines is dropped; the same list inside the article, a block with
// prose of its own, and the lists beside a hub's headlines (no <article>)
// are kept.
func TestDropLinkedTeasers(t *testing.T) {
	long := strings.Repeat("Ein langer Satz des Artikels mit vielen Wörtern. ", 12)
	teasers := func(id string) string {
		return `<div id="` + id + `"><h3><a href="/a">Ein anderer Artikel der Seite</a></h3>` +
			`<h3><a href="/b">Noch ein Artikel der Seite</a></h3><h3><a href="/c">Ein dritter Artikel</a></h3></div>`
	}
	page := `<html><body><div><article><p id="p1">` + long + `</p><p id="p2">` + long + `</p><p id="p3">` + long + `</p>` +
		teasers("inside") + `</article>` + teasers("after") +
		`<div id="prose"><p>Ein Hinweis der Redaktion mit <a href="/x">einem Link</a> und viel eigenem Text dazu.</p></div></div></body></html>`
	got := keptAfterTeasers(t, page, TypeArticle)
	checkKeptIDs(t, got, map[string]bool{"p1": true, "p2": true, "p3": true, "inside": true, "after": false, "prose": true})
	hub := strings.ReplaceAll(strings.ReplaceAll(page, "<article>", "<div>"), "</article>", "</div>")
	if got := keptAfterTeasers(t, hub, TypeArticle); !got["after"] {
		t.Errorf("without an <article>, the list was dropped")
	}
	if got := keptAfterTeasers(t, page, TypeListing); !got["after"] {
		t.Errorf("on a listing, the list was dropped")
	}
	// An article whose share bar puts more than teaserRegionLinks of its
	// text in links: the article is the region by the second test.
	share := `<p id="share"><a href="/s1">Teilen auf Facebook und anderen Netzwerken</a> <a href="/s2">Per E-Mail an Freunde senden</a> ` +
		`<a href="/s3">Auf Twitter mit allen Lesern teilen</a> <a href="/s4">Den Artikel ausdrucken und speichern</a> ` +
		`<a href="/s5">Kommentare zum Artikel lesen und schreiben</a> <a href="/s6">Den Newsletter der Redaktion abonnieren</a> ` +
		`<a href="/s7">Weitere Artikel des Autors ansehen</a> <a href="/s8">Das Thema in der App verfolgen</a></p>`
	many := ""
	for _, id := range []string{"t1", "t2", "t3", "t4"} {
		many += teasers(id)
	}
	spread := `<html><body><div><article><p id="p1">` + long + `</p>` + share + `</article>` + many + `</div></body></html>`
	got = keptAfterTeasers(t, spread, TypeArticle)
	checkKeptIDs(t, got, map[string]bool{"p1": true, "share": true, "t1": false, "t4": false})
}

// keptAfterTeasers runs dropLinkedTeasers on page (keptAfter).
func keptAfterTeasers(t *testing.T, page string, typ PageType) map[string]bool {
	t.Helper()
	return keptAfter(indexPage(t, page), typ, dropLinkedTeasers)
}
