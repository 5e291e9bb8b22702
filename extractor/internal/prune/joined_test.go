package prune

import (
	"slices"
	"strings"
	"testing"

	"golang.org/x/net/html"
)

// A phpBB post: the classifier chose the body and joined the poster's
// name and the post's date, both inside p.author, which discard names
// read as an author box. The name the classifier marked joined stays;
// the date, not marked, is cut as before.
func TestPruneKeepsJoinedRoots(t *testing.T) {
	doc, err := html.Parse(strings.NewReader(`<html><body><div class="postbody"><p class="author">by <strong><a class="username" id=name href="/memberlist.php?u=1">kestrel</a></strong> » ` +
		`<time id=date datetime="2024-02-24">Sat Feb 24, 2024 5:43 pm</time></p><div class="content" id=body>` + para("body", 80) + `</div></div></body></html>`))
	if err != nil {
		t.Fatal(err)
	}
	name, date, body := byID(doc, "name"), byID(doc, "date"), byID(doc, "body")
	roots := []*html.Node{name, date, body}
	if got := cutIDs(Prune(roots, nil, Page{}), "discard-name"); !slices.Equal(got, []string{"name", "date"}) {
		t.Fatalf("without the mark, discard names cut %v, want the name and the date (the case is no test otherwise)", got)
	}
	got := cutIDs(Prune(roots, nil, Page{Joined: map[*html.Node]bool{name: true}}), "discard-name")
	if !slices.Equal(got, []string{"date"}) {
		t.Errorf("discard names cut %v, want the date only: the joined name stays", got)
	}
}
