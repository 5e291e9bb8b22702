package prune

import (
	"strings"

	"golang.org/x/net/html"
)

// The first text of each element: rules that read how a box opens (a
// signature's ruler, signatures.go; a ticker row's clock time,
// timedlinks.go) take the first text node under it that is not white
// space. Walking each box down to it cost depth times elements on boxes
// nested in boxes (threads of nested replies, lists in lists, each
// opening with empty controls), so the tree finds them all at once, the
// first time a rule asks, children before parents: a box's first text is
// that of its first child that has one.

// firstText returns the first text node under element i that is not
// white space, outside the elements that show no text (skipped); nil
// when there is none.
func (t *tree) firstText(i int32) *html.Node {
	if t.firsts == nil {
		t.firsts = t.firstTexts()
	}
	return t.firsts[i]
}

// firstTexts finds the first text of every element, the last first, each
// taking an indexed child's rather than walking it again; the children
// the tree left out (the classifier's) are walked once, by their parent.
func (t *tree) firstTexts() []*html.Node {
	first := make([]*html.Node, len(t.nodes))
	for i := int32(len(t.nodes)) - 1; i >= 0; i-- {
		next := i + 1 // the next indexed child
		for c := t.nodes[i].FirstChild; c != nil && first[i] == nil; c = c.NextSibling {
			switch {
			case c.Type == html.TextNode:
				if strings.TrimSpace(c.Data) != "" {
					first[i] = c
				}
			case c.Type != html.ElementNode || skipped(c):
				// a comment, or an element that shows no text
			case next < t.end[i] && t.nodes[next] == c:
				first[i] = first[next]
				next = t.end[next]
			default:
				first[i] = firstTextOf(c)
			}
		}
	}
	return first
}

// firstTextOf finds the first text of n's subtree that is not white space,
// reading no further.
func firstTextOf(n *html.Node) *html.Node {
	for c := n.FirstChild; c != nil; c = c.NextSibling {
		switch {
		case c.Type == html.TextNode && strings.TrimSpace(c.Data) != "":
			return c
		case c.Type == html.ElementNode && !skipped(c):
			if f := firstTextOf(c); f != nil {
				return f
			}
		}
	}
	return nil
}
