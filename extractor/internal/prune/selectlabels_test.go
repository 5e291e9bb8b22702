package prune

import (
	"strings"
	"testing"

	"golang.org/x/net/html"

	"folio/extractor/internal/classify"
)

// shopGrid is a listing's three tiles, the content around the controls.
var shopGrid = `<ul>` + strings.Repeat(`<li><h3><a href="/p/1">Trail Runner 3 Mid Waterproof Boots</a></h3><b>$170.00</b></li>`, 3) + `</ul>`

var selectLabelCases = []pruneCase{
	{
		name: "a sort line showing the choice of the select after it",
		html: `<div class="bar"><div><span>Sort</span><span>: </span><span>Best Match</span></div>` +
			`<select aria-label="Sort By"><option>Best Match</option><option>Price: Low - High</option></select></div>` + shopGrid,
		cut:  []string{"div"},
		keep: []string{"li", "h3", "b"},
	},
	{
		name: "a result count before the ordering form's select",
		html: `<p class="result-count">Zeige alle 39 Ergebnisse</p><form class="ordering" method="get">` +
			`<select name="orderby"><option>Beliebtheit</option><option>Preis</option></select></form>` + shopGrid,
		cut: []string{"p"},
	},
	{
		name: "a label before a custom dropdown wrapping the native select",
		html: `<div class="label">Sort by</div><div class="dropdown"><span class="face"><select><option>Ranking</option></select></span></div>` + shopGrid,
		cut:  []string{"div"},
	},
	{
		name: "a sort label in the box that holds its select",
		html: `<div class="sort"><span>Trier par :</span><div class="wrap"><select><option>Score</option><option>Nom</option></select></div></div>` + shopGrid,
		cut:  []string{"div"},
	},
	{
		name: "a sentence in the box that holds a select",
		html: `<div class="calc"><span>Choose the state you live in to see the fees that apply there.</span><select><option>Ohio</option></select></div>` + article,
		keep: []string{"div", "span"},
	},
	{
		name: "a heading before a select of the section's tabs",
		html: `<h2>Science. Data science.</h2><select><option>Overview</option><option>Process</option></select>` + article,
		keep: []string{"h2"},
	},
	{
		name: "a sentence before a select",
		html: `<p>Choose the state you live in to see the fees that apply there.</p><select><option>Ohio</option></select>` + article,
		keep: []string{"p"},
	},
	{
		name: "a tile's price and name before its size picker, in every tile of a grid",
		html: `<h1>Hemden</h1><ul>` + strings.Repeat(`<li><a href="/p/1"><img src="a.jpg"></a><div class="title">Leinenhemd Lago</div>`+
			`<div class="price">49,95 €</div><form action="/cart/add"><select name="id"><option>S</option><option>M</option></select>`+
			`<button>In den Warenkorb</button></form></li>`, 4) + `</ul>`,
		keep: []string{"div"},
	},
	{
		name: "a step's title before a box of prose that ends in a picker",
		html: article + `<p><strong>Krok 3</strong></p><div class="step"><p>` + para("step", 40) + `</p>` +
			`<form><select><option>Polska</option><option>Niemcy</option></select></form></div>`,
		keep: []string{"p"},
	},
	{
		name: "a short line before a paragraph",
		html: `<p>Sort by size</p><div><p>` + para("one", 40) + `</p></div>` + article,
		keep: []string{"p"},
	},
}

// A product's pickers are its buy box: "Size" before its select stays.
func TestSelectLabelsSpareProducts(t *testing.T) {
	root := parseRoot(t, article+`<div><span>Size</span></div><select><option>S</option><option>M</option></select>`)
	for _, c := range Prune([]*html.Node{root}, nil, Page{Type: classify.TypeProduct}) {
		if c.Rule == "select-label" {
			t.Errorf("cut %q on a product page", c.Node.Data)
		}
	}
	cuts := Prune([]*html.Node{root}, nil, Page{})
	found := false
	for _, c := range cuts {
		found = found || c.Rule == "select-label"
	}
	if !found {
		t.Error("the same picker on a listing: not cut")
	}
}
