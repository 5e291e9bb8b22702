package dom

import (
	"strings"

	"golang.org/x/net/html"
)

// Text returns the text under n with white space collapsed to single
// spaces and trimmed. Elements for which skip reports true are left out
// with everything in them; a nil skip leaves out nothing. Text nodes are
// joined with a space, so "<b>a</b><i>b</i>" reads "a b".
func Text(n *html.Node, skip func(*html.Node) bool) string {
	var b strings.Builder
	var walk func(*html.Node)
	walk = func(c *html.Node) {
		if c.Type == html.TextNode {
			b.WriteString(c.Data)
			b.WriteByte(' ')
			return
		}
		if c.Type == html.ElementNode && skip != nil && skip(c) {
			return
		}
		for k := c.FirstChild; k != nil; k = k.NextSibling {
			walk(k)
		}
	}
	walk(n)
	return strings.Join(strings.Fields(b.String()), " ")
}
