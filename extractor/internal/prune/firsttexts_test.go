package prune

import (
	"strings"
	"testing"
	"time"

	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"

	"folio/extractor/internal/classify"
)

// TestFirstText: an element's first text skips white space and what shows
// no text, and is read in children the tree left out as well.
func TestFirstText(t *testing.T) {
	root := parseRoot(t, `<ul><li id="row"> <script>var a;</script><span> </span><b id="left">`+
		`<i>10:55</i></b> <a href="/a">Headline</a></li></ul><p id="empty"> <br> </p>`)
	left := byID(root, "left")
	tr := buildTree([]*html.Node{root}, func(n *html.Node) bool { return n == left })
	for i, n := range tr.nodes {
		want := ""
		switch {
		case n.DataAtom == atom.Li || n.DataAtom == atom.Ul || n.DataAtom == atom.Div:
			want = "10:55"
		case n.DataAtom == atom.A:
			want = "Headline"
		}
		got := ""
		if f := tr.firstText(int32(i)); f != nil {
			got = f.Data
		}
		if got != want {
			t.Errorf("<%s>: first text %q, want %q", n.Data, got, want)
		}
	}
}

// TestTimedLinksLinear: each row's first word is found once. Lists nested
// 240 deep, each row opening with the next list and the innermost with
// 100,000 empty elements before its link, were read from every row down
// to the first text (2.6 s here for the rule alone; a page of them took
// 2.7 s, 0.9 s on main bfd1cd7), some milliseconds with the first texts
// found once.
func TestTimedLinksLinear(t *testing.T) {
	if testing.Short() {
		t.Skip("a page of 200,000 elements")
	}
	page := `<p>` + para("story", 3000) + `</p>` + strings.Repeat(`<ul><li>`, 240) +
		strings.Repeat(`<span><i></i></span>`, 100000) + `<a href="/x">` + para("headline", 6) + `</a>` +
		strings.Repeat(`</li></ul>`, 240)
	tr := buildTree([]*html.Node{parseRoot(t, page)}, nil)
	tr.page = Page{Type: classify.TypeArticle}
	cuts := 0
	start := time.Now()
	timedLinks(tr, func(int32, classify.Role) { cuts++ })
	if took := time.Since(start); took > 100*time.Millisecond {
		t.Errorf("took %v", took)
	}
	if cuts != 0 {
		t.Errorf("%d cuts, want none", cuts)
	}
}
