package parse

import (
	"bytes"

	"golang.org/x/net/html/atom"

	"folio/extractor/internal/dom"
)

// scanner walks HTML bytes the way the tokenizer splits them (text, tags
// with their attributes, comments, raw text of <script> and the like) and
// feeds a counter. It allocates nothing per token: tag names are looked up
// in a small buffer.
type scanner struct {
	b    []byte
	i    int
	c    counter
	name [16]byte
	text bool // the last token was text: more text joins its node
}

// next consumes one token: a text run or something that starts with '<'.
func (s *scanner) next() {
	if s.b[s.i] != '<' {
		j := bytes.IndexByte(s.b[s.i:], '<')
		if j < 0 {
			j = len(s.b) - s.i
		}
		if j == 0 {
			j = 1
		}
		s.i += j
		s.textRun()
		return
	}
	s.text = false
	rest := s.b[s.i:]
	switch {
	case bytes.HasPrefix(rest, []byte("<!--")):
		s.skipPast([]byte("-->"), 4)
		s.c.content()
	case len(rest) > 1 && (rest[1] == '!' || rest[1] == '?'):
		s.skipPast([]byte(">"), 2)
		s.c.content()
	case len(rest) > 2 && rest[1] == '/' && dom.ASCIILetter(rest[2]):
		s.i += 2
		a := s.tagName()
		s.skipPast([]byte(">"), 0)
		s.c.end(a)
	case len(rest) > 1 && dom.ASCIILetter(rest[1]):
		s.i++
		a := s.tagName()
		before := s.c.units
		self := s.attributes()
		s.c.start(a, self, s.c.units-before)
		if rawText[a] {
			s.skipRawText(a)
		}
	default: // a '<' that starts no tag is text
		s.i++
		s.textRun()
	}
}

// textRun counts a text node unless it continues the previous one.
func (s *scanner) textRun() {
	if !s.text {
		s.c.content()
	}
	s.text = true
}

// tagName reads a tag name and returns its atom (0 when unknown or long).
func (s *scanner) tagName() atom.Atom {
	n := 0
	for ; s.i < len(s.b); s.i++ {
		c := s.b[s.i]
		if dom.IsSpace(c) || c == '/' || c == '>' {
			break
		}
		if n < len(s.name) {
			s.name[n] = c | 0x20
		}
		n++
	}
	if n > len(s.name) {
		return 0
	}
	return atom.Lookup(s.name[:n])
}

// attributes counts the attributes of a start tag and consumes its '>';
// it reports whether the tag ends with "/>".
func (s *scanner) attributes() (selfClosing bool) {
	k := 0
	for s.i < len(s.b) {
		c := s.b[s.i]
		switch {
		case c == '>':
			s.i++
			return selfClosing
		case dom.IsSpace(c):
			s.i++
			continue
		case c == '/':
			s.i++
			selfClosing = true
			continue
		}
		selfClosing = false
		s.attribute()
		if k++; k > manyAttrs {
			s.c.units += attrsPerNode - 1 // a node's worth, with attribute's one
		}
	}
	return false
}

// manyAttrs is the attribute count past which each further attribute of
// a tag costs as much as a node: the tokenizer keeps a map of the names
// of the tag it reads (to drop duplicates), which makes a tag of a million
// attributes cost 220 bytes for each. Real tags have a few dozen.
const manyAttrs = 1024

// attribute consumes one name[=value] and counts it.
func (s *scanner) attribute() {
	s.c.units++
	s.i++ // the first byte belongs to the name, even '='
	for s.i < len(s.b) && !dom.IsSpace(s.b[s.i]) && s.b[s.i] != '/' && s.b[s.i] != '>' && s.b[s.i] != '=' {
		s.i++
	}
	for s.i < len(s.b) && dom.IsSpace(s.b[s.i]) {
		s.i++
	}
	if s.i >= len(s.b) || s.b[s.i] != '=' {
		return
	}
	s.i++
	for s.i < len(s.b) && dom.IsSpace(s.b[s.i]) {
		s.i++
	}
	if s.i >= len(s.b) {
		return
	}
	if q := s.b[s.i]; q == '"' || q == '\'' {
		s.i++
		s.skipPast([]byte{q}, 0)
		return
	}
	for s.i < len(s.b) && !dom.IsSpace(s.b[s.i]) && s.b[s.i] != '>' {
		s.i++
	}
}

// skipPast moves past the next occurrence of end, searched from skip bytes
// on, or to the end of the input.
func (s *scanner) skipPast(end []byte, skip int) {
	from := min(s.i+skip, len(s.b))
	j := bytes.Index(s.b[from:], end)
	if j < 0 {
		s.i = len(s.b)
		return
	}
	s.i = from + j + len(end)
}

// skipRawText moves past the content of a raw-text element, up to its end
// tag, which the next call reads.
func (s *scanner) skipRawText(a atom.Atom) {
	if a == atom.Plaintext {
		if s.i < len(s.b) {
			s.c.content()
		}
		s.i = len(s.b)
		return
	}
	name := a.String()
	from := s.i
	for {
		j := bytes.Index(s.b[s.i:], []byte("</"))
		if j < 0 {
			s.i = len(s.b)
			break
		}
		at := s.i + j
		end := at + 2 + len(name)
		if end <= len(s.b) && bytes.EqualFold(s.b[at+2:end], []byte(name)) {
			s.i = at
			break
		}
		s.i = at + 2
	}
	if s.i > from {
		s.c.content()
	}
}

// rawText lists the elements whose content the tokenizer reads as text up
// to their end tag (with scripting off, <noscript> is not among them).
var rawText = map[atom.Atom]bool{
	atom.Script: true, atom.Style: true, atom.Textarea: true, atom.Title: true,
	atom.Xmp: true, atom.Iframe: true, atom.Noembed: true, atom.Noframes: true,
	atom.Plaintext: true,
}
