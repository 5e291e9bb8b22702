package classify

import (
	"strings"
	"testing"

	"folio/extractor/internal/dom"
)

// TestPagerWrapper: a box named for pagination that holds a grid of titled
// cards is no chrome; the row of page links is.
func TestPagerWrapper(t *testing.T) {
	card := `<article class="card"><a href="/p/1"><img src="a.jpg" alt=""></a><h4><a href="/p/1">Running Tee</a></h4><p>Regular Price: $36</p></article>`
	cases := []struct {
		name, box string
		chrome    bool
	}{
		{"grid", `<div class="pagination_pagination__rI_ag">` + strings.Repeat(card, 4) + `<p>Viewing 1 - 4 of 40</p></div>`, false},
		{"page links", `<div class="pagination"><a href="?p=1">1</a> <a href="?p=2">2</a> <a href="?p=2">Next</a></div>`, true},
		{"pager with one heading", `<nav-box class="pager"><h4>Pages</h4><a href="?p=2">2</a></nav-box>`, true},
	}
	for _, c := range cases {
		x := indexPage(t, `<html><body><main><h1>Tops</h1>`+c.box+`</main></body></html>`)
		s := score(x, optionsFor(TypeCollection))
		found := false
		for i := range x.nodes {
			if cls := dom.Attr(x.nodes[i], "class"); strings.HasPrefix(cls, "pag") {
				found = true
				if got := s.hint[i] != 0; got != c.chrome {
					t.Errorf("%s: hinted %v, want %v", c.name, got, c.chrome)
				}
			}
		}
		if !found {
			t.Fatalf("%s: no box", c.name)
		}
	}
}
