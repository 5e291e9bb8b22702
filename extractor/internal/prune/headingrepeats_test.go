package prune

import (
	"testing"

	"golang.org/x/net/html"

	"folio/extractor/internal/dom"
)

func TestHeadingRepeats(t *testing.T) {
	const title = "Sennheiser HD 800S Open Back Headphones"
	cases := []struct {
		name string
		html string
		cut  string // the id of the heading cut as a repeat ("" for none)
	}{
		{
			name: "a card's title over its picture and again beside its price",
			html: `<p>` + para("intro", 40) + `</p><div class="card"><div class="media"><h3>` + title + `</h3></div>` +
				`<div class="info"><p>$1,699.00</p><h3 id="copy">` + title + `</h3></div></div>`,
			cut: "copy",
		},
		{
			name: "the same heading after text of its own",
			html: `<h3>` + title + `</h3><p>` + para("review", 30) + `</p><div><h3 id="again">` + title + `</h3></div>`,
		},
		{
			name: "two headings side by side in one parent",
			html: `<p>` + para("intro", 40) + `</p><div><h3>` + title + `</h3><h3 id="twin">` + title + `</h3></div>`,
		},
		{
			name: "the same product on two tiles of a grid",
			html: `<p>` + para("intro", 40) + `</p><ul><li class="tile"><h3>` + title + `</h3><p>$1,699.00</p></li>` +
				`<li class="tile"><h3 id="tile">` + title + `</h3><p>$1,499.00</p></li>` +
				`<li class="tile"><h3>Sennheiser HD 600</h3><p>$399.00</p></li></ul>`,
		},
		{
			name: "a heading inside a heading's box",
			html: `<p>` + para("intro", 40) + `</p><h2>` + title + `<div><h3 id="inner">` + title + `</h3></div></h2>`,
			cut:  "inner",
		},
		{
			name: "two headings side by side in one parent, of two classes",
			html: `<p>` + para("intro", 40) + `</p><div><h3 class="front">` + title + `</h3><h3 id="back" class="back">` + title + `</h3></div>`,
		},
		{
			name: "three short lines between",
			html: `<h3>` + title + `</h3><p>$1,699.00</p><p>In stock</p><p>Free shipping</p><div><h3 id="far">` + title + `</h3></div>`,
		},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			got := ""
			for _, k := range Prune([]*html.Node{parseRoot(t, c.html)}, nil, Page{}) {
				if k.Rule == "heading-repeat" {
					got = dom.Attr(k.Node, "id")
				}
			}
			if got != c.cut {
				t.Errorf("heading repeat cut = %q, want %q", got, c.cut)
			}
		})
	}
}
