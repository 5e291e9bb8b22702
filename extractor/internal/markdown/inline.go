package markdown

import (
	"bytes"
	"strconv"

	"folio/extractor/internal/dom"
)

// inlineState tracks whitespace collapsing and open inline constructs in the
// paragraph buffers.
type inlineState struct {
	// pending is a collapsed run of whitespace not yet written: it is
	// written only when more content follows, so blocks and emphasis never
	// start or end with a space.
	pending bool
	// segStart and tsegStart are where the current inline segment (a
	// paragraph, a heading, a table cell) starts in ib and it.
	segStart, tsegStart int
	// runStart..runEnd is the run of openers ("*", "**", "[") written last.
	// A space that follows them belongs before them: "a <em> b</em>" is
	// "a *b*", never "a * b*".
	runStart, runEnd int
	// opens holds the positions of the openers still open, innermost last.
	opens []int
	// fragile is the end of a closing delimiter that follows punctuation
	// (or is "_"): a word character right after it would stop it from
	// closing, so one gets a space first. Zero when none.
	fragile int
	// edge is one more than the length of the plain text where an inline
	// element last started or ended (edges.go); zero when none.
	edge int
	// control: a control's edge (button, label, option) lies at edge.
	control bool
	// box is the strongest edge the elements starting or ending at edge
	// make (dom.Edge); linkEnded and linkHref: a link to linkHref ended
	// there.
	box       dom.Edge
	linkEnded bool
	linkHref  string
	// codeEnd is where the code span written last ends in ib (zero when
	// none): a code span starting there gets a space (adjacentcode.go).
	codeEnd int
	// lineBreak: a line box ended or started (linebox.go); the next
	// content goes on a line of its own.
	lineBreak bool
	// spaceAt is one more than where the last pending space was written
	// (zero when none): an empty construct after it makes it pending
	// again (dropEmpty).
	spaceAt int
	// bare is one more than where a "*" or "_" was written without a
	// backslash because a space followed it in the text (escape.go); zero
	// when none.
	bare int
	// styled counts the open runs of each emphasis style, and closed is
	// where each style's run ended last (emphasis.go).
	styled [styleCount]int
	closed [styleCount]closedRun
}

// content writes a pending space before new content.
func (r *renderer) content() { r.contentBefore(0) }

// contentBefore is content when the next byte to be written is known; 0
// means a word character.
func (r *renderer) contentBefore(next byte) {
	s := &r.inl
	if s.fragile > 0 {
		if s.fragile == len(r.ib) && !s.pending && !s.lineBreak && !isASCIIPunct(next) {
			r.ib = append(r.ib, ' ')
		}
		s.fragile = 0
	}
	if s.lineBreak && r.breakLine() {
		return
	}
	if !s.pending {
		return
	}
	s.pending = false
	if len(r.it) > s.tsegStart && r.it[len(r.it)-1] != ' ' && r.it[len(r.it)-1] != '\n' {
		r.it = append(r.it, ' ')
	}
	if len(r.ib) <= s.segStart || endsWithBreak(r.ib) {
		return
	}
	if s.runEnd != len(r.ib) || s.runEnd == s.runStart {
		r.ib = append(r.ib, ' ')
		s.spaceAt = len(r.ib)
		return
	}
	if s.runStart == s.segStart || r.ib[s.runStart-1] == ' ' {
		return // the space would be leading or doubled
	}
	r.insertSpace(s.runStart)
	s.spaceAt = s.runStart
}

func endsWithBreak(b []byte) bool {
	return len(b) > 0 && b[len(b)-1] == '\n'
}

// openMark writes an opener and returns its position.
func (r *renderer) openMark(m string) int {
	r.content()
	s := &r.inl
	if s.runEnd != len(r.ib) {
		s.runStart = len(r.ib)
	}
	pos := len(r.ib)
	r.ib = append(r.ib, m...)
	s.runEnd = len(r.ib)
	return pos
}

// br writes a hard line break. Two breaks in a row end the paragraph, as
// they do visually on the pages that use them for paragraphs.
func (r *renderer) br() {
	s := &r.inl
	s.pending = false
	if r.inlineOnly > 0 {
		if len(r.ib) > s.segStart {
			if r.cellBreak == "" {
				s.pending = true
			} else {
				r.ib = append(r.ib, r.cellBreak...)
			}
		}
		if len(r.it) > s.tsegStart && r.it[len(r.it)-1] != ' ' {
			r.it = append(r.it, ' ')
		}
		return
	}
	if len(r.ib) <= s.segStart {
		return
	}
	if endsWithBreak(r.ib) && len(s.opens) == 0 && len(r.linkCtx) == 0 {
		r.flushPara()
		return
	}
	if !endsWithBreak(r.ib) {
		r.ib = append(r.ib, '\\', '\n')
		r.it = append(r.it, '\n')
	}
}

