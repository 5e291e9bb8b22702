package markdown

// kind names what a block is, because the separator Markdown needs between
// two blocks depends on both (a tight list item may put a nested list right
// under its paragraph, but not a second paragraph).
type kind uint8

const (
	kNone kind = iota
	kPara
	kHeading
	kCode
	kRule
	kList
	kListInterrupt // a list that cannot interrupt a paragraph (ordered, start != 1)
	kQuote
	kTable
	kHTML // a raw HTML block (Options.KeepHTML)
)

type sep uint8

const (
	sepInherit sep = iota // decided by the enclosing container
	sepNewline
	sepBlank
)

// container is an open block quote or list item: the prefix of its first
// line, the prefix of the lines after, and how it separates its blocks.
type container struct {
	first, rest string
	used        bool // its first line has been written
	tight       bool // a list item of a tight list
	firstSep    sep  // separator before its first block
	kind        kind // what it is, seen from its parent
}

func (r *renderer) push(c container) { r.conts = append(r.conts, c) }

func (r *renderer) pop() container {
	c := r.conts[len(r.conts)-1]
	r.conts = r.conts[:len(r.conts)-1]
	return c
}

// beginBlock writes the separator that must come before a block of kind k.
func (r *renderer) beginBlock(k kind) {
	r.numbered = 0 // a block written: the number noted was not this block's (numberedparas.go)
	if r.wrote && r.sepBefore(k) == sepBlank {
		r.writePrefix(true)
		r.md.WriteByte('\n')
	}
	r.wrote = true
}

func (r *renderer) sepBefore(k kind) sep {
	for i := len(r.conts) - 1; i >= 0; i-- {
		c := &r.conts[i]
		if !c.used {
			if c.firstSep == sepInherit {
				k = c.kind
				continue
			}
			return c.firstSep
		}
		if c.tight && tightOK(r.last, k) {
			return sepNewline
		}
		return sepBlank
	}
	return sepBlank
}

// tightOK reports whether block next may follow block prev on the very next
// line without changing meaning: paragraphs would merge (lazy continuation),
// and text after a list, quote or table would join it.
func tightOK(prev, next kind) bool {
	switch prev {
	case kHeading, kCode, kRule:
		return true
	case kPara:
		return next != kPara && next != kTable && next != kListInterrupt
	case kQuote, kList:
		// Only blocks that start with their own syntax stop a lazy
		// continuation line from joining the quote or list before.
		return next == kCode || next == kHeading || next == kRule
	}
	return false
}

// prefix returns the container prefixes of the next line, marking every
// container as used. For a blank line only the containers already open
// contribute. The result lives in a scratch buffer until the next call.
func (r *renderer) prefix(blank bool) []byte {
	p := r.pfx[:0]
	for i := range r.conts {
		c := &r.conts[i]
		switch {
		case c.used:
			p = append(p, c.rest...)
		case !blank:
			p = append(p, c.first...)
			c.used = true
		}
	}
	r.pfx = p
	return p
}

func trimRightSpaces(p []byte) []byte {
	for len(p) > 0 && p[len(p)-1] == ' ' {
		p = p[:len(p)-1]
	}
	return p
}

func (r *renderer) writePrefix(blank bool) {
	p := r.prefix(blank)
	if blank {
		p = trimRightSpaces(p)
	}
	r.md.Write(p)
}

// line writes one line of the current block with its prefixes. An empty line
// gets right-trimmed prefixes so no line ends in spaces.
func (r *renderer) line(s string) {
	p := r.prefix(false)
	if s == "" {
		p = trimRightSpaces(p)
	}
	r.md.Write(p)
	r.md.WriteString(s)
	r.md.WriteByte('\n')
}

// lineBytes is line for a byte slice.
func (r *renderer) lineBytes(s []byte) {
	p := r.prefix(false)
	if len(s) == 0 {
		p = trimRightSpaces(p)
	}
	r.md.Write(p)
	r.md.Write(s)
	r.md.WriteByte('\n')
}

// hr writes a thematic break. "***" rather than "---", which under a
// paragraph line would turn it into a setext heading.
func (r *renderer) hr() {
	if r.inlineOnly > 0 {
		r.softBreak()
		return
	}
	r.flushPara()
	r.beginBlock(kRule)
	r.line("***")
	r.last = kRule
}
