package prune

import (
	"strings"
	"testing"

	"golang.org/x/net/html"

	"folio/extractor/internal/classify"
)

// mouseGrid is a shop's grid of three tiles, each a name and a price.
const mouseGrid = `<ul><li><h3><a href="/p/1">Vertical Mouse 4 Right</a></h3><b>$92.25</b></li>` +
	`<li><h3><a href="/p/2">Wow Pen Joy Optical Mouse</a></h3><b>$44.99</b></li>` +
	`<li><h3><a href="/p/3">Ergonomic Ortho Mouse</a></h3><b>$90.00</b></li></ul>`

var resultCountCases = []pruneCase{
	{
		name: "a listing's count of results",
		html: `<div><span>Showing <strong>70</strong> results</span></div>` + mouseGrid,
		cut:  []string{"div"},
		keep: []string{"li", "h3", "b"},
	},
	{
		name: "a range of a count, in French",
		html: `<div><span>1–30 sur 338 produits</span></div>` + mouseGrid,
		cut:  []string{"div"},
	},
	{
		name: "a range before its count noun",
		html: `<div><span>Results 1 - 20 of 45</span></div>` + mouseGrid,
		cut:  []string{"div"},
	},
	{
		name: "a count in brackets after its noun",
		html: `<div><span>Compare Products (0)</span></div>` + mouseGrid,
		cut:  []string{"div"},
	},
	{
		name: "a law's article heading: a label and its number",
		html: `<p>Artikel 5</p><p>Jeder hat das Recht, seine Meinung in Wort, Schrift und Bild frei zu äußern und zu verbreiten ` +
			`und sich aus allgemein zugänglichen Quellen ungehindert zu unterrichten.</p>`,
		keep: []string{"p"},
	},
	{
		name: "a count in the page's h1",
		html: `<h1>250 Titles</h1>` + mouseGrid,
		keep: []string{"h1"},
	},
	{
		name: "each card's own count",
		html: `<ul>` + strings.Repeat(`<li><h3><a href="/b">Starter bundle</a></h3><em>12 items</em></li>`, 3) + `</ul>`,
		keep: []string{"em"},
	},
	{
		name: "a season and its year",
		html: `<div>Spring 2026 <button>Register</button></div>` + mouseGrid,
		keep: []string{"div"},
	},
}

// An article's count is its text's.
func TestResultCountsSpareArticles(t *testing.T) {
	root := parseRoot(t, article+`<p><span>Showing 70 results</span></p>`)
	for _, typ := range []classify.PageType{classify.TypeArticle, classify.TypeUnknown} {
		cuts := Prune([]*html.Node{root}, nil, Page{Type: typ})
		cut := false
		for _, c := range cuts {
			cut = cut || c.Rule == "result-count"
		}
		if want := typ == classify.TypeUnknown; cut != want {
			t.Errorf("type %q: count cut = %v, want %v", typ, cut, want)
		}
	}
}