// flushPara writes the open paragraph, if it holds anything.
func (r *renderer) flushPara() {
	if r.inlineOnly > 0 || len(r.inl.opens) > 0 {
		// Inside emphasis or link text a paragraph cannot end: the
		// construct would be cut in two.
		return
	}
	body := trimInline(r.ib)
	tb := bytes.TrimSpace(r.it)
	num := r.numbered
	if len(body) > 0 && len(r.linkCtx) == 0 && (r.writeTypedList(body) || r.writeNumbered(body, num)) { // typedlists.go, numberedparas.go
		r.textBlock(tb)
	} else if len(body) > 0 {
		if n := len(r.linkCtx); n > 0 {
			body = r.linkWrap(body, r.linkCtx[n-1])
		}
		r.beginBlock(kPara)
		for len(body) > 0 {
			var ln []byte
			ln, body, _ = bytes.Cut(body, []byte("\n"))
			r.paraLine(bytes.TrimLeft(ln, " "))
		}
		r.last = kPara
		r.textBlock(tb)
	}
	r.resetInline()
}

func (r *renderer) resetInline() {
	r.ib = r.ib[:0]
	r.it = r.it[:0]
	r.inl = inlineState{opens: r.inl.opens[:0]}
}

// trimInline trims spaces and hard breaks from both ends of a paragraph: a
// break at the end of a block renders as a stray backslash.
func trimInline(b []byte) []byte {
	for {
		b = bytes.Trim(b, " ")
		switch {
		case bytes.HasSuffix(b, []byte("\\\n")) && !bytes.HasSuffix(b, []byte("\\\\\n")):
			b = b[:len(b)-2]
		case len(b) > 0 && b[0] == '\n':
			b = b[1:]
		default:
			return b
		}
	}
}

// paraLine writes one line of a paragraph, escaping what would turn its
// start into block syntax.
func (r *renderer) paraLine(ln []byte) {
	if len(ln) > 4 && ln[0] == '[' && (ln[1] == 'x' || ln[1] == 'X') && ln[2] == ']' && ln[3] == '(' {
		// goldmark reads "[x](url)" at the start of a list item as a task
		// checkbox; a character reference keeps it a link.
		r.md.Write(r.prefix(false))
		r.md.WriteString("[&#")
		r.md.WriteString(strconv.Itoa(int(ln[1])))
		r.md.WriteByte(';')
		r.md.Write(ln[2:])
		r.md.WriteByte('\n')
		return
	}
	i := lineStartEscape(ln)
	if i < 0 {
		r.lineBytes(ln)
		return
	}
	r.md.Write(r.prefix(false))
	r.md.Write(ln[:i])
	r.md.WriteByte('\\')
	r.md.Write(ln[i:])
	r.md.WriteByte('\n')
}

// takeInline runs fn as an inline-only segment (a heading, a table cell) and
// returns the Markdown and text it produced, removing them from the buffers.
// The slices still point into the buffers, past their ends: they hold
// until the next write, and a caller that keeps them copies them (a table
// cell straight into its strings, one copy rather than two).
func (r *renderer) takeInline(fn func(), brk string) (md, txt []byte) {
	saved := r.inl
	savedBreak := r.cellBreak
	r.inl = inlineState{segStart: len(r.ib), tsegStart: len(r.it), opens: saved.opens[len(saved.opens):]}
	r.inlineOnly++
	r.cellBreak = brk
	fn()
	r.inlineOnly--
	r.cellBreak = savedBreak
	md = trimBreaks(bytes.Trim(r.ib[r.inl.segStart:], " "), brk)
	txt = bytes.TrimSpace(r.it[r.inl.tsegStart:])
	r.ib = r.ib[:r.inl.segStart]
	r.it = r.it[:r.inl.tsegStart]
	r.inl = saved
	return md, txt
}

// trimBreaks removes the line breaks a cell's first or last block left at
// its edges.
func trimBreaks(b []byte, brk string) []byte {
	if brk == "" {
		return b
	}
	for bytes.HasPrefix(b, []byte(brk)) {
		b = bytes.TrimLeft(b[len(brk):], " ")
	}
	for bytes.HasSuffix(b, []byte(brk)) {
		b = bytes.TrimRight(b[:len(b)-len(brk)], " ")
	}
	return b
}
