package dom

import (
	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"
)

// FindBody returns the first <body> element under n (n itself included),
// in document order, or nil.
func FindBody(n *html.Node) *html.Node {
	if n.Type == html.ElementNode && n.DataAtom == atom.Body {
		return n
	}
	for c := n.FirstChild; c != nil; c = c.NextSibling {
		if b := FindBody(c); b != nil {
			return b
		}
	}
	return nil
}
