package classify

import (
	"strings"
	"testing"
)

// TestRescueGapHeadings: a heading between two chosen paragraphs whose next
// text is chosen joins them; one before the first chosen block, one whose
// next text was left out (a teaser's), and any on a forum stay out.
func TestRescueGapHeadings(t *testing.T) {
	long := strings.Repeat("A long sentence of the section with many words in it. ", 10)
	page := `<html><body><article>` +
		`<h1 id="before">Title</h1>` +
		`<div><p id="p1">` + long + `</p></div><h1 id="section">Why it matters</h1>` +
		`<div><p id="p2">` + long + `</p></div><h2 id="teaser">More stories</h2><div id="left">Another story</div>` +
		`<div><p id="p3">` + long + `</p></div></article></body></html>`
	run := func(typ PageType) map[string]bool { return keptByRescue(t, page, typ, rescueGapHeadings) }
	got := run(TypeArticle)
	checkKeptIDs(t, got, map[string]bool{"before": false, "section": true, "teaser": false, "left": false, "p1": true, "p3": true})
	if got := run(TypeForum); got["section"] {
		t.Errorf("on a forum, the heading joined")
	}
}

// TestRescueGapSubheadings: on an article, a section heading over one
// subheading over chosen text joins with it; of a run of three headings
// (teaser headlines, folded questions) the first stays out; on a page of
// no declared type only the subheading, whose next text is chosen, joins.
func TestRescueGapSubheadings(t *testing.T) {
	long := strings.Repeat("A long sentence of the section with many words in it. ", 10)
	page := `<html><body><article>` +
		`<div><p id="p1">` + long + `</p></div><h1 id="section">Existing solutions</h1><h2 id="sub">Arguments</h2>` +
		`<div><p id="p2">` + long + `</p></div><h2 id="t1">Teaser one</h2><h2 id="t2">Teaser two</h2><h2 id="t3">Teaser three</h2>` +
		`<div><p id="p3">` + long + `</p></div></article></body></html>`
	got := keptByRescue(t, page, TypeArticle, rescueGapHeadings)
	checkKeptIDs(t, got, map[string]bool{"section": true, "sub": true, "t1": false, "t2": true, "t3": true})
	if got := keptByRescue(t, page, TypeUnknown, rescueGapHeadings); got["section"] || !got["sub"] {
		t.Errorf("on a page of no declared type: section %v, sub %v; want false, true", got["section"], got["sub"])
	}
}
