package markdown

import (
	"golang.org/x/net/html"
)

// Emphasis, strong emphasis and strikethrough are written as the reader
// sees them, not as the tags nest: a browser shows italic inside italic as
// italic once, and two bold runs side by side as one bold run. So a style
// already open writes no second delimiter (<b>a<strong>b<b>c</b></strong></b>
// is "**abc**", where nested "**" would close early: "**a**b**c**"), and a
// run of a style that starts where the same style just closed continues
// it (<em>a</em><em>b</em> is "*ab*"). CommonMark then never meets a
// delimiter run beside another of the same character, which is where its
// flanking rules read nested same-style markers as literal "*" and "_"
// (TestEmphasisRoundTrip).

// Style slots of inlineState.styled and closed.
const (
	styleEm = iota
	styleStrong
	styleStrike
	styleCount
)

func styleOf(d string) int {
	switch {
	case d[0] == '~':
		return styleStrike
	case len(d) == 2:
		return styleStrong
	}
	return styleEm
}

// closedRun is where the last emphasis run of a style ended: its closer
// ends ib at end, and its opener (delimiter delim) sits at open; fragile
// is inlineState.fragile as it was before the closer.
type closedRun struct {
	end, open, fragile int
	delim              string
}

// wrap renders n between delimiters (emphasis, strong, strikethrough). Empty
// content leaves nothing; emphasis around whole blocks is dropped, since
// Markdown emphasis cannot span paragraphs.
func (r *renderer) wrap(n *html.Node, d string) {
	if r.blockInside(n) {
		r.children(n)
		return
	}
	r.blockFree++
	r.wrapInline(n, d)
	r.blockFree--
}

// wrapInline renders inline element n, free of blocks, between
// delimiters d.
func (r *renderer) wrapInline(n *html.Node, d string) {
	st := styleOf(d)
	if r.inl.styled[st] > 0 {
		// The style is on already. A lossless conversion keeps the
		// nesting as raw tags, which are no delimiters.
		if r.opts.KeepHTML {
			r.rawTag(n, "<")
			r.children(n)
			r.rawTag(n, "</")
			return
		}
		r.children(n)
		return
	}
	pos, cont := r.continueRun(st)
	if cont != "" {
		d = cont
	} else {
		r.content()
		d = altDelim(r.ib, d, r.inl.runEnd == len(r.ib) && r.inl.runEnd > r.inl.runStart)
		if d[0] == '~' {
			r.tildeBeforeStrike()
		}
		pos = r.openMark(d)
	}
	idx := len(r.inl.opens)
	r.inl.opens = append(r.inl.opens, pos)
	r.inl.styled[st]++
	r.children(n)
	if idx >= len(r.inl.opens) {
		return // the inline state was reset inside
	}
	r.inl.styled[st]--
	pos = r.inl.opens[idx]
	r.inl.opens = r.inl.opens[:idx]
	if pos+len(d) > len(r.ib) {
		return // the paragraph was flushed inside; nothing to close
	}
	if len(r.ib) == pos+len(d) {
		r.dropEmpty(pos)
		return
	}
	r.closeRun(n, st, pos, d)
}

// dropEmpty takes back an opener with nothing after it, and the space
// written before it only because the opener followed. A pending space is
// pending again ("<del>a<em> </em></del>" is "~~a~~", never "~~a ~~"); a
// space that guarded the closer before it (contentBefore) guards again
// when content follows.
func (r *renderer) dropEmpty(pos int) {
	s := &r.inl
	r.ib = r.ib[:pos]
	if pos > s.segStart && r.ib[pos-1] == ' ' {
		r.ib = r.ib[:pos-1]
		if s.spaceAt == pos {
			s.pending = true
		} else {
			s.fragile = len(r.ib)
		}
	}
	if s.runEnd > len(r.ib) {
		s.runEnd = len(r.ib)
		if s.runStart > len(r.ib) {
			s.runStart = len(r.ib)
		}
	}
}

// closeRun writes the closer of the run of style st opened at pos with
// delimiter d for element n, guarding its opener first. A lossless
// conversion writes no space to make the opener open: the run becomes
// n's raw tags (rawRun).
func (r *renderer) closeRun(n *html.Node, st, pos int, d string) {
	r.escapeBare()
	if r.opts.KeepHTML && r.openerGlued(pos, d) {
		r.rawRun(n, pos, d)
		return
	}
	pos, d = r.guardOpener(pos, d)
	last := lastSkipping(r.ib[pos+len(d):], d[0])
	if d[0] == '~' {
		r.tildeBeforeStrike()
	}
	r.ib = append(r.ib, d...)
	r.inl.closed[st] = closedRun{end: len(r.ib), open: pos, fragile: r.inl.fragile, delim: d}
	if isASCIIPunct(last) || d[0] == '_' {
		r.inl.fragile = len(r.ib)
	}
}

