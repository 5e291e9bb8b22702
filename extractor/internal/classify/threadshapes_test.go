package classify

import (
	"fmt"
	"strings"
	"testing"

	"golang.org/x/net/html"

	"folio/extractor/internal/dom"
)

// comment is one comment of a tree: its byline and its body.
func comment(body string) string {
	return `<li class="comment"><div class="byline"><a href="/u/someone">someone</a></div><div class="entry"><div class="comment-content">` + body + `</div></div></li>`
}

// rescuedThreads runs rescueThreads on page with the comment bodies
// starting with "Chosen" chosen, and returns how many blocks are chosen
// after it.
func rescuedThreads(t *testing.T, page string, opt routeOptions) int {
	t.Helper()
	x := indexPage(t, page)
	s := score(x, routeOptions{pageType: opt.pageType, keepComments: opt.keepComments, softHints: true})
	mains := map[int32]float64{}
	for i, n := range x.nodes {
		if dom.Attr(n, "class") == "comment-content" && strings.HasPrefix(dom.Text(n, skipped), "Chosen") {
			mains[int32(i)] = 1
		}
	}
	rescueThreads(x, s, opt, mains)
	return len(mains)
}

func TestRescueThreads(t *testing.T) {
	tree := func(n int, extra string) string {
		var b strings.Builder
		b.WriteString(comment("Chosen: a longer comment with a few sentences about the link. It goes on."))
		for k := range n - 1 {
			b.WriteString(comment(fmt.Sprintf("Same here, number %d.", k)))
		}
		return `<ul class="comments">` + b.String() + extra + `</ul>`
	}
	links := comment(`<a href="/a">one link</a> <a href="/b">another link</a>`)
	forum := optionsFor(TypeForum)
	qa := forum
	qa.qa = true
	cases := []struct {
		name string
		page string
		opt  routeOptions
		want int
	}{
		{"a long tree joins its one chosen comment", tree(16, ""), forum, 16},
		{"a short run of one shape is no tree", tree(5, ""), forum, 1},
		{"a comment of links stays out", tree(16, links), forum, 16},
		{"not on a question and its answers", tree(16, ""), qa, 1},
		{"not on an article", tree(16, ""), optionsFor(TypeArticle), 1},
		{"a sidebar's copies stay chrome", tree(16, "") + `<nav>` + comment("Same here too.") + `</nav>`, forum, 16},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			if got := rescuedThreads(t, `<html><body><main>`+c.page+`</main></body></html>`, c.opt); got != c.want {
				t.Errorf("%d blocks chosen, want %d", got, c.want)
			}
		})
	}
}

func TestQAPageSignal(t *testing.T) {
	for _, c := range []struct {
		page string
		want bool
	}{
		{`<html><body itemscope itemtype="https://schema.org/QAPage"><p>q</p></body></html>`, true},
		{`<html><head><script type="application/ld+json">{"@type":"QAPage"}</script></head><body></body></html>`, true},
		{`<html><body itemscope itemtype="https://schema.org/DiscussionForumPosting"><p>q</p></body></html>`, false},
	} {
		doc, err := html.Parse(strings.NewReader(c.page))
		if err != nil {
			t.Fatal(err)
		}
		if got := readSignals(doc, "").qaPage(); got != c.want {
			t.Errorf("qaPage(%q) = %v, want %v", c.page, got, c.want)
		}
	}
}
