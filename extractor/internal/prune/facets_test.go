package prune

import (
	"strconv"
	"strings"
	"testing"
	"time"

	"golang.org/x/net/html"

	"folio/extractor/internal/classify"
)

// facetPanel is a shop's filter column: short checkbox labels under a
// class naming facets.
const facetPanel = `<div class="facets"><h4>Colour</h4><ul>` +
	`<li><label><input type="checkbox"> Black (12)</label></li>` +
	`<li><label><input type="checkbox"> Grey (4)</label></li>` +
	`<li><label><input type="checkbox"> White (9)</label></li></ul></div>`

var facetCases = []pruneCase{
	{
		name: "a filter panel whose labels are read out again to screen readers",
		html: article + `<div class="refinements"><ul>` +
			`<li><label><span aria-hidden="true">Black Stainless</span><span class="sr-only">Refine by Color: Black Stainless</span><input type="checkbox"></label></li>` +
			`<li><label><span aria-hidden="true">Stainless Steel</span><span class="sr-only">Refine by Color: Stainless Steel</span><input type="checkbox"></label></li>` +
			`<li><label><span aria-hidden="true">550W</span><span class="sr-only">Refine by Watts: 550W</span><input type="checkbox"></label></li>` +
			`</ul></div>`,
		cut: []string{"div"},
	},
	{
		name: "a filter panel of checkbox labels beside the grid",
		html: `<section>` + article + `</section>` + facetPanel,
		cut:  []string{"div"},
		keep: []string{"p"},
	},
	{
		name: "a filter panel of toggles named by a test id",
		html: article + `<section data-testid="filter-colors"><div role="checkbox" aria-checked="false">Black</div>` +
			`<div role="checkbox" aria-checked="false">Grey</div><div role="checkbox" aria-checked="true">White</div></section>`,
		cut: []string{"section"},
	},
	{
		name: "a filter panel of clickable boxes with no control and no link",
		html: article + `<div data-testid="filter-patterns"><h3>Pattern</h3><div class="grid">` +
			`<div class="cursor-pointer" id="SolidFilterBtn"><svg><title>Checkmark</title></svg><p>Solid</p></div>` +
			`<div class="cursor-pointer" id="StripedFilterBtn"><svg><title>Checkmark</title></svg><p>Striped</p></div>` +
			`<div class="cursor-pointer" id="DotsFilterBtn"><svg><title>Checkmark</title></svg><p>Dots</p></div></div></div>`,
		cut:  []string{"div"},
		keep: []string{"p"},
	},
	{
		name: "an article's list in a box with Tailwind's filter utility is kept",
		html: article + `<div class="filter drop-shadow-md rounded-lg"><ul><li>Waterproof shell jacket</li><li>Two merino base layers</li>` +
			`<li>A warm fleece mid layer</li><li>Wool hat and gloves</li></ul></div>` + article,
		keep: []string{"div", "li"},
	},
	{
		name: "subcategory links named filter-tree are navigation the truth keeps",
		html: article + `<div class="filter-tree"><a href="/wallets">Ridge Wallets</a><a href="/magsafe">MagSafe Wallets</a>` +
			`<a href="/kits">Wallet Kits</a></div>`,
		keep: []string{"div"},
	},
	{
		name: "the title over a filter panel goes with the panel",
		html: article + `<div class="space-y"><div><h2>Filters</h2></div><hr>` + facetPanel + `</div>`,
		cut:  []string{"h2", "div"},
	},
	{
		name: "a heading over an intro and a filter panel stays",
		html: `<div><h2>Winter boots</h2><p>` + para("intro", 30) + `</p>` + facetPanel + `</div>` + article,
		cut:  []string{"div"},
		keep: []string{"h2", "p"},
	},
	{
		name: "a category's own h1 over its filter panel stays",
		html: `<div><div><h1>Vegan recipes</h1>` + facetPanel + `</div><div class="posts">` + article + `</div></div>`,
		cut:  []string{"div"},
		keep: []string{"h1", "p"},
	},
	{
		name: "a filter panel whose rows are inline radio labels",
		html: article + `<div data-testid="filters-panel"><div><h3>Sort By</h3>` +
			`<div id="opts"><fieldset>` + radioRow("Price: Low to High", "Price: High to Low", "Relevancy", "Newest") + `</fieldset></div></div>` +
			`<div><fieldset>` + radioRow("XS", "S", "M", "L", "XL", "XXL", "3XL", "4XL", "5XL") + `</fieldset></div>` +
			`<div><fieldset>` + radioRow("oversized fit", "slim fit", "regular fit", "muscle fit") + `</fieldset></div></div>`,
		cut:  []string{"div"},
		keep: []string{"p"},
	},
	{
		name: "a filters column holding the tiles and their descriptions",
		html: `<div class="plp-tablet-filters"><button>Filter</button><ul><li><h3>Bambino Plus</h3><p>` + para("tile", 12) +
			`</p></li><li><h3>Essenza Mini</h3><p>` + para("tile", 12) + `</p></li><li><h3>Brikka</h3><p>` + para("tile", 12) +
			`</p></li></ul></div>`,
		keep: []string{"div", "li", "p"},
	},
}

// radioRow writes radio buttons with their labels inline, as one line.
func radioRow(labels ...string) string {
	var b strings.Builder
	for k, l := range labels {
		id := "o" + strconv.Itoa(k)
		b.WriteString(`<input type="radio" id="` + id + `"><label for="` + id + `">` + l + `</label>`)
	}
	return b.String()
}

// TestFacetTitlesLinear: facetTitle reads a bounded part of the box
// around each cut panel. A shop's filter column of 6,000 groups, each
// followed by a few empty spacers, was read up to the next panel for each
// of them, time quadratic in the groups (about 3 s here for facets
// alone), milliseconds with the bound.
func TestFacetTitlesLinear(t *testing.T) {
	if testing.Short() {
		t.Skip("a page of 170,000 elements")
	}
	var b strings.Builder
	b.WriteString(`<div class="side">`)
	for range 6000 {
		b.WriteString(facetPanel + strings.Repeat(`<span></span>`, 20))
	}
	b.WriteString(`</div><div class="grid">` + strings.Repeat(article, 1500) + `</div>`)
	tr := buildTree([]*html.Node{parseRoot(t, b.String())}, nil)
	cuts := 0
	start := time.Now()
	facets(tr, func(i int32, _ classify.Role) { tr.cut[i] = true; cuts++ })
	if took := time.Since(start); took > 500*time.Millisecond {
		t.Errorf("took %v", took)
	}
	if cuts < 6000 {
		t.Errorf("%d panels cut, want 6000", cuts)
	}
}

// A category's title in an h2 beside its filters stands where a panel's
// "Filters" does; the page's title tells them apart.
func TestFacetTitleNamesPage(t *testing.T) {
	page := `<div class="toolbar"><h2>Running Shoes</h2>` + facetPanel + `</div>` + article
	for _, c := range []struct {
		title    string
		titleCut bool
	}{
		{"Running shoes | Shop", false},
		{"Shop", true},
		{"", true},
	} {
		root := parseRoot(t, page)
		cut := false
		for _, k := range Prune([]*html.Node{root}, nil, Page{Title: c.title}) {
			cut = cut || k.Node.Data == "h2"
		}
		if cut != c.titleCut {
			t.Errorf("title %q: h2 cut = %v, want %v", c.title, cut, c.titleCut)
		}
	}
}
