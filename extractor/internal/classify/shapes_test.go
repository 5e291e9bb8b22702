package classify

import (
	"strings"
	"testing"

	"folio/extractor/internal/dom"
)

// post is one post of a thread: the author column and the body; a body
// whose text starts with "Chosen" stands for one the selection took.
func post(body string) string {
	return `<article class="post"><div class="author">member</div><div class="post-body">` + body + `</div></article>`
}

// rescuedShapes runs rescueShapes on page with the post bodies starting with
// "Chosen" chosen, and returns the texts of the chosen blocks after it.
func rescuedShapes(t *testing.T, page string, typ PageType) []string {
	t.Helper()
	x := indexPage(t, page)
	s := score(x, routeOptions{pageType: typ, softHints: true})
	mains := map[int32]float64{}
	for i, n := range x.nodes {
		if strings.Contains(dom.Attr(n, "class"), "post-body") && strings.HasPrefix(dom.Text(n, skipped), "Chosen") {
			mains[int32(i)] = 1
		}
	}
	rescueShapes(x, s, routeOptions{pageType: typ}, mains)
	var got []string
	for i := range x.nodes {
		if _, ok := mains[int32(i)]; ok {
			got = append(got, dom.Text(x.nodes[i], skipped))
		}
	}
	return got
}

func TestRescuePosts(t *testing.T) {
	long := func(n int) string {
		var b strings.Builder
		for range n {
			b.WriteString(post("Chosen: a long reply with several sentences about the question that was asked."))
		}
		return b.String()
	}
	short := post("You guys are the best!")
	cases := []struct {
		name string
		page string
		typ  PageType
		want int
	}{
		{"a one-line reply joins the thread", long(3) + short, TypeForum, 4},
		{"on other pages too", long(3) + short, TypeUnknown, 4},
		{"on products, one without links", long(3) + short, TypeProduct, 4},
		{"on products, not a linked tile", long(3) + post(`<a href="/other">Another product</a>`), TypeProduct, 3},
		{"two chosen bodies are no thread", long(2) + short, TypeForum, 2},
		{"a shape chosen here and there is no thread", long(3) + strings.Repeat(short, 10), TypeForum, 3},
		{"a sidebar's copies stay chrome", long(3) + `<nav>` + short + `</nav>`, TypeForum, 3},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			got := rescuedShapes(t, `<html><body><main>`+c.page+`</main></body></html>`, c.typ)
			if len(got) != c.want {
				t.Errorf("%d blocks chosen, want %d: %q", len(got), c.want, got)
			}
		})
	}
}
