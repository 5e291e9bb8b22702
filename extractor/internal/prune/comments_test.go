package prune

import (
	"testing"

	"golang.org/x/net/html"

	"folio/extractor/internal/classify"
)

// thread is a blog post's comment list, longer than the post.
var thread = `<h3>35 Comments</h3><ol id="commentlist"><li id="comment-1"><p>` + para("first", 80) + `</p><p><cite>Comment by Mirko</cite></p></li>` +
	`<li id="comment-2"><p>` + para("second", 80) + `</p><p><cite>Comment by Daniel</cite></p></li>` +
	`<li id="comment-3"><p>` + para("third", 80) + `</p></li></ol>`

// commentCases are comment threads under an article, and boxes named like
// comments that are content.
var commentCases = []pruneCase{
	{
		name: "a comment thread longer than the post it follows",
		html: article + thread,
		cut:  []string{"ol"},
	},
	{
		name: "comments before any text of the article",
		html: thread + article,
		keep: []string{"ol", "li"},
	},
	{
		name: "an opinion piece named commentary",
		html: `<p>` + para("lead", 50) + `</p><div class="article-commentary"><p>` + para("opinion", 150) + `</p></div>`,
		keep: []string{"div"},
	},
	{
		name: "documentation with code keeps the thread under it",
		html: article + `<pre><code>go build ./...</code></pre>` + thread,
		keep: []string{"ol"},
	},
	{
		name: "a thread under a short note leaves too little",
		html: `<p>` + para("note", 35) + `</p>` + thread,
		keep: []string{"ol"},
	},
}

// On a forum thread or a product page the comments stay: the page type
// decides.
func TestPruneCommentThreadByPageType(t *testing.T) {
	for _, c := range []struct {
		typ classify.PageType
		cut bool
	}{{classify.TypeArticle, true}, {classify.TypeUnknown, true}, {classify.TypeForum, false}, {classify.TypeProduct, false}} {
		root := parseRoot(t, article+thread)
		cuts := Prune([]*html.Node{root}, nil, Page{Type: c.typ})
		got := false
		for _, k := range cuts {
			got = got || k.Node.Data == "ol"
		}
		if got != c.cut {
			t.Errorf("%q: thread cut = %v, want %v", c.typ, got, c.cut)
		}
	}
}
