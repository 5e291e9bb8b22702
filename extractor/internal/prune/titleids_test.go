package prune

import (
	"strconv"
	"strings"
	"testing"
	"time"

	"golang.org/x/net/html"
)

// TestTitleIDsBounded: only a title-sized element is read for an id that
// spells its text. Boxes named with an id, nested in each other around a
// long thread, were each read whole, time in depth times the page (500
// nested "comments-N" boxes around 20,000 paragraphs: 30 s for the whole
// page, 0.4 s before the rule); the keys take some milliseconds when the
// boxes are not read.
func TestTitleIDsBounded(t *testing.T) {
	if testing.Short() {
		t.Skip("a page of 20,000 paragraphs")
	}
	var b strings.Builder
	for i := range 500 {
		b.WriteString(`<div id="comments-` + strconv.Itoa(i) + `"><span></span>`)
	}
	b.WriteString(strings.Repeat(`<p>`+para("reply", 10)+`</p>`, 20000))
	b.WriteString(strings.Repeat(`</div>`, 500))
	tr := buildTree([]*html.Node{parseRoot(t, b.String())}, nil)
	start := time.Now()
	keys := tr.discardKeys()
	if took := time.Since(start); took > 200*time.Millisecond {
		t.Errorf("took %v", took)
	}
	named := 0
	for _, k := range keys {
		if k != "" {
			named++
		}
	}
	if named != 500 {
		t.Errorf("%d boxes named, want 500", named)
	}
}

// TestTitleIDSpellsText: a headline whose id spells its text is its
// title whatever separates the words; a box with more text than its id
// spells, or too many elements to be a title, is not.
func TestTitleIDSpellsText(t *testing.T) {
	for _, c := range []struct {
		name, html string
		want       bool
	}{
		{"MediaWiki headline", `<span id="Related_to_Portage">Related to Portage</span>`, true},
		{"more text than the id", `<span id="related">Related stories and more to read</span>`, false},
		{"a box of many elements", `<div id="related">` + strings.Repeat(`<i></i>`, 40) + `Related</div>`, false},
	} {
		tr := buildTree([]*html.Node{parseRoot(t, c.html)}, nil)
		if got := tr.titleID(1); got != c.want {
			t.Errorf("%s: titleID = %v, want %v", c.name, got, c.want)
		}
	}
}
