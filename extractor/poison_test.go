package extractor

import (
	"fmt"
	"strings"
	"testing"

	"golang.org/x/net/html"

	"folio/extractor/internal/fingerprint"
	"folio/extractor/internal/parse"
	"folio/extractor/templates"
)

// victimPage is a page of victim.example: a long article and its
// comments.
func victimPage(i int) string {
	articleWords, commentWords := 75, 45
	var b strings.Builder
	fmt.Fprintf(&b, `<html><head><title>Story %d</title></head><body>
<nav class="site-nav"><a href="/">Home</a> <a href="/news">News</a> <a href="/about">About</a></nav>
<main><article class="story"><h1>Story %d</h1><div class="story-body">`, i, i)
	for p := 0; p < 12; p++ {
		fmt.Fprintf(&b, "<p>%s</p>\n", words(fmt.Sprintf("story%dpara%d", i, p), articleWords))
	}
	b.WriteString(`</div></article><section class="comments"><h2>Comments</h2>`)
	for c := 0; c < 8; c++ {
		fmt.Fprintf(&b, `<div class="comment"><span class="who">reader%d</span><p>%s</p></div>`+"\n", c, words(fmt.Sprintf("comment%d", c), commentWords))
	}
	b.WriteString(`</section></main><footer class="site-footer">Copyright Victim News. <a href="/privacy">Privacy</a></footer></body></html>`)
	return b.String()
}

func words(tag string, n int) string {
	w := make([]string, n)
	for i := range w {
		w[i] = []string{"the", "council", "voted", "on", "a", "plan", "for", "river", "bridges", tag}[i%10]
	}
	return strings.Join(w, " ")
}

// The poisoning of issue 18, replayed: six pages claiming victim.example
// taught the learned cache that the comments are the content (the forged
// pages fooled the classifier; here the cache is taught those verdicts
// directly, with the genuine markup). Afterwards the genuine pages keep
// their article: the template is re-checked against the classifier on a
// sample of pages, disagrees, and is dropped and relearned.
func TestLearnedPoisoningIsRepaired(t *testing.T) {
	cache, err := templates.OpenCache(t.TempDir(), templates.CacheOptions{})
	if err != nil {
		t.Fatal(err)
	}
	for i := 0; i < 6; i++ {
		doc, err := parse.Parse([]byte(victimPage(100+i)), "", parse.Limits{})
		if err != nil {
			t.Fatal(err)
		}
		blocks := []templates.Block{
			{Node: byClass(doc, "comments"), Role: templates.RoleMain},
			{Node: byClass(doc, "story"), Role: "related"},
			{Node: byClass(doc, "site-nav"), Role: "navigation"},
		}
		cache.Learn("victim.example", fingerprint.Sketch(doc), doc, blocks, nil)
	}
	kept, served := 0, 0
	for i := 0; i < 30; i++ {
		res, err := Extract([]byte(victimPage(i)), WithURL(fmt.Sprintf("https://victim.example/story/%d", i)),
			WithTemplates(nil, cache))
		if err != nil {
			t.Fatal(err)
		}
		if strings.Contains(res.Text, fmt.Sprintf("story%dpara5", i)) {
			kept++
		}
		if res.Template != nil {
			served++
		}
	}
	t.Logf("%d of 30 genuine pages kept their article (%d served from a learned template)", kept, served)
	if kept < 27 {
		t.Errorf("only %d of 30 genuine pages kept their article after the poisoning", kept)
	}
	if served == 0 {
		t.Error("no genuine page was served from a template: the cache never relearned the host")
	}
}

// byClass returns the first element whose class attribute is class.
func byClass(n *html.Node, class string) *html.Node {
	if n.Type == html.ElementNode {
		for _, a := range n.Attr {
			if a.Key == "class" && a.Val == class {
				return n
			}
		}
	}
	for c := n.FirstChild; c != nil; c = c.NextSibling {
		if f := byClass(c, class); f != nil {
			return f
		}
	}
	return nil
}
