package classify

import (
	"strings"
	"testing"
)

// TestRescueLeadHeading: on an article, the heading right over the first
// chosen paragraph joins the content; an earlier heading with text after
// it does not, nor does the heading on a page of no declared type.
func TestRescueLeadHeading(t *testing.T) {
	long := strings.Repeat("A long sentence of the section with many words in it. ", 10)
	page := `<html><body><article>` +
		`<h2 id="early">Contents</h2><div id="toc">Part one, part two</div>` +
		`<div><h1 id="lead">Why it matters</h1><p id="p1">` + long + `</p></div>` +
		`<div><p id="p2">` + long + `</p></div></article></body></html>`
	got := keptByRescue(t, page, TypeArticle, rescueLeadHeading)
	checkKeptIDs(t, got, map[string]bool{"early": false, "toc": false, "lead": true, "p1": true, "p2": true})
	if got := keptByRescue(t, page, TypeUnknown, rescueLeadHeading); got["lead"] {
		t.Errorf("on a page of no declared type, the heading joined")
	}
}
