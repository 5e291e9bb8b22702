package score

import (
	"strings"
	"testing"

	"golang.org/x/net/html"
)

// TestHeadingEditLinks: a MediaWiki section heading's "[edit]" control is
// not part of the heading the structure check compares; a bracketed
// citation that is text, not a control, stays.
func TestHeadingEditLinks(t *testing.T) {
	doc, err := html.Parse(strings.NewReader(`<div>
<h2><span id="History">History</span><span><span>[</span><a href="/w/index.php?action=edit&amp;section=1">edit</a><span>]</span></span></h2>
<h3>Values <span>[ <a href="/e">edit</a> | <a href="/s">edit source</a> ]</span></h3>
<h2>Notes <span>[in part]</span></h2>
</div>`))
	if err != nil {
		t.Fatal(err)
	}
	got := ExpectedStructure(doc)[KindHeadings]
	for _, want := range []string{"history", "values", "notes in part"} {
		if got[want] != 1 {
			t.Errorf("heading %q missing: %v", want, got)
		}
	}
	if len(got) != 3 {
		t.Errorf("headings = %v, want 3", got)
	}
}
