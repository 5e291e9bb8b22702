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
// it did. It does not when the paragraph holds nothing yet or already
// ends with a break. When the paragraph ends with opening delimiters
// ("*", "**", "[": the line box starts inside emphasis or a link), the
// break goes before them, where the browser breaks the line, as a space
// does (contentBefore): after them it would stop them from opening, and
// written as a space it joined the two lines ("Intro **A bold line**").
func (r *renderer) breakLine() bool {
	s := &r.inl
	s.lineBreak = false
	at := len(r.ib)
	if s.runEnd == at && s.runEnd > s.runStart {
		at = s.runStart
	}
	if at <= s.segStart || endsWithBreak(r.ib[:at]) {
		if at < len(r.ib) {
			s.pending = false // openers at the start: nothing to break from
		}
		return false
	}
	s.pending = false
	if at == len(r.ib) {
		r.ib = append(r.ib, '\\', '\n')
	} else {
		r.breakBefore(at)
	}
	if n := len(r.it); n > s.tsegStart && r.it[n-1] == ' ' {
		r.it[n-1] = '\n'
	} else {
		r.it = append(r.it, '\n')
	}
	return true
}

// breakBefore writes a hard line break at position at of the paragraph,
// before the run of openers that starts there, in place of a space
// written before them, and moves the positions of the openers after it.
func (r *renderer) breakBefore(at int) {
	s := &r.inl
	shift := 2
	if r.ib[at-1] == ' ' {
		at--
		shift = 1
	}
	r.ib = append(r.ib, "\\\n"[:shift]...)
	copy(r.ib[at+shift:], r.ib[at:])
	copy(r.ib[at:], "\\\n")
	for i, p := range s.opens {
		if p >= at {
			s.opens[i] = p + shift
		}
	}
	s.runStart += shift
	s.runEnd += shift
}
