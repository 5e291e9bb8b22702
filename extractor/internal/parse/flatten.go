package parse

import (
	"bytes"

	"golang.org/x/net/html/atom"

	"folio/extractor/internal/dom"
)

// Pages nested deeper than the tree builder allows (HTMLMaxDepth, or a
// lower Limits.MaxDepth) are read flattened rather than refused: old
// templates that never close a <font>, <div> or <blockquote> per row or
// per reply reach 512 levels on long pages, and a browser shows them
// whole (Blink attaches elements past 512 levels to the parent instead).
// Here the start and end tags that would nest past a depth well inside
// the limit are dropped before the page is parsed again: their text,
// comments and void elements stay, in order, one level up, and a dropped
// block tag leaves a line break. Only pages
// that failed the depth limit pay for the second pass.

// flattenKeep returns the depth up to which flatten keeps tags for a
// limit of max levels: three quarters of it, leaving the tree builder's
// implied elements (html, body, tbody, reopened formatting) room.
func flattenKeep(max int) int {
	if max <= 0 || max > HTMLMaxDepth {
		max = HTMLMaxDepth
	}
	return max * 3 / 4
}

// flatten returns text without the tags that open elements deeper than
// keep levels on the tree builder's stack (as the node counter simulates
// it) and without the end tags that close them. Raw-text elements
// (<script>, <style>, <textarea>, <title>…) are kept whole: dropping
// their start tag would turn their content into page text.
func flatten(text []byte, keep int) []byte {
	s := scanner{b: text}
	out := make([]byte, 0, len(text))
	var dropped map[atom.Atom]int // start tags dropped, not yet closed
	for s.i < len(s.b) {
		from := s.i
		if a, ok := endTagAt(s.b, from); ok && dropped[a] > 0 {
			dropped[a]--
			s.i = from + 2
			s.tagName()
			s.skipPast([]byte(">"), 0)
			s.text = false
			out = lineBreak(out, a)
			continue
		}
		depth := len(s.c.open)
		s.next()
		if n := len(s.c.open); n > keep && n > depth {
			top := s.c.open[n-1]
			if a, ok := startTagAt(s.b, from); ok && a == top.a && !rawText[a] {
				s.c.open = s.c.open[:n-1]
				if dropped == nil {
					dropped = make(map[atom.Atom]int)
				}
				dropped[top.a]++
				out = lineBreak(out, a)
				continue
			}
		}
		out = append(out, s.b[from:s.i]...)
	}
	return out
}

// lineBreak stands in for a dropped tag of a block: a <br>, which nests
// nothing, keeps the blocks' texts apart ("reply" "reply", not
// "replyreply"); one is enough between two texts. Inline tags go
// without a trace.
func lineBreak(out []byte, a atom.Atom) []byte {
	if (block[a] || sibling[a] != 0) && !bytes.HasSuffix(out, []byte("<br>")) {
		return append(out, "<br>"...)
	}
	return out
}

// startTagAt returns the element a start tag at b[i:] names (0 when
// unknown or long) and whether there is a start tag there at all.
func startTagAt(b []byte, i int) (atom.Atom, bool) {
	if i+1 >= len(b) || b[i] != '<' || !dom.ASCIILetter(b[i+1]) {
		return 0, false
	}
	s := scanner{b: b, i: i + 1}
	return s.tagName(), true
}

// endTagAt returns the element an end tag at b[i:] names (0 when unknown
// or long) and whether there is an end tag there at all.
func endTagAt(b []byte, i int) (atom.Atom, bool) {
	if !bytes.HasPrefix(b[i:], []byte("</")) || i+2 >= len(b) || !dom.ASCIILetter(b[i+2]) {
		return 0, false
	}
	s := scanner{b: b, i: i + 2}
	return s.tagName(), true
}
