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
	for id, kept := range map[string]bool{"before": false, "section": true, "teaser": false, "left": false, "p1": true, "p3": true} {
		if got[id] != kept {
			t.Errorf("%s kept = %v, want %v", id, got[id], kept)
		}
	}
	if got := run(TypeForum); got["section"] {
		t.Errorf("on a forum, the heading joined")
	}
}
