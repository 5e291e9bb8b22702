package prune

import (
	"strings"
	"testing"

	"golang.org/x/net/html"

	"folio/extractor/internal/classify"
	"folio/extractor/internal/dom"
)

// rootsPage is an article whose comments the classifier chose one body at
// a time: the roots are the article and each div.commentBody.
const rootsPage = `<div class=main><div id=story><p>%ARTICLE%</p></div>` +
	`<div id=comments><ul><li><div class=commentBody id=c1><p>%C1%</p></div></li>` +
	`<li><div class=commentBody id=c2><p>%C2%</p></div></li></ul></div></div>`

// pageRoots parses rootsPage with the given texts and returns the roots
// named by ids, in that order.
func pageRoots(t *testing.T, page string, ids ...string) []*html.Node {
	t.Helper()
	doc, err := html.Parse(strings.NewReader("<html><body>" + page + "</body></html>"))
	if err != nil {
		t.Fatal(err)
	}
	byID := map[string]*html.Node{}
	var walk func(*html.Node)
	walk = func(n *html.Node) {
		if n.Type == html.ElementNode {
			if id := dom.Attr(n, "id"); id != "" {
				byID[id] = n
			}
		}
		for c := n.FirstChild; c != nil; c = c.NextSibling {
			walk(c)
		}
	}
	walk(doc)
	var roots []*html.Node
	for _, id := range ids {
		roots = append(roots, byID[id])
	}
	return roots
}

func TestPruneCommentRoots(t *testing.T) {
	fill := func(a, c1, c2 string) string {
		return strings.NewReplacer("%ARTICLE%", a, "%C1%", c1, "%C2%", c2).Replace(rootsPage)
	}
	cases := []struct {
		name string
		page string
		ids  []string
		typ  classify.PageType
		fora bool
		cut  []string // ids of the roots cut
	}{
		{"comment bodies chosen after the article", fill(para("story", 200), para("first", 150), para("second", 150)),
			[]string{"story", "c1", "c2"}, classify.TypeArticle, false, []string{"c1", "c2"}},
		{"the same on a forum", fill(para("story", 200), para("first", 150), para("second", 150)),
			[]string{"story", "c1", "c2"}, classify.TypeForum, false, nil},
		{"a thread on a host named as a forum, declared an article", fill(para("story", 200), para("first", 150), para("second", 150)),
			[]string{"story", "c1", "c2"}, classify.TypeArticle, true, nil},
		{"comments before the article", fill(para("story", 200), para("first", 150), para("second", 150)),
			[]string{"c1", "c2", "story"}, classify.TypeArticle, false, nil},
		{"a short note leaves too little", fill(para("story", 40), para("first", 150), para("second", 150)),
			[]string{"story", "c1", "c2"}, classify.TypeArticle, false, nil},
	}
	for _, c := range cases {
		roots := pageRoots(t, c.page, c.ids...)
		cuts := Prune(roots, nil, Page{Type: c.typ, Forum: c.fora})
		got := cutIDs(cuts, "comment-root")
		if strings.Join(got, " ") != strings.Join(c.cut, " ") {
			t.Errorf("%s: cut %v, want %v", c.name, got, c.cut)
		}
	}
}
