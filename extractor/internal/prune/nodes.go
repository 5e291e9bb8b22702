package prune

import (
	"strings"

	"golang.org/x/net/html"

	"folio/extractor/internal/dom"
)

// Helpers on the parsed nodes rather than on the tree's index, for the
// rules that follow the markup beyond the content roots: a panel that a
// control names by id anywhere in the document, the label before a
// control, an element's next sibling (policypanels.go), the box a root
// lies in (discard.go). They walk the nodes, so a rule asks them about a
// few elements, never about each of the tree's.

// within reports whether a is b or lies inside it.
func within(a, b *html.Node) bool {
	for ; a != nil; a = a.Parent {
		if a == b {
			return true
		}
	}
	return false
}

// nextElement returns the sibling element after n, or nil.
func nextElement(n *html.Node) *html.Node {
	for c := n.NextSibling; c != nil; c = c.NextSibling {
		if c.Type == html.ElementNode {
			return c
		}
	}
	return nil
}

// textUpTo returns n's text with white space collapsed, stopping once it
// is longer than max bytes: a label's is short, and a long element is
// no label, however long.
func textUpTo(n *html.Node, max int) string {
	var b strings.Builder
	var walk func(*html.Node) bool
	walk = func(n *html.Node) bool {
		for c := n.FirstChild; c != nil; c = c.NextSibling {
			switch {
			case c.Type == html.TextNode:
				for w := range strings.FieldsSeq(c.Data) {
					if b.Len() > 0 {
						b.WriteByte(' ')
					}
					b.WriteString(w)
					if b.Len() > max {
						return false
					}
				}
			case c.Type == html.ElementNode && !skipped(c):
				if !walk(c) {
					return false
				}
			}
		}
		return true
	}
	walk(n)
	return b.String()
}

// docIDs maps the ids of the document n lies in to their elements (the
// first of each), in one walk.
func docIDs(n *html.Node) map[string]*html.Node {
	for n.Parent != nil {
		n = n.Parent
	}
	m := make(map[string]*html.Node)
	for c := range n.Descendants() {
		if c.Type != html.ElementNode {
			continue
		}
		if id := dom.Attr(c, "id"); id != "" {
			if _, ok := m[id]; !ok {
				m[id] = c
			}
		}
	}
	return m
}
