package prune

import (
	"testing"

	"golang.org/x/net/html"

	"folio/extractor/internal/classify"
)

// pageOf is a Page that declares type typ.
func pageOf(typ classify.PageType) Page {
	return Page{Type: typ}
}

// checkCuts prunes inner as a page of type typ and checks that it makes
// want cuts, the first of them first.
func checkCuts(t *testing.T, inner string, typ classify.PageType, want int, first string) {
	t.Helper()
	got := cutTexts(t, inner, typ)
	if len(got) != want {
		t.Fatalf("cuts = %q, want %d", got, want)
	}
	if want > 0 && got[0] != first {
		t.Errorf("first cut = %q, want %q", got[0], first)
	}
}

// cutTexts prunes inner (a content root's inner HTML) as a page of type
// typ and returns the text of each cut.
func cutTexts(t *testing.T, inner string, typ classify.PageType) []string {
	t.Helper()
	var out []string
	for _, c := range Prune([]*html.Node{parseRoot(t, inner)}, nil, pageOf(typ)) {
		out = append(out, NormLine(textOf(c.Node)))
	}
	return out
}

func textOf(n *html.Node) string {
	if n.Type == html.TextNode {
		return n.Data
	}
	s := ""
	for c := n.FirstChild; c != nil; c = c.NextSibling {
		s += textOf(c) + " "
	}
	return s
}

const shopBlurb = "The Staple Tee. Enduring comfort in a regular fit, crafted from combed cotton."

func TestRepeats(t *testing.T) {
	cases := []struct {
		name  string
		html  string
		typ   classify.PageType
		want  int    // cuts
		first string // the text of the first cut, when want > 0
	}{
		{
			name: "a product's blurb again under its description tab",
			html: `<h1>Staple Tee</h1><p>` + shopBlurb + `</p><div class="tabs"><h2>Description</h2><p>` + shopBlurb +
				`</p><h2>Care</h2><p>Machine wash cold.</p></div><div class="accordion"><p>` + shopBlurb + `</p><p>MACHINE WASH COLD!</p></div>`,
			typ: classify.TypeProduct, want: 3, first: NormLine(shopBlurb),
		},
		{
			name: "the blurb again after a heading line in the same paragraph",
			html: `<p>` + shopBlurb + ` Available in 70 colours.</p><p>` + para("care", 20) + `</p><p><strong>What we love</strong> ` +
				shopBlurb + ` Available in 70 colours.</p>`,
			typ: classify.TypeProduct, want: 1, first: NormLine("What we love " + shopBlurb + " Available in 70 colours."),
		},
		{
			name: "a paragraph sharing one sentence with an earlier one",
			html: `<p>` + shopBlurb + `</p><p>` + shopBlurb + ` ` + para("new", 30) + `.</p>`,
			typ:  classify.TypeProduct,
		},
		{
			name: "the short description's list again in the description tab",
			html: `<div class="short-description"><p>` + shopBlurb + `</p><ul><li>Cute strappy dress</li></ul></div>` +
				`<div role="tabpanel" id="tab-description"><h4>What we love</h4><ul><li>Cute strappy dress</li></ul></div>`,
			typ: classify.TypeProduct, want: 1, first: "cute strappy dress",
		},
		{
			name: "a product declared in microdata only",
			html: `<div itemscope itemtype="http://schema.org/Product"><p>` + shopBlurb + `</p><div class="tab"><p>` + shopBlurb + `</p></div></div>`,
			typ:  classify.TypeUnknown, want: 1, first: NormLine(shopBlurb),
		},
		{
			name: "microdata naming a product's offer is no product",
			html: `<div itemscope itemtype="http://schema.org/ProductModel"><p>` + shopBlurb + `</p><p>` + para("x", 20) + `</p><p>` +
				shopBlurb + `</p></div>`,
			typ: classify.TypeUnknown,
		},
		{
			name: "a card title with its screen-reader echo, then the title again",
			html: `<div class="card"><span aria-hidden="true"><span>LuK clutch kit for Iveco Daily</span></span>` +
				`<span class="clipped">LuK clutch kit for Iveco Daily</span></div><p>` + shopBlurb + `</p><h1>LuK clutch kit for Iveco Daily</h1>`,
			typ: classify.TypeProduct, want: 2, first: "luk clutch kit for iveco daily",
		},
		{
			name: "short labels repeat on a product page",
			html: `<p>` + shopBlurb + `</p><dl><dt>Fit</dt><dd>Regular fit</dd><dt>Fit</dt><dd>Regular fit</dd></dl>`,
			typ:  classify.TypeProduct,
		},
		{
			name: "a specification table's value again in another row",
			html: `<p>` + shopBlurb + `</p><table><tr><th>Weight, XS to XL</th><td>1 lb 13 oz each</td></tr>` +
				`<tr><th>Weight, XXL to 4XL</th><td>1 lb 13 oz each</td></tr></table>`,
			typ: classify.TypeProduct,
		},
		{
			name: "a specification table's value copied into another table",
			html: `<p>` + shopBlurb + `</p><table><tr><th>Driver size</th><td>106 mm planar driver</td></tr></table>` +
				`<div class="tab"><table><tr><th>Driver size</th><td>106 mm planar driver</td></tr></table></div>`,
			typ: classify.TypeProduct, want: 1, first: "106 mm planar driver",
		},
		{
			name: "a layout table's column of prose is no value",
			html: `<table><tr><td><p>` + shopBlurb + `</p><p>` + para("desc", 40) + `</p><p>` + shopBlurb + `</p></td></tr></table>`,
			typ:  classify.TypeProduct, want: 1, first: NormLine(shopBlurb),
		},
		{
			name: "a listing repeats its lines",
			html: `<ul><li><h3>Seattle</h3><p>` + shopBlurb + `</p></li><li><h3>Denver</h3><p>` + shopBlurb + `</p></li></ul>`,
			typ:  classify.TypeListing,
		},
		{
			name: "an article quoting its own sentence",
			html: `<p>` + shopBlurb + `</p><p>` + para("body", 30) + `</p><p>` + shopBlurb + `</p>`,
			typ:  classify.TypeArticle,
		},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			checkCuts(t, c.html, c.typ, c.want, c.first)
		})
	}
}

// TestProductByMicrodata: content holding one Product item (with a nested
// offer's Product) is a product's page; a category grid whose nine cards
// each carry itemtype=Product is not, as classify's Sells reads them.
func TestProductByMicrodata(t *testing.T) {
	card := func(name string) string {
		return `<div itemscope itemtype="https://schema.org/Product"><h3 itemprop="name">` + name + `</h3><span>$20</span></div>`
	}
	one := `<div itemscope itemtype="https://schema.org/Product"><h1>Lamp</h1>` + card("Bulb") + `<p>A desk lamp.</p></div>`
	if !buildTree([]*html.Node{parseRoot(t, one)}, nil).product() {
		t.Error("one Product item: not read as a product's page")
	}
	// The content chosen inside the item: its description, not the item.
	inside := parseRoot(t, `<div itemscope itemtype="https://schema.org/Product"><h1>Lamp</h1><div id="desc"><p>A desk lamp.</p></div></div>`)
	if !buildTree([]*html.Node{byID(inside, "desc")}, nil).product() {
		t.Error("content inside one Product item: not read as a product's page")
	}
	grid := ""
	for _, n := range []string{"a", "b", "c", "d", "e", "f", "g", "h", "i"} {
		grid += card("Mower " + n)
	}
	if buildTree([]*html.Node{parseRoot(t, grid)}, nil).product() {
		t.Error("a grid of nine Product cards read as one product's page")
	}
}
