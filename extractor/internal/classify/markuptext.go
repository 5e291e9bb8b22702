package classify

import (
	"strings"

	"folio/extractor/internal/dom"
)

// Markup left as text. Pages put an ad's or a tracking pixel's fallback in
// <noscript> with its markup escaped (&lt;div&gt;&lt;a href=...&gt;), and
// the extractor reads <noscript> as HTML (EXTRACTION.md: forums keep their
// posts there), so the fallback came out as a paragraph of tags and
// addresses (readability-testpages heise: two doubleclick.net ad blocks
// and a counter pixel after the article). A paragraph unit (or an inline
// element) outside code whose whole text is HTML markup is chrome before
// the content is chosen, as a JSON document is (datatext.go). Code is left
// alone: tutorials show markup in <pre> and <code>.
const (
	markupMinText = dataMinText // non-space bytes: "<br>" alone is not a document
	// markupShare of the text lies inside tags: an escaped ad block is
	// nearly all tags and attributes (heise: over 95%), while prose that
	// names a tag ("use <em> for stress") is mostly words.
	markupShare = 0.6
)

// markupUnit reports whether element i, a paragraph unit without blocks
// inside or an inline element, has HTML markup for its text.
func markupUnit(x *index, i int32) bool {
	if x.text[i] < markupMinText || !(x.unit[i] == i && x.text[i] == x.unitText[i] || inline.Has(x.atom(i))) {
		return false
	}
	var buf [8]byte
	o := unitOpening(buf[:0], x.nodes[i])
	if len(o) < 2 || o[0] != '<' || !tagStart(o[1]) {
		return false
	}
	return !inCode(x.nodes[i]) && markupDocument(string(appendInlineText(nil, x.nodes[i])))
}

// markupDocument reports whether t opens with a tag, ends with one, and
// has at least markupShare of its non-space bytes inside tags.
func markupDocument(t string) bool {
	t = strings.TrimSpace(t)
	if len(t) < 3 || t[0] != '<' || !tagStart(t[1]) || t[len(t)-1] != '>' {
		return false
	}
	var in, all int
	inTag := false
	for i := 0; i < len(t); i++ {
		c := t[i]
		switch {
		case c == '<' && i+1 < len(t) && tagStart(t[i+1]):
			inTag = true
		case c == '>':
			if inTag {
				in++
			}
			inTag = false
			all++
			continue
		}
		if dom.IsSpace(c) {
			continue
		}
		all++
		if inTag {
			in++
		}
	}
	return float64(in) >= markupShare*float64(all)
}

// tagStart reports whether c can follow '<' in a tag: a letter, '/' or '!'.
func tagStart(c byte) bool {
	return dom.ASCIILetter(c) || c == '/' || c == '!'
}
