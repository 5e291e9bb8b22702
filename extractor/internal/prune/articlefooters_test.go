package prune

import (
	"strings"
	"testing"

	"golang.org/x/net/html"
)

// articleFooterCases are footers HTML scopes to an article, and footers
// that are the article's text or scoped to something else.
var articleFooterCases = []pruneCase{
	{
		name: "an article's footer of tags and the previous post",
		html: `<article>` + article + `<footer class="post-footer"><a href="/t/wohnen">Wohnen</a> <a href="/t/mieten">Mieten</a>` +
			`<p>Previous article <a href="/p">Transforming Mount Trashmore into a park</a></p></footer></article>`,
		cut: []string{"footer"},
	},
	{
		name: "an article's footer inside role=main is still the article's",
		html: `<article><div role="main">` + article + `<footer><a href="/p">Previous article Plans for the park</a></footer></div></article>`,
		cut:  []string{"footer"},
	},
	{
		name: "an article's footer of notes is kept",
		html: `<article>` + article + `<footer class="post-footnotes"><ol><li>` + para("note", 12) + `</li></ol></footer></article>`,
		keep: []string{"footer", "li"},
	},
	{
		name: "a section's footer inside an article is kept",
		html: `<article>` + article + `<section><p>` + para("section", 30) + `</p><footer><p>` + para("sums", 10) + `</p></footer></section></article>`,
		keep: []string{"footer", "p"},
	},
	{
		name: "an article's footer of prose (a correction, a note) is kept",
		html: `<article>` + article + `<footer><p><em>Correction: ` + para("corr", 20) + `</em></p><p><sup>1</sup> ` + para("minutes", 10) + ` <a href="/m">minutes</a></p></footer></article>`,
		keep: []string{"footer", "p"},
	},
	{
		name: "a listing's cards keep their footers: the content is links, no prose",
		html: strings.Repeat(`<article><h2><a href="/p">A long headline of another story on the site</a></h2>`+
			`<footer><a href="/t/a">Garden</a> <a href="/t/b">Food</a></footer></article>`, 4),
		keep: []string{"footer"},
	},
	{
		name: "an article footer holding most of the content is kept",
		html: `<article><p>` + para("lead", 20) + `</p><footer><p>` + para("body", 60) + `</p><p>` + para("more", 60) + `</p></footer></article>`,
		keep: []string{"footer", "p"},
	},
}

// The classifier may choose a block inside an article's footer as a root of
// its own (a related-posts grid beside a short notice): it goes whatever
// its size, when the rest holds a text.
func TestArticleFooterRoot(t *testing.T) {
	doc, err := html.Parse(strings.NewReader(`<html><body><article><div id="a"><p>` + para("notice", 45) + `</p></div>` +
		`<footer class="post-footer"><section class="post-related"><ul id="b"><li><a href="/1">` + para("one", 8) + `</a><p>` + para("sum", 30) +
		`</p></li><li><a href="/2">` + para("two", 8) + `</a><p>` + para("sum", 30) + `</p></li></ul></section></footer></article></body></html>`))
	if err != nil {
		t.Fatal(err)
	}
	b := byID(doc, "b")
	cuts := Prune([]*html.Node{byID(doc, "a"), b}, nil, Page{})
	if len(cuts) != 1 || cuts[0].Node != b {
		t.Fatalf("cuts = %v, want the related posts", cuts)
	}
	// Beside a notice shorter than footerMinRest the footer's block is
	// the page's text, and stays.
	doc, err = html.Parse(strings.NewReader(`<html><body><article><div id="a"><p>A short notice.</p></div>` +
		`<footer class="post-footer"><div id="b"><p>` + para("text", 40) + `</p><p>` + para("more", 40) + `</p></div></footer></article></body></html>`))
	if err != nil {
		t.Fatal(err)
	}
	if cuts := Prune([]*html.Node{byID(doc, "a"), byID(doc, "b")}, nil, Page{}); len(cuts) != 0 {
		t.Errorf("cuts = %v beside a short notice, want none", cuts)
	}
}