// rawTag writes n's start tag (open "<") or end tag (open "</") as
// inline raw HTML.
func (r *renderer) rawTag(n *html.Node, open string) {
	r.contentBefore('<')
	r.ib = append(r.ib, open...)
	r.ib = append(r.ib, n.Data...)
	r.ib = append(r.ib, '>')
}

// continueRun reopens the run of style st that closed right where the
// walk stands, with nothing (not even a space) written since: its closer
// is taken back and its opener's position and delimiter returned ("" when
// there is no such run).
func (r *renderer) continueRun(st int) (int, string) {
	s := &r.inl
	c := s.closed[st]
	if c.end == 0 || c.end != len(r.ib) || s.pending || s.lineBreak || c.open < s.segStart {
		return 0, ""
	}
	r.ib = r.ib[:c.end-len(c.delim)]
	s.fragile = c.fragile
	s.closed[st] = closedRun{}
	return c.open, c.delim
}

// tildeBeforeStrike writes an escaped "~" that ends ib as a character
// reference: goldmark reads "\\~~~" as text, not as a tilde and a
// strikethrough delimiter.
func (r *renderer) tildeBeforeStrike() {
	if n := len(r.ib); n >= 2 && r.ib[n-2] == '\\' && r.ib[n-1] == '~' && n-2 >= r.inl.segStart {
		r.ib = append(r.ib[:n-2], "&#126;"...)
	}
}

// guardOpener makes the opener of delimiter d at pos open, now that what
// follows it is known. CommonMark would not read it as opening after a
// word character and before punctuation, nor as an intraword "_": a space
// goes before it. Between two punctuation marks it can also close, and
// inside an outer run of the same character it would close that run
// ("*a ~~b~~**!c**" closes the "*" at "**!"): it changes to the other
// character ("*" and "_"), or when that cannot open either, gets the space.
// A fused run of openers ("***") is one run to CommonMark: the space goes
// before the whole run. It returns the opener's position and delimiter.
func (r *renderer) guardOpener(pos int, d string) (int, string) {
	c := d[0]
	start, before, after, glued := r.openerSides(pos, d)
	if !glued {
		return pos, d
	}
	if !canOpen(before, after, c) {
		r.insertSpace(start)
		return pos + 1, d
	}
	if !canClose(before, after, c) || !r.outerOpen(c, start, r.runLen(start)) || c == '~' {
		return pos, d
	}
	alt := byte('_')
	if c == '_' {
		alt = '*'
	}
	if start == pos && canOpen(before, after, alt) && !(canClose(before, after, alt) && r.outerOpen(alt, pos, len(d))) {
		d = "__"[:len(d)]
		if alt == '*' {
			d = "**"[:len(d)]
		}
		copy(r.ib[pos:], d)
		return pos, d
	}
	r.insertSpace(start)
	return pos + 1, d
}

// openerGlued reports whether the opener of delimiter d at pos cannot
// open where it stands, after a word character and before punctuation
// (guardOpener's first case: it writes a space before the opener).
func (r *renderer) openerGlued(pos int, d string) bool {
	_, before, after, glued := r.openerSides(pos, d)
	return glued && !canOpen(before, after, d[0])
}

// openerSides reads the opener of delimiter d at pos as CommonMark will:
// where its run starts (a fused run of "*" openers is one run), the byte
// before the run and the first byte after the opener that is not its
// character. glued is false when nothing stands before the run in its
// segment but a space or a line break: such an opener always opens.
func (r *renderer) openerSides(pos int, d string) (start int, before, after byte, glued bool) {
	c := d[0]
	start = pos
	if c == '*' {
		for start > r.inl.segStart && r.ib[start-1] == '*' {
			start--
		}
	}
	if start <= r.inl.segStart || r.ib[start-1] == ' ' || r.ib[start-1] == '\n' {
		return start, 0, 0, false
	}
	return start, r.ib[start-1], firstSkipping(r.ib[pos+len(d):], c), true
}

