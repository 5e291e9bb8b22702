package markdown

import (
	"unicode/utf8"

	"golang.org/x/net/html"

	"folio/extractor/internal/dom"
)

// care marks the ASCII bytes a text node cannot copy verbatim: whitespace
// (collapsed) and the characters that may need a backslash. Everything else,
// including all UTF-8 lead bytes except the few handled below, is copied in
// runs.
var care = func() (t [256]bool) {
	for _, c := range " \t\n\r\f\\*_[]`~<&|" {
		t[c] = true
	}
	t[0xC2] = true // U+00A0 NBSP, U+00AD soft hyphen
	t[0xD8] = true // U+061C, the Arabic letter mark
	t[0xE2] = true // U+2007, U+200B-F, U+202A-F, U+2060, U+2066-9
	t[0xEF] = true // U+FEFF
	t[0] = true
	return t
}()

// text writes the text s of node at (nil when s is not a node's text):
// whitespace collapsed as CSS does for white-space:normal, invisible
// characters removed, Markdown escaped in ib and kept verbatim in it.
func (r *renderer) text(s string, at *html.Node) {
	if r.texText(s, at) {
		return
	}
	r.plainText(s, at != nil)
}

// plainText is text without the look for TeX delimiters; node says
// whether s starts a node's text (edgeSpace).
func (r *renderer) plainText(s string, node bool) {
	r.edgeSpace(s, node)
	for i := 0; i < len(s); {
		j := i
		for j < len(s) && !care[s[j]] {
			j++
		}
		if j > i {
			r.contentBefore(s[i])
			r.ib = append(r.ib, s[i:j]...)
			r.it = append(r.it, s[i:j]...)
			i = j
			continue
		}
		c := s[i]
		switch {
		case dom.IsSpace(c):
			r.inl.pending = true
			i++
		case c == 0:
			i++
		case c >= 0x80:
			i += r.special8(s[i:])
		default:
			r.contentBefore(c)
			r.escapeByte(s, i)
			r.it = append(r.it, c)
			i++
		}
	}
}

// special8 handles a multi-byte character whose lead byte is in care.
func (r *renderer) special8(s string) int {
	ch, size := utf8.DecodeRuneInString(s)
	switch {
	case ch == 0xA0 || ch == 0x2007 || ch == 0x202F:
		// Non-breaking spaces read as spaces; keeping them would hide
		// runs of spaces from Markdown's whitespace rules.
		r.inl.pending = true
	case dom.IsInvisible(ch):
	case ch == 0x200C || ch == 0x200D:
		// A joiner shapes the letters beside it (Persian's non-joiner, an
		// Indic conjunct, an emoji sequence). With no letter before it in
		// this run of text it shapes nothing and is left out, so a
		// paragraph of joiners alone is no paragraph.
		if !r.inl.pending && len(r.it) > 0 && !dom.IsSpace(r.it[len(r.it)-1]) {
			r.content()
			r.ib = append(r.ib, s[:size]...)
			r.it = append(r.it, s[:size]...)
		}
	default:
		r.content()
		r.ib = append(r.ib, s[:size]...)
		r.it = append(r.it, s[:size]...)
	}
	return size
}

// Blank reports whether the walker writes nothing for r standing alone:
// white space and the no-break spaces (isSpaceRune), dom's invisible
// characters, and the joiners, which special8 writes only after a letter.
func Blank(r rune) bool {
	return isSpaceRune(r) || r == 0x200C || r == 0x200D || dom.IsInvisible(r)
}

func isSpaceRune(ch rune) bool {
	switch ch {
	case ' ', '\t', '\n', '\r', '\f', 0xA0, 0x2007, 0x202F:
		return true
	}
	return false
}

// textBlock appends one block of plain text: blocks are separated by a blank
// line, list items by a newline.
func (r *renderer) textBlock(b []byte) {
	if len(b) == 0 {
		return
	}
	if r.txt.Len() > 0 {
		if r.listDepth > 0 && !r.tListStart {
			r.txt.WriteByte('\n')
		} else {
			r.txt.WriteString("\n\n")
		}
	}
	r.tListStart = false
	r.txt.Write(b)
}

func (r *renderer) txtString() string {
	if r.txt.Len() == 0 {
		return ""
	}
	r.txt.WriteByte('\n')
	return r.txt.String()
}
