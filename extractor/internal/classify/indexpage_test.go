package classify

import (
	"strings"
	"testing"

	"golang.org/x/net/html"

	"folio/extractor/internal/dom"
)

// indexPage parses page and indexes its body, as Classify does: the first
// step of every test that runs one stage on a fragment.
func indexPage(t testing.TB, page string) *index {
	t.Helper()
	doc, err := html.Parse(strings.NewReader(page))
	if err != nil {
		t.Fatal(err)
	}
	return buildIndex(dom.FindBody(doc))
}
