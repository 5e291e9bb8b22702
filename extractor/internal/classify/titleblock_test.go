package classify

import (
	"strings"
	"testing"
)

// A box named "header" around the page's <h1> and its lead paragraph is
// the content's title block and stays beside the content; a site header
// with an <h1> logo and a short notice still goes.
func TestTitleBlockStays(t *testing.T) {
	long := strings.Repeat("A long paragraph about the products of this category and how to choose them. ", 10)
	lead := "Our gummies come in many strengths and flavours, each made from hemp grown on our own farms and tested by independent laboratories."
	page := `<html><body>` +
		`<div class="site-header"><h1 id="logo">Acme</h1><p id="notice">Free shipping on orders over $50.</p></div>` +
		`<section class="category-header"><h1 id="title">Gummies</h1>` +
		`<div class="category-header_description"><p id="lead">` + lead + `</p></div></section>` +
		`<main><p id="p1">` + long + `</p><p id="p2">` + long + `</p><p id="p3">` + long + `</p></main>` +
		`</body></html>`
	got := keptAfter(indexPage(t, page), TypeUnknown, dropAsides)
	checkKeptIDs(t, got, map[string]bool{"title": true, "lead": true, "p1": true, "p2": true, "p3": true, "logo": false, "notice": false})
}
