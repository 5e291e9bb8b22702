package prune

import (
	"testing"

	"golang.org/x/net/html"

	"folio/extractor/internal/dom"
)

// buildTree reads each element's class, id, role and style as dom.Attr
// does (the first of a name, outside any namespace), and keeps the class
// and id lower-cased for the name rules.
func TestTreeAttrs(t *testing.T) {
	root := parseRoot(t, `<div class="Sold-Out BADGE" id="Tile-1" role="tabpanel" style="DISPLAY: none">x</div>`+
		`<p class="caption">y</p><span>z</span>`)
	tr := buildTree([]*html.Node{root}, nil)
	for i, n := range tr.nodes {
		a := readAttrs(n)
		for _, c := range []struct{ got, key string }{{a.class, "class"}, {a.id, "id"}, {a.role, "role"}, {a.style, "style"}} {
			if want := dom.Attr(n, c.key); c.got != want {
				t.Errorf("%s %s = %q, want %q", n.Data, c.key, c.got, want)
			}
		}
		if tr.class[i] != lower(dom.Attr(n, "class")) || tr.id[i] != lower(dom.Attr(n, "id")) {
			t.Errorf("%s: class %q id %q", n.Data, tr.class[i], tr.id[i])
		}
	}
	if tr.class[1] != "sold-out badge" || tr.id[1] != "tile-1" {
		t.Errorf("the tile: class %q id %q", tr.class[1], tr.id[1])
	}
	n := &html.Node{Type: html.ElementNode, Data: "div", Attr: []html.Attribute{
		{Namespace: "xlink", Key: "class", Val: "ns"}, {Key: "class", Val: "first"}, {Key: "class", Val: "second"}}}
	if a := readAttrs(n); a.class != "first" {
		t.Errorf("class = %q, want the first outside a namespace", a.class)
	}
}

func lower(s string) string {
	b := []byte(s)
	for i, c := range b {
		if c >= 'A' && c <= 'Z' {
			b[i] = c + 'a' - 'A'
		}
	}
	return string(b)
}
