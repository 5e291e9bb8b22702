package classify

import (
	"strings"
	"testing"

	"golang.org/x/net/html"

	"folio/extractor/internal/dom"
)

// TestDropNoscriptFallbacks: a consent notice in a <noscript> beside the
// article is dropped; the posts of a forum whose thread is in <noscript>
// are kept, and so are a shop's shelves.
func TestDropNoscriptFallbacks(t *testing.T) {
	long := strings.Repeat("A long sentence of the story with many words in it. ", 12)
	page := `<html><body><noscript><div id="consent"><p>We would like to process and share personal data with our partners.</p></div></noscript>` +
		`<article><p id="p1">` + long + `</p><p id="p2">` + long + `</p></article></body></html>`
	got := keptAfterNoscript(t, page, TypeArticle)
	if len(got) != 3 {
		t.Fatalf("ids found: %v", got)
	}
	checkKeptIDs(t, got, map[string]bool{"consent": false, "p1": true, "p2": true})
	if got := keptAfterNoscript(t, page, TypeProduct); !got["consent"] {
		t.Errorf("on a product page, the <noscript> block was dropped")
	}
	forum := `<html><body><noscript><div id="posts"><p id="p1">` + long + `</p><p id="p2">` + long + `</p></div>` +
		`<p id="reply">A short reply in the same crawler view.</p></noscript></body></html>`
	if got := keptAfterNoscript(t, forum, TypeForum); !got["reply"] || !got["p1"] {
		t.Errorf("forum in <noscript>: kept %v", got)
	}
}

// keptAfterNoscript runs dropNoscriptFallbacks on page (keptAfter).
func keptAfterNoscript(t *testing.T, page string, typ PageType) map[string]bool {
	t.Helper()
	// As the extractor parses: scripting off, so <noscript> holds markup.
	doc, err := html.ParseWithOptions(strings.NewReader(page), html.ParseOptionEnableScripting(false))
	if err != nil {
		t.Fatal(err)
	}
	return keptAfter(buildIndex(dom.FindBody(doc)), typ, dropNoscriptFallbacks)
}
