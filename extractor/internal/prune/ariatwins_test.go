package prune

import (
	"testing"

	"golang.org/x/net/html"

	"folio/extractor/internal/dom"
)

func TestAriaTwins(t *testing.T) {
	cases := []struct {
		name string
		html string
		cut  string // the id of the element cut as an aria twin ("" for none)
	}{
		{
			name: "an animated headline for phones and wide screens beside its screen-reader copy",
			html: `<h1><span id="shown" aria-hidden="true"><span class="show-mobile">The product</span><span class="show-mobile">development system</span>` +
				`<span class="hide-mobile">The product development</span><span class="hide-mobile">system</span></span>` +
				`<span id="read" class="visually-hidden">The product development system</span></h1><p>` + para("body", 40) + `</p>`,
			cut: "shown",
		},
		{
			name: "a hero's phone layout before its desktop layout",
			html: `<div id="phone" aria-hidden="true"><h2>Build and deploy on the cloud.</h2></div><div><h2>Build and deploy on the cloud.</h2></div>` +
				`<p>` + para("body", 40) + `</p>`,
			cut: "phone",
		},
		{
			name: "a label shown once beside its screen-reader copy",
			html: `<p>` + para("body", 40) + `</p><p><span id="read" class="sr-only">Nothing short of stellar</span>` +
				`<span id="shown" aria-hidden="true">Nothing short of stellar</span></p>`,
			cut: "read",
		},
		{
			name: "a closed accordion panel beside its heading",
			html: `<h3>Shipping and returns</h3><div id="panel" aria-hidden="true"><p>` + para("ship", 30) + `</p></div>`,
		},
		{
			name: "a hidden tab panel as long as its sibling, in other words",
			html: `<div>Shipping and returns</div><div id="panel" aria-hidden="true">Delivery and payment</div>`,
		},
		{
			name: "a hidden panel that starts with its sibling's words and goes on",
			html: `<div>Shipping and returns</div><div id="panel" aria-hidden="true">Shipping and returns Delivery and payment</div>`,
		},
		{
			name: "a hidden panel longer than its sibling",
			html: `<p>Shipping and returns</p><div id="panel" aria-hidden="true">Shipping and returns Shipping and more</div>`,
		},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			got := ""
			for _, k := range Prune([]*html.Node{parseRoot(t, c.html)}, nil, Page{}) {
				if k.Rule == "aria-twin" {
					got = dom.Attr(k.Node, "id")
				}
			}
			if got != c.cut {
				t.Errorf("aria twin cut = %q, want %q", got, c.cut)
			}
		})
	}
}
