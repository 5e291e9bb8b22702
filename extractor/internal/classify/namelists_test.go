package classify

import (
	"strings"
	"testing"
)

// TestDropNameLists: inside a chosen block, a paragraph of 120 linked user
// names is navigation; a paragraph of 40 linked authors, prose with many
// links, and a list of links laid out as a list stay.
func TestDropNameLists(t *testing.T) {
	names := func(n int) string {
		var b strings.Builder
		for i := range n {
			if i > 0 {
				b.WriteString(", ")
			}
			b.WriteString(`<a href="/users/u">reader` + strings.Repeat("x", i%7) + `</a>`)
		}
		return b.String()
	}
	var prose strings.Builder
	for range 120 {
		prose.WriteString(`the story goes on with a <a href="/w">linked word</a> and more words between them. `)
	}
	var list strings.Builder
	for range 120 {
		list.WriteString(`<li><a href="/p">Another page</a></li>`)
	}
	page := `<html><body><div id="main"><p id="story">` + strings.Repeat("A long sentence of the story. ", 40) + `</p>` +
		`<p id="kudos">` + names(120) + `</p><p id="authors">` + names(40) + `</p>` +
		`<p id="prose">` + prose.String() + `</p><ul id="list">` + list.String() + `</ul></div></body></html>`
	x := indexPage(t, page)
	s := score(x, routeOptions{softHints: true})
	ids := nodeIDs(x)
	if r := s.chrome[ids["kudos"]].role(); r != "" {
		t.Fatalf("kudos is %q before the rule", r)
	}
	dropNameLists(x, s, map[int32]float64{ids["main"]: 1})
	for id, nav := range map[string]bool{"story": false, "kudos": true, "authors": false, "prose": false, "list": false} {
		if got := s.chrome[ids[id]].role() == RoleNavigation; got != nav {
			t.Errorf("%s: chrome %q, want navigation %v", id, s.chrome[ids[id]].role(), nav)
		}
	}
}