// rawRun writes the run of element n opened at pos with delimiter d as
// n's raw tags: the opener becomes the start tag, and the end tag closes
// it. "foo<strong><strong><strong>bar</strong></strong></strong>***baz"
// keeps "foo" glued to its bold "bar", where a delimiter would need a
// space before it. The run cannot continue into a next one.
func (r *renderer) rawRun(n *html.Node, pos int, d string) {
	tag := "<" + n.Data + ">"
	r.ib = append(r.ib, tag[len(d):]...)
	copy(r.ib[pos+len(tag):], r.ib[pos+len(d):])
	copy(r.ib[pos:], tag)
	r.shiftAfter(pos, len(tag)-len(d))
	r.ib = append(r.ib, "</"+n.Data+">"...)
}

// outerOpen reports whether an opener of delimiter character c is still
// open around a run of n such characters at start that can close, and
// CommonMark would let the run close it: the rule of three forbids it when the two
// runs' lengths add up to a multiple of three and are not both multiples.
func (r *renderer) outerOpen(c byte, start, n int) bool {
	for _, p := range r.inl.opens {
		if p >= len(r.ib) || r.ib[p] != c || p >= start {
			continue // not this character, or in the run itself
		}
		m := r.runLen(p)
		if (m+n)%3 != 0 || m%3 == 0 && n%3 == 0 {
			return true
		}
	}
	return false
}

// runLen is the length of the run of the character at ib[p] that holds p.
func (r *renderer) runLen(p int) int {
	c := r.ib[p]
	i, j := p, p
	for i > 0 && r.ib[i-1] == c {
		i--
	}
	for j < len(r.ib) && r.ib[j] == c {
		j++
	}
	return j - i
}

// canOpen and canClose apply CommonMark's flanking rules to a delimiter
// character c between the bytes before and after it (bytes from 0x80 count
// as letters; a space or line end as whitespace).
func canOpen(before, after, c byte) bool {
	left := leftFlanking(before, after)
	if c == '_' {
		return left && (!leftFlanking(after, before) || isASCIIPunct(before))
	}
	return left
}

func canClose(before, after, c byte) bool {
	right := leftFlanking(after, before)
	if c == '_' {
		return right && (!leftFlanking(before, after) || isASCIIPunct(after))
	}
	return right
}

// leftFlanking: not followed by whitespace, and not followed by
// punctuation unless preceded by whitespace or punctuation. Right-flanking
// is the same rule read backwards: leftFlanking(after, before).
func leftFlanking(before, after byte) bool {
	if isSpaceByte(after) {
		return false
	}
	return !isASCIIPunct(after) || isSpaceByte(before) || isASCIIPunct(before)
}

func isSpaceByte(c byte) bool { return c == ' ' || c == '\n' || c == 0 }

// insertSpace inserts a space into ib at at, moving the positions the
// inline state holds past it.
func (r *renderer) insertSpace(at int) {
	r.ib = append(r.ib, 0)
	copy(r.ib[at+1:], r.ib[at:])
	r.ib[at] = ' '
	r.shiftAfter(at-1, 1)
}

// shiftAfter moves the positions the inline state holds past at by delta,
// for bytes written into ib after at.
func (r *renderer) shiftAfter(at, delta int) {
	s := &r.inl
	for i, p := range s.opens {
		if p > at {
			s.opens[i] = p + delta
		}
	}
	move := func(q *int) {
		if *q > at && *q > 0 {
			*q += delta
		}
	}
	for i := range s.closed {
		move(&s.closed[i].open)
		move(&s.closed[i].end)
		move(&s.closed[i].fragile)
	}
	for _, q := range []*int{&s.runStart, &s.runEnd, &s.fragile, &s.codeEnd, &s.bare, &s.spaceAt, &r.lastImgEnd} {
		move(q)
	}
}

// altDelim switches "*" to "_" (and "**" to "__") right after another "*",
// so that nested or adjacent emphasis does not fuse into one delimiter run.
func altDelim(b []byte, d string, opening bool) string {
	if len(b) == 0 || b[len(b)-1] != '*' {
		return d
	}
	i := len(b)
	for i > 0 && b[i-1] == '*' {
		i--
	}
	if opening && i > 0 && isAlnum(b[i-1]) {
		// Intraword "_" cannot delimit; a fused run ("***") still nests.
		return d
	}
	switch d {
	case "*":
		return "_"
	case "**":
		return "__"
	}
	return d
}

// firstSkipping and lastSkipping return the first and last byte of b that
// is not the delimiter character c: a fused run of "*" nests intraword, so
// only the character beyond it decides flanking.
func firstSkipping(b []byte, c byte) byte {
	for _, x := range b {
		if x != c || c != '*' {
			return x
		}
	}
	return 'a'
}

func lastSkipping(b []byte, c byte) byte {
	for i := len(b) - 1; i >= 0; i-- {
		if b[i] != c || c != '*' {
			return b[i]
		}
	}
	return 'a'
}
