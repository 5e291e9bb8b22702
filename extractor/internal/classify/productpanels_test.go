package classify

import (
	"strings"
	"testing"

	"golang.org/x/net/html"
)

// A product's description in a sheet declared non-modal (role=dialog
// aria-modal=false, its body an <aside>) is content on a product page; the
// same sheet with no aria-modal, and a non-modal sheet on a page that is
// not a product's, stay out.
func TestProductPanel(t *testing.T) {
	page := func(ld, modal string) *html.Node {
		doc, err := html.Parse(strings.NewReader(`<html><head><title>Training tee</title>` + ld + `</head><body>` +
			`<nav><a href="/">Home</a> <a href="/men">Men</a> <a href="/women">Women</a></nav>` +
			`<main><h1>Arrival T-Shirt</h1><p>$22</p>` +
			`<p>Made for training days, this tee keeps its shape through every session and every wash you put it through.</p>` +
			`<p>Pair it with shorts or joggers for the gym, or wear it on its own for runs and easy days on the weekend.</p>` +
			`<div class="accordion"><button><h5>Description</h5></button>` +
			`<div class="sheet" role="dialog"` + modal + `><aside class="sheet-body"><h5>Description</h5>` +
			`<p>The tee is your admission to a new, purposeful approach to training, with sweat-wicking fabric and a lightweight feel.</p>` +
			`<ul><li>Lightweight material that moves with you</li><li>Flatlock seams that lie flat against the skin</li>` +
			`<li>Heat-sealed logo to chest, straight hem and crew neck</li></ul></aside></div></div>` +
			`</main><footer><p>Copyright Shop Inc.</p></footer></body></html>`))
		if err != nil {
			t.Fatal(err)
		}
		return doc
	}
	product := `<script type="application/ld+json">{"@context":"https://schema.org","@type":"Product","name":"Arrival T-Shirt"}</script>`
	const url = "https://shop.example/products/arrival-t-shirt-black"
	if got := mainText(Classify(page(product, ` aria-modal="false"`), Options{URL: url})); !strings.Contains(got, "purposeful approach") {
		t.Errorf("non-modal sheet on a product page: content %q lacks the description", got)
	}
	if got := mainText(Classify(page(product, ""), Options{URL: url})); strings.Contains(got, "purposeful approach") {
		t.Errorf("sheet of undeclared modality: content %q holds it", got)
	}
	if got := mainText(Classify(page("", ` aria-modal="false"`), Options{URL: "https://blog.example/2024/training-tee"})); strings.Contains(got, "purposeful approach") {
		t.Errorf("page of no declared type: content %q holds the sheet", got)
	}
}
