package prune

import (
	"strings"
	"testing"

	"golang.org/x/net/html"

	"folio/extractor/internal/classify"
)

// menuList is a list of n links whose text is label and a number.
func menuList(label string, n int) string {
	var b strings.Builder
	b.WriteString("<ul>")
	for i := range n {
		b.WriteString(`<li><a href="/m/` + string(rune('a'+i)) + `">` + label + " " + string(rune('a'+i)) + `</a></li>`)
	}
	b.WriteString("</ul>")
	return b.String()
}

// TestMenuRoots: a root of many short links beside a story root is the
// site's menu; a root of headlines, a listing's links and a page of menus
// alone stay.
func TestMenuRoots(t *testing.T) {
	headline := "Die Bundesregierung stellt ein neues Paket für Familien und Kinderbetreuung vor"
	for _, c := range []struct {
		name string
		menu string
		typ  classify.PageType
		cut  bool
	}{
		{"a menu beside the story", menuList("Nachrichten", 12), classify.TypeUnknown, true},
		{"headlines beside the story", menuList(headline, 12), classify.TypeUnknown, false},
		{"a short list of links", menuList("Nachrichten", 5), classify.TypeUnknown, false},
		{"a listing's links", menuList("Nachrichten", 12), classify.TypeListing, false},
	} {
		doc, err := html.Parse(strings.NewReader(`<html><body><div id="story">` + article + `</div><div id="menu">` + c.menu + `</div></body></html>`))
		if err != nil {
			t.Fatal(err)
		}
		roots := []*html.Node{byID(doc, "story"), byID(doc, "menu")}
		cut := false
		for _, k := range Prune(roots, nil, Page{Type: c.typ}) {
			if k.Rule == "menu-root" {
				cut = true
			}
		}
		if cut != c.cut {
			t.Errorf("%s: cut = %v, want %v", c.name, cut, c.cut)
		}
	}
	doc, err := html.Parse(strings.NewReader(`<html><body><div id="a">` + menuList("Start", 12) + `</div><div id="b">` + menuList("Themen", 12) + `</div></body></html>`))
	if err != nil {
		t.Fatal(err)
	}
	if cuts := Prune([]*html.Node{byID(doc, "a"), byID(doc, "b")}, nil, Page{}); len(cuts) != 0 {
		t.Errorf("menus with no story: cuts %v, want none", cuts)
	}
}
