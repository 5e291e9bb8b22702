package parse

import (
	"strings"

	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"

	"folio/extractor/internal/dom"
)

// Streamed parts. A React server (18 and later: Next.js's app router,
// Remix, GitBook) streams a page out of order. Where a part is not ready,
// the shell holds a placeholder: a Suspense boundary, "<!--$?-->", then
// <template id="B:3">, then its fallback (a spinner, a skeleton) up to
// "<!--/$-->"; or a bare segment, <template id="P:5">. The part comes
// later, at the end of the body, in <div hidden id="S:3">, and an inline
// script ($RC("B:3","S:3"), $RS("S:5","P:5")) moves it in place of the
// placeholder and its fallback. A browser shows the part where the
// placeholder was; read as sent, it sits at the end of the page, hidden,
// cut off from the heading and the paragraph it continues (a GitBook
// page's code samples read as related links). 33 pages of wcxb-dev, of
// every type, stream this way. placeStreamed does what the script does.

// streamPlaceholder reports whether <template> n is a streamed part's
// placeholder: its id is "B:" or "P:" and the part's suffix.
func streamPlaceholder(n *html.Node) bool {
	id := dom.Attr(n, "id")
	return len(id) > 2 && (id[0] == 'B' || id[0] == 'P') && id[1] == ':'
}

// placeStreamed moves each streamed part, a hidden <div id="S:x">, to its
// placeholder, <template id="B:x"> (dropping the boundary's fallback) or
// <template id="P:x">, when the placeholder stands in running text
// (inProse). Any other part stays where it is.
func placeStreamed(doc *html.Node) {
	holders := map[string]*html.Node{}
	var parts []*html.Node
	for n := range doc.Descendants() {
		if n.Type != html.ElementNode {
			continue
		}
		switch {
		case n.DataAtom == atom.Template && streamPlaceholder(n):
			holders[dom.Attr(n, "id")] = n
		case n.DataAtom == atom.Div && dom.HasAttr(n, "hidden") && strings.HasPrefix(dom.Attr(n, "id"), "S:"):
			parts = append(parts, n)
		}
	}
	for _, part := range parts {
		x := dom.Attr(part, "id")[2:]
		holder, boundary := holders["B:"+x], true
		if holder == nil {
			holder, boundary = holders["P:"+x], false
		}
		if holder == nil || holder.Parent == nil || within(holder, part) {
			continue
		}
		after := holder // the last node the part replaces
		if boundary {
			if after = fallbackEnd(holder); after == nil {
				continue
			}
		}
		if !inProse(holder, after) {
			continue
		}
		for c := holder.NextSibling; c != after && c != nil; c = holder.NextSibling {
			holder.Parent.RemoveChild(c) // the boundary's fallback
		}
		if after != holder {
			after.Parent.RemoveChild(after)
		}
		for c := part.FirstChild; c != nil; c = part.FirstChild {
			part.RemoveChild(c)
			holder.Parent.InsertBefore(c, holder)
		}
		holder.Parent.RemoveChild(holder)
		if part.Parent != nil {
			part.Parent.RemoveChild(part)
		}
	}
}

// inProse reports whether a placeholder stands in running text: an
// element beside it is a paragraph, a heading, a list, a table, a quote or
// preformatted text. There the part continues the text it interrupts (a
// guide's code sample between two paragraphs). A placeholder among boxes
// holds a widget that loads late, reviews or recommendations on a shop's
// page, which a reader of the page's text does not miss: moved in, those
// cost four shop and listing pages of wcxb-dev up to 0.6 each.
func inProse(holder, after *html.Node) bool {
	prev := holder.PrevSibling
	for prev != nil && prev.Type != html.ElementNode {
		prev = prev.PrevSibling
	}
	next := after.NextSibling
	for next != nil && next.Type != html.ElementNode {
		next = next.NextSibling
	}
	for _, c := range [2]*html.Node{prev, next} {
		if c == nil {
			continue
		}
		switch c.DataAtom {
		case atom.P, atom.H1, atom.H2, atom.H3, atom.H4, atom.H5, atom.H6, atom.Ul, atom.Ol, atom.Pre, atom.Table, atom.Blockquote:
			return true
		}
	}
	return false
}

// fallbackEnd returns the comment "/$" that closes the boundary whose
// placeholder is holder, nested boundaries ("$", "$?", "$!") counted, or
// nil. Between the two stands the boundary's fallback.
func fallbackEnd(holder *html.Node) *html.Node {
	depth := 0
	for c := holder.NextSibling; c != nil; c = c.NextSibling {
		if c.Type != html.CommentNode {
			continue
		}
		switch c.Data {
		case "$", "$?", "$!":
			depth++
		case "/$":
			if depth == 0 {
				return c
			}
			depth--
		}
	}
	return nil
}

// within reports whether n lies in the subtree of root.
func within(n, root *html.Node) bool {
	for p := n; p != nil; p = p.Parent {
		if p == root {
			return true
		}
	}
	return false
}
