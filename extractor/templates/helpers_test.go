package templates

import (
	"strings"

	"golang.org/x/net/html"

	"folio/extractor/internal/dom"
)

// find returns the first element with the given class.
func find(n *html.Node, class string) *html.Node {
	if n.Type == html.ElementNode && dom.HasClass(n, class) {
		return n
	}
	for c := n.FirstChild; c != nil; c = c.NextSibling {
		if f := find(c, class); f != nil {
			return f
		}
	}
	return nil
}

// blogPage is a page of one layout; id and n vary per page.
func blogPage(id, n int, extra string) string {
	var b strings.Builder
	b.WriteString(`<html><body class="single"><header class="site-header"><nav class="main-nav"><a href="/">Home</a><a href="/a">About</a></nav></header>`)
	b.WriteString(`<main class="site-main"><article class="post" id="post-` + itoa(id) + `"><h1 class="entry-title">Title ` + itoa(id) + `</h1><div class="entry-content">`)
	b.WriteString(`<div class="share-bar"><a href="/s">Share</a></div>`)
	for i := 0; i < n; i++ {
		b.WriteString(`<p>Paragraph ` + itoa(i) + ` of post ` + itoa(id) + ` with enough words to read like prose in an article body.</p>`)
	}
	b.WriteString(extra + `</div></article></main><aside class="sidebar"><a href="/x">Recent</a></aside><footer class="site-footer">(c) 2026</footer></body></html>`)
	return b.String()
}

func itoa(i int) string {
	if i == 0 {
		return "0"
	}
	var b []byte
	for ; i > 0; i /= 10 {
		b = append([]byte{byte('0' + i%10)}, b...)
	}
	return string(b)
}

// classified gives blogPage the blocks a classifier would.
func classified(doc *html.Node) []Block {
	return []Block{
		{find(doc, "site-header"), "header"},
		{find(doc, "entry-content"), RoleMain},
		{find(doc, "share-bar"), "boilerplate"},
		{find(doc, "sidebar"), "sidebar"},
		{find(doc, "site-footer"), "footer"},
	}
}
