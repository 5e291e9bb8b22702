package prune

import (
	"strings"
	"testing"

	"golang.org/x/net/html"

	"folio/extractor/internal/classify"
)

// TestViewerLists: a busy board's list of who reads it (phpBB's "Users
// browsing this forum:" and forty member links) goes on a forum page,
// past the words a prefix line may hold; the same line on an article,
// and a forum post of forty words opening with the phrase but not
// made of links, stay.
func TestViewerLists(t *testing.T) {
	names := make([]string, 40)
	for k := range names {
		names[k] = `<a href="./memberlist.php?u=` + string(rune('a'+k%26)) + `">Member` + string(rune('A'+k%26)) + `</a>`
	}
	list := `<p>Users browsing this forum: ` + strings.Join(names, ", ") + `</p>`
	post := `<p>Users browsing this forum: ` + strings.Repeat("we keep asking the board to show fewer names here. ", 5) + `</p>`
	for _, c := range []struct {
		name, block string
		page        Page
		cuts        int
	}{
		{"a forum's long viewer list goes", list, Page{Type: classify.TypeForum}, 1},
		{"so does one on a forum host declaring an article", list, Page{Type: classify.TypeArticle, Forum: true}, 1},
		{"an article's stays", list, Page{Type: classify.TypeArticle}, 0},
		{"a post's sentence opening with the phrase stays", post, Page{Type: classify.TypeForum}, 0},
	} {
		t.Run(c.name, func(t *testing.T) {
			page := `<div>` + para("thread", 60) + c.block + `</div>`
			n := len(cutIDs(Prune([]*html.Node{parseRoot(t, page)}, nil, c.page), "viewer-list"))
			if n != c.cuts {
				t.Errorf("%d viewer lists cut, want %d", n, c.cuts)
			}
		})
	}
}
