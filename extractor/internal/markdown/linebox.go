package markdown

import (
	"golang.org/x/net/html"

	"folio/extractor/internal/dom"
)

// Line boxes: an inline element that its style or class makes a block
// (Tailwind's <span class="block">, display:block, a list-item) stands
// on a line of its own in a browser, in the middle of a paragraph too: a
// card's brand, name and price, a subtitle under a title link, a label
// above its value. The walker writes a hard line break where such an
// element starts or ends inside a paragraph, so the lines stay lines
// (a card's "Merrell", "Moab 3 Mid" and "$120" on three lines rather
// than one run). Where Markdown has no line break (headings, table
// cells) the edge is a space (edges.go). Flex and grid items are not lines: they sit side by side.

// lineBox reports whether n, laid out as box, is such an element.
func (r *renderer) lineBox(n *html.Node, box dom.Box) bool {
	return r.inlineOnly == 0 && box == dom.BoxApart && !isBlock(n)
}

// askLineBreak asks for a line break before the next content of the open
// paragraph, where a line box starts or ends.
func (r *renderer) askLineBreak() {
	if len(r.ib) > r.inl.segStart {
		r.inl.lineBreak = true
	}
}

// breakLine writes the line break lineBox asked for and reports whether
// it did. It does not when the paragraph holds nothing yet, already ends
// with a break, or ends with an opening delimiter, where a break would
// stop the delimiter from opening: there the break becomes a space.
func (r *renderer) breakLine() bool {
	s := &r.inl
	s.lineBreak = false
	if len(r.ib) <= s.segStart || endsWithBreak(r.ib) {
		return false
	}
	if s.runEnd == len(r.ib) && s.runEnd > s.runStart {
		s.pending = true
		return false
	}
	s.pending = false
	r.ib = append(r.ib, '\\', '\n')
	r.it = append(r.it, '\n')
	return true
}
