package classify

import (
	"strings"
	"testing"
)

// TestRescueGapCode: a one-line <pre> between two chosen paragraphs joins
// them; a longer listing, one before the first chosen block, and any on a
// forum stay out.
func TestRescueGapCode(t *testing.T) {
	long := strings.Repeat("A long sentence of the section with many words in it. ", 10)
	listing := strings.Repeat("fmt.Println(\"a line of the program\")\n", 5)
	page := `<html><body><article>` +
		`<pre id="before">go version</pre>` +
		`<div><p id="p1">` + long + `</p></div><pre id="command">go run ./cmd/tool</pre>` +
		`<div><p id="p2">` + long + `</p></div><pre id="listing">` + listing + `</pre>` +
		`<div><p id="p3">` + long + `</p></div></article></body></html>`
	run := func(typ PageType) map[string]bool { return keptByRescue(t, page, typ, rescueGapCode) }
	got := run(TypeArticle)
	checkKeptIDs(t, got, map[string]bool{"before": false, "command": true, "listing": false, "p1": true, "p3": true})
	if got := run(TypeForum); got["command"] {
		t.Errorf("on a forum, the command joined")
	}
}
