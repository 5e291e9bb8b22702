package classify

import (
	"strings"
	"testing"
)

// TestRescueGapQuotes: on an article, a quotation between two chosen
// paragraphs joins them; an embedded post, one before the first chosen
// block, and any on a page that does not declare itself an article stay
// out.
func TestRescueGapQuotes(t *testing.T) {
	long := strings.Repeat("A long sentence of the section with many words in it. ", 10)
	page := `<html><body><article>` +
		`<blockquote id="before">An epigraph.</blockquote>` +
		`<div><p id="p1">` + long + `</p></div><blockquote id="quote">Stay focused on the CPU!</blockquote>` +
		`<div><p id="p2">` + long + `</p></div><blockquote id="tweet" class="twitter-tweet">A post.</blockquote>` +
		`<div><p id="p3">` + long + `</p></div></article></body></html>`
	run := func(typ PageType) map[string]bool { return keptByRescue(t, page, typ, rescueGapQuotes) }
	got := run(TypeArticle)
	checkKeptIDs(t, got, map[string]bool{"before": false, "quote": true, "tweet": false, "p1": true, "p3": true})
	if got := run(TypeUnknown); got["quote"] {
		t.Errorf("on a page of no declared type, the quotation joined")
	}
}
