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

// tocPage is the address of the page tocList and guide are on.
const tocPage = "https://example.com/japan/"

// threeLinks is a list of links to the sections Alpha, Beta and Gamma,
// by the ids a, b and c.
const threeLinks = `<ul id="list"><li><a href="#a">Alpha</a></li><li><a href="#b">Beta</a></li><li><a href="#c">Gamma</a></li></ul>`

func TestTOCs(t *testing.T) {
	cases := []struct {
		name string
		html string
		url  string // the page's address (Page.URL)
		cut  string // the id of the element cut as a table of contents ("" for none)
	}{
		{
			name: "an article's table of contents in a box with its title",
			html: `<p>` + para("intro", 30) + `</p><div id="box" class="toc-block"><div>In this post:</div>` + tocList("") + `</div>` + guide(""),
			url:  tocPage,
			cut:  "box",
		},
		{
			name: "a bare list of links to the sections",
			html: `<p>` + para("intro", 30) + `</p>` + tocList(` id="list"`) + guide(""),
			url:  tocPage,
			cut:  "list",
		},
		{
			name: "links to the page's own address without its query or final slash",
			html: `<p>` + para("intro", 30) + `</p>` + tocList(` id="list"`) + guide(""),
			url:  "https://EXAMPLE.com/japan?srsltid=x1",
			cut:  "list",
		},
		{
			name: "links to another page's sections whose ids this page shares",
			html: `<p>` + para("intro", 30) + `</p>` + strings.ReplaceAll(tocList(` id="list"`), `"#food"`, `"/japan/part-2/#food"`) + guide(""),
			url:  "https://example.com/japan/part-1/",
		},
		{
			name: "links by address on a page whose address is unknown",
			html: `<p>` + para("intro", 30) + `</p>` + tocList(` id="list"`) + guide(""),
		},
		{
			name: "percent-encoded fragments name ids in another script",
			html: `<p>` + para("intro", 30) + `</p><ul id="list"><li><a href="#%E6%A6%82%E8%A6%81">概要</a></li>` +
				`<li><a href="#%E6%89%8B%E9%A0%86">手順</a></li><li><a href="#%E6%B3%A8%E6%84%8F">注意</a></li></ul>` +
				`<h2 id="概要">概要</h2><p>` + para("a", 60) + `</p><h2 id="手順">手順</h2><p>` + para("b", 60) + `</p><h2 id="注意">注意</h2><p>` + para("c", 60) + `</p>`,
			cut: "list",
		},
		{
			name: "the list's parent holds the sections it points at",
			html: threeLinks + `<h2 id="a">Alpha</h2><p>Yes it is.</p><h2 id="b">Beta</h2><p>No.</p><h2 id="c">Gamma</h2><p>Maybe.</p>`,
			cut:  "list",
		},
		{
			name: "the list's box holds a short first section",
			html: `<div id="sec1">` + strings.ReplaceAll(strings.ReplaceAll(strings.ReplaceAll(threeLinks, "#a", "#x1"), "#b", "#x2"), "#c", "#x3") +
				`<h2 id="x1">Getting started</h2><p>Install it first.</p></div>` +
				`<div><h2 id="x2">Usage</h2><p>` + para("use", 60) + `</p><h2 id="x3">Options</h2><p>` + para("opt", 60) + `</p></div>`,
			cut: "list",
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
			url:  tocPage, // the list's links count as inward: only the code keeps it
		},
		{
			name: "links to other pages named as the sections' ids",
			html: `<p>` + para("intro", 30) + `</p><ul id="list"><li><a href="visa">Visa rules</a></li><li><a href="flights">Flight deals</a></li><li><a href="food">Food guide</a></li></ul>` + guide(""),
			url:  tocPage,
		},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			got := ""
			for _, k := range Prune([]*html.Node{parseRoot(t, c.html)}, nil, Page{URL: c.url}) {
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
