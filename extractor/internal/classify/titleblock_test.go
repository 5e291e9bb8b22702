package classify

import (
	"strings"
	"testing"
	"time"
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

// TestTitleBlockOnce: a header box is read for a title block once, however
// many chosen blocks lie in it. Each chosen block under a "header"-named
// box asked again, and a box with no <h1> is read to its end each time:
// time in blocks times the box (2,000 notes in a box of 40,000 elements:
// 0.8 s here), under a millisecond when the verdict is kept.
func TestTitleBlockOnce(t *testing.T) {
	took, chosen := dropAsidesCrowded(t, `<div class="site-header">`, `</div>`)
	if took > 100*time.Millisecond {
		t.Errorf("took %v", took)
	}
	if chosen != 1 {
		t.Errorf("%d blocks chosen, want the story", chosen)
	}
}
