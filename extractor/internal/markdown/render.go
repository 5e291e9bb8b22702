// Package markdown walks a DOM and writes GitHub-Flavoured Markdown and plain
// text. PLACEHOLDER: the real walker replaces this file.
package markdown

import (
	"net/url"
	"strings"

	"golang.org/x/net/html"
)

// Options configures a render.
type Options struct {
	// Base resolves relative links and images; nil leaves them as written.
	Base *url.URL
	// Skip, when set, reports subtrees to leave out (chrome inside content).
	Skip func(*html.Node) bool
}

// Render converts nodes, in document order, to GFM and to plain text.
func Render(nodes []*html.Node, opts Options) (md, text string) {
	var b strings.Builder
	var walk func(n *html.Node)
	walk = func(n *html.Node) {
		if opts.Skip != nil && opts.Skip(n) {
			return
		}
		if n.Type == html.TextNode {
			b.WriteString(n.Data)
		}
		if n.Type == html.ElementNode && (n.Data == "script" || n.Data == "style" || n.Data == "template") {
			return
		}
		for c := n.FirstChild; c != nil; c = c.NextSibling {
			walk(c)
		}
		b.WriteString("\n")
	}
	for _, n := range nodes {
		walk(n)
	}
	return b.String(), b.String()
}
