package prune

import (
	"testing"

	"golang.org/x/net/html"

	"folio/extractor/internal/classify"
)

// TestTimedLinks: a table or list of timed headlines after the story is a
// ticker; a schedule of untimed rows, rows of short links, two timed rows
// and a listing's ticker stay.
func TestTimedLinks(t *testing.T) {
	row := func(time, headline string) string {
		return `<tr><td>` + time + `</td><td><a href="/news/` + time + `">` + headline + `</a></td></tr>`
	}
	ticker := `<table class="newsliste"><tr><th colspan="2">Nachrichten</th></tr>` +
		row("13:30", "Krypto-Hot-Stock mit 60% Potenzial: Dieser Tipp gibt jetzt Gas") +
		row("12:45", "MIDDAY BRIEFING - Unternehmen und Märkte") +
		row("09:45", "Der DAX startet mit leichten Gewinnen in den Handel") + `</table>`
	list := `<ul><li>10:55 <a href="/a">Лапорта провел переговоры о продлении контракта</a></li>` +
		`<li>10:50 <a href="/b">Рябоконь: От этого арбитра я никогда ничего не ждал</a></li>` +
		`<li>09:30 <a href="/c">Ливерпуль объявил о старте работ на стадионе</a></li></ul>`
	for _, c := range []struct {
		name string
		html string
		typ  classify.PageType
		cut  bool
	}{
		{"a ticker table after the story", article + ticker, classify.TypeUnknown, true},
		{"a ticker list after a declared article", article + list, classify.TypeArticle, true},
		{"two timed rows", article + `<table>` + row("13:30", "Krypto-Hot-Stock mit 60% Potenzial: Dieser Tipp gibt jetzt Gas") +
			row("12:45", "MIDDAY BRIEFING - Unternehmen und Märkte") + `</table>`, classify.TypeUnknown, false},
		{"timed rows of short links", article + `<ul><li>09:00 <a href="/k">Keynote</a></li><li>10:00 <a href="/p">Panel</a></li><li>11:00 <a href="/l">Lunch</a></li></ul>`, classify.TypeUnknown, false},
		{"a listing's ticker", article + ticker, classify.TypeListing, false},
	} {
		root := parseRoot(t, c.html)
		cut := false
		for _, k := range Prune([]*html.Node{root}, nil, Page{Type: c.typ}) {
			if k.Rule == "timed-links" {
				cut = true
			}
		}
		if cut != c.cut {
			t.Errorf("%s: cut = %v, want %v", c.name, cut, c.cut)
		}
	}
}

// TestTimedLinksTitle: the ticker goes with the box that holds only it and
// its short heading; a box with text of its own keeps the heading.
func TestTimedLinksTitle(t *testing.T) {
	list := `<ul><li><div class="time">10:55</div><a href="/a">Лапорта провел переговоры о продлении контракта</a></li>` +
		`<li><div class="time">10:50</div><a href="/b">Рябоконь: От этого арбитра я никогда ничего не ждал</a></li>` +
		`<li><div class="time">09:30</div><a href="/c">Ливерпуль объявил о старте работ на стадионе</a></li></ul>`
	for _, c := range []struct {
		name, box, want string
	}{
		{"a titled ticker", `<article class="news-feed"><h3>Германия. Новости</h3>` + list + `</article>`, "article"},
		{"a ticker beside a paragraph", `<div class="feed"><h3>Германия. Новости</h3><p>` + para("own", 12) + `</p>` + list + `</div>`, "ul"},
	} {
		root := parseRoot(t, article+c.box)
		got := ""
		for _, k := range Prune([]*html.Node{root}, nil, Page{}) {
			if k.Rule == "timed-links" {
				got = k.Node.Data
			}
		}
		if got != c.want {
			t.Errorf("%s: cut <%s>, want <%s>", c.name, got, c.want)
		}
	}
}
