package markdown

import "folio/extractor/internal/dom"

// Escaping follows one rule: a backslash goes only where the character would
// otherwise change meaning in CommonMark or GFM, so the Markdown stays
// readable as text.

// escapeByte writes the ASCII character s[i] to ib, with a backslash when
// it could be read as Markdown syntax in this position.
func (r *renderer) escapeByte(s string, i int) {
	c := s[i]
	if needsEscape(r.ib, s, i, r.inCell > 0) {
		r.ib = append(r.ib, '\\')
	} else if c == '*' || c == '_' {
		r.inl.bare = len(r.ib) + 1
	}
	r.ib = append(r.ib, c)
}

// escapeBare escapes the "*" or "_" that ends ib when it was written bare
// for the space after it, and that space was not written: a closing
// delimiter follows it ("<em>a * </em>" is "*a \\**", not "*a **").
func (r *renderer) escapeBare() {
	n := len(r.ib)
	if r.inl.bare != n || n == 0 {
		return
	}
	c := r.ib[n-1]
	r.ib = append(r.ib[:n-1], '\\', c)
	r.inl.bare = 0
}

func needsEscape(out []byte, s string, i int, inCell bool) bool {
	c := s[i]
	var next byte
	if i+1 < len(s) {
		next = s[i+1]
	}
	var prev byte = ' '
	if len(out) > 0 {
		prev = out[len(out)-1]
	}
	switch c {
	case '\\':
		return next == 0 || isASCIIPunct(next)
	case '*':
		// Surrounded by spaces it can neither open nor close emphasis.
		return !(dom.IsSpace(prev) && dom.IsSpace(next) && next != 0)
	case '_':
		// Intraword underscores (snake_case) never delimit emphasis.
		if isAlnum(prev) && isAlnum(next) {
			return false
		}
		return !(dom.IsSpace(prev) && dom.IsSpace(next) && next != 0)
	case '[', ']', '`', '~':
		return true
	case '<':
		return next == 0 || dom.ASCIILetter(next) || next == '/' || next == '!' || next == '?'
	case '&':
		return entityLike(s[i+1:])
	case '|':
		return inCell
	}
	return false
}

// entityLike reports whether s starts like the rest of an entity reference
// ("amp;", "#39;", "#x27;"), which Markdown would decode.
func entityLike(s string) bool {
	n := 0
	for n < len(s) && n < 32 {
		c := s[n]
		if c == ';' {
			return n > 0
		}
		if !isAlnum(c) && c != '#' {
			return false
		}
		n++
	}
	return false
}

// lineStartEscape returns where a backslash must go so that a paragraph line
// does not start a heading, quote, list item, thematic break or setext
// underline; -1 when it needs none.
func lineStartEscape(ln []byte) int {
	if len(ln) == 0 {
		return -1
	}
	c := ln[0]
	switch c {
	case '#':
		n := 0
		for n < len(ln) && ln[n] == '#' {
			n++
		}
		if n <= 6 && (n == len(ln) || ln[n] == ' ' || ln[n] == '\t') {
			return 0
		}
	case '>':
		return 0
	case '-', '+', '*', '=', '_':
		if len(ln) == 1 || ln[1] == ' ' || ln[1] == '\t' {
			if c != '=' && c != '_' {
				return 0
			}
		}
		if onlyChar(ln, c) {
			return 0
		}
	case '0', '1', '2', '3', '4', '5', '6', '7', '8', '9':
		if _, _, w := orderedMarker(ln); w > 0 && (w == len(ln) || ln[w] == ' ' || ln[w] == '\t') {
			return w - 1 // before the delimiter: "1\. "
		}
	}
	return -1
}

// onlyChar reports whether ln is c repeated, with optional spaces: a
// thematic break or setext underline.
func onlyChar(ln []byte, c byte) bool {
	for _, b := range ln {
		if b != c && b != ' ' && b != '\t' {
			return false
		}
	}
	return true
}

func isAlnum(c byte) bool {
	return c >= '0' && c <= '9' || dom.ASCIILetter(c) || c >= 0x80
}

func isASCIIPunct(c byte) bool {
	return c >= '!' && c <= '/' || c >= ':' && c <= '@' || c >= '[' && c <= '`' || c >= '{' && c <= '~'
}
