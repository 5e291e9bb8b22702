package prune

import (
	"strconv"
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
	// hashedPage is the same thread with hashed class names: a heading
	// titles it, a short news story of three paragraphs stands before it.
	hashed := func(title string) string {
		story := "<p>" + para("one", 30) + "</p><p>" + para("two", 30) + "</p><p>" + para("three", 30) + "</p>"
		return `<div class=m0><div class=a9f id=story>` + story + `</div><div class=k2w><h2>` + title + `</h2>` +
			`<div class=k3w><span>Марина</span> <span>27 ноября 2026, 11:40</span><p id=c1>Хорошо бы сделать такие парки и в районных центрах.</p></div>` +
			`<div class=k3w><span>Алексей П.</span><p id=c2>Был на открытии, впечатляет.</p></div></div></div>`
	}
	cases = append(cases, []struct {
		name string
		page string
		ids  []string
		typ  classify.PageType
		fora bool
		cut  []string
	}{
		{"comment bodies under a heading that titles them, class names hashed", hashed("Комментарии (2)"),
			[]string{"story", "c1", "c2"}, classify.TypeUnknown, false, []string{"c1", "c2"}},
		{"the same under a heading that titles no thread", hashed("Отзывы читателей о парке"),
			[]string{"story", "c1", "c2"}, classify.TypeUnknown, false, nil},
	}...)
	for _, c := range cases {
		roots := pageRoots(t, c.page, c.ids...)
		cuts := Prune(roots, nil, Page{Type: c.typ, Forum: c.fora})
		got := cutIDs(cuts, "comment-root")
		if strings.Join(got, " ") != strings.Join(c.cut, " ") {
			t.Errorf("%s: cut %v, want %v", c.name, got, c.cut)
		}
	}
}

// Roots that share an ancestor whose first child is a grid of empty
// elements read that grid once, not once a root: each root climbs through
// the ancestor to look for a heading that titles a thread.
func TestCommentRootsReadEmptyChildOnce(t *testing.T) {
	const empties, comments = 50000, 200
	var b strings.Builder
	b.WriteString(`<div class=main><div id=story><p>` + para("story", 200) + `</p></div><div class=wrap><div>`)
	b.WriteString(strings.Repeat(`<span></span>`, empties))
	b.WriteString(`</div>`)
	ids := []string{"story"}
	for i := range comments {
		id := "c" + strconv.Itoa(i)
		ids = append(ids, id)
		b.WriteString(`<p id=` + id + `>` + para("reply", 20) + `</p>`)
	}
	b.WriteString(`</div></div>`)
	roots := pageRoots(t, b.String(), ids...)
	tr := buildTree(roots, nil)
	read := commentRootsRead(tr, func(int32, classify.Role) {})
	if read > 2*empties {
		t.Errorf("read %d elements for %d empty ones under %d roots, want each once", read, empties, comments)
	}
}
