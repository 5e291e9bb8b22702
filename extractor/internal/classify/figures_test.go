package classify

import (
	"strings"
	"testing"
)

// TestRescueFigures: a textless <figure> between two chosen paragraphs of
// the region joins them; one with a caption inside, one before the first
// chosen block, a chrome one, and any on a forum stay out.
func TestRescueFigures(t *testing.T) {
	long := strings.Repeat("A long sentence of the step with many words in it. ", 10)
	page := `<html><body><article>` +
		`<figure id="before"><img src="/0.jpg"></figure>` +
		`<div><p id="p1">` + long + `</p></div><figure id="between"><img src="/1.jpg" alt="Step one"></figure>` +
		`<div><p id="p2">` + long + `</p></div><figure id="captioned"><img src="/2.jpg"><figcaption>Photo: Agency</figcaption></figure>` +
		`<div><p id="p3">` + long + `</p></div></article></body></html>`
	run := func(typ PageType) map[string]bool { return keptByRescue(t, page, typ, rescueFigures) }
	got := run(TypeArticle)
	checkKeptIDs(t, got, map[string]bool{"before": false, "between": true, "captioned": false, "p1": true, "p3": true})
	if got := run(TypeForum); got["between"] {
		t.Errorf("on a forum, the figure joined")
	}
}
