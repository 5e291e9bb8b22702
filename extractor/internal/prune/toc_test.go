package prune

import (
	"strings"
	"testing"

	"golang.org/x/net/html"

	"folio/extractor/internal/dom"
)

// guide is a long article in three sections, each under a heading whose
// id a table of contents can point at; extra is added to the first one.
func guide(extra string) string {
	var b strings.Builder
	for _, s := range []string{"visa", "flights", "food"} {
		b.WriteString(`<h2 id="` + s + `">About the ` + s + `</h2><p>` + para(s, 60) + `</p>`)
		if s == "visa" {
			b.WriteString(extra)
		}
	}
	return b.String()
}

// tocList is a list of links to the guide's sections, to page#id.
func tocList(attrs string) string {
	return `<ul` + attrs + `><li><a href="https://example.com/japan/#visa">About the visa</a></li>` +
		`<li><a href="https://example.com/japan/#flights">About the flights</a></li><li><a href="#food">About the food</a></li></ul>`
}

func TestTOCs(t *testing.T) {
	cases := []struct {
		name string
		html string
		cut  string // the id of the element cut as a table of contents ("" for none)
	}{
		{
			name: "an article's table of contents in a box with its title",
			html: `<p>` + para("intro", 30) + `</p><div id="box" class="toc-block"><div>In this post:</div>` + tocList("") + `</div>` + guide(""),
			cut:  "box",
		},
		{
			name: "a bare list of links to the sections",
			html: `<p>` + para("intro", 30) + `</p>` + tocList(` id="list"`) + guide(""),
			cut:  "list",
		},
		{
			name: "links back to sections read before",
			html: guide("") + tocList(` id="list"`),
		},
		{
			name: "tabs that show panels",
			html: `<p>` + para("intro", 30) + `</p>` + tocList(` id="list" role="tablist"`) + guide(""),
		},
		{
			name: "documentation with code keeps its contents",
			html: `<p>` + para("intro", 30) + `</p>` + tocList(` id="list"`) + guide(`<pre>`+para("code", 10)+`</pre>`),
		},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			got := ""
			for _, k := range Prune([]*html.Node{parseRoot(t, c.html)}, nil, Page{}) {
				if k.Rule == "toc" {
					got = dom.Attr(k.Node, "id")
				}
			}
			if got != c.cut {
				t.Errorf("table of contents cut = %q, want %q", got, c.cut)
			}
		})
	}
}
