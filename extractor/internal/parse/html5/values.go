package html5

import (
	"bytes"

	"golang.org/x/net/html/atom"
)

// This file replaces x/net/html's Text, TagName, TagAttr and Token, which
// copy every tag name, attribute key and value (to replace NUL bytes) and
// then copy them again into strings: here a token's strings are substrings
// of the input wherever they need no decoding, known names are atoms, and
// attribute slices come from a slab. The values are the same.

// newTokenizer returns a Tokenizer over text, which it does not modify.
// The input is assumed to be UTF-8 encoded.
//
// It copies text into one string, src, once: every token's text, name and
// value is then a substring of it, with no allocation of its own. The copy
// is about 4% of the pipeline's CPU samples on wcxb-dev (pprof of
// folio-extract bench, 2026-11-27), yet aliasing text instead
// (unsafe.String) measured no gain beyond noise: bench p50 1.52x and 1.50x
// of the parse against 1.52x and 1.55x with the copy, own parse p50
// 487-502 µs against 504 µs. And it would be unsound: the tree's strings
// outlive Parse, and a caller may reuse its buffer for the next page.
// Without the copy, tokens would need their own strings, one allocation
// each, as golang.org/x/net/html makes them.
func newTokenizer(text []byte) *Tokenizer {
	return &Tokenizer{src: string(text), buf: text}
}

// manyAttrs is the attribute count from which a tag's duplicate keys are
// found through a map rather than by comparing with each kept key.
const manyAttrs = 16

var (
	nul         = []byte("\x00")
	replacement = []byte("\ufffd")
)

// Token returns the current Token. The result's Data and Attr values remain
// valid after subsequent Next calls.
func (z *Tokenizer) Token() Token {
	t := Token{Type: z.tt}
	switch z.tt {
	case TextToken, CommentToken, DoctypeToken:
		t.Data = z.text()
	case StartTagToken, SelfClosingTagToken, EndTagToken:
		var hasAttr bool
		t.DataAtom, t.Data, hasAttr = z.tagName()
		if hasAttr {
			t.Attr = z.attrs()
		}
	}
	return t
}

// text returns the unescaped text of a text, comment or doctype token: with
// "\r\n" and "\r" as "\n", NUL as U+FFFD where the token asks for it, and
// character references decoded unless the text is raw.
func (z *Tokenizer) text() string {
	d := z.data
	z.data.start, z.data.end = z.raw.end, z.raw.end
	s := z.buf[d.start:d.end]
	nulToo := z.convertNUL || z.tt == CommentToken
	if !has(s, '\r') && !(nulToo && has(s, 0)) && (z.textIsRaw || !has(s, '&')) {
		return z.src[d.start:d.end]
	}
	z.scratch = append(z.scratch[:0], s...)
	s = convertNewlines(z.scratch)
	if nulToo && has(s, 0) {
		s = bytes.ReplaceAll(s, nul, replacement)
	}
	if !z.textIsRaw {
		s = unescape(s, false)
	}
	return string(s)
}

// tagName returns the lower-cased name of a tag token, its atom, and
// whether the tag has attributes.
func (z *Tokenizer) tagName() (atom.Atom, string, bool) {
	d := z.data
	if d.start >= d.end {
		return 0, "", false
	}
	z.data.start, z.data.end = z.raw.end, z.raw.end
	a, name := z.name(d)
	return a, name, z.nAttrReturned < len(z.attr)
}

// attrs returns the attributes of the current tag not yet returned.
func (z *Tokenizer) attrs() []Attribute {
	rest := z.attr[z.nAttrReturned:]
	z.nAttrReturned = len(z.attr)
	out := z.slab(len(rest))
	for i, x := range rest {
		_, out[i].Key = z.name(x[0])
		out[i].Val = z.attrVal(x[1])
	}
	return out
}

// name returns the lower-cased tag name or attribute key at d, with its
// atom when it is a known one: NUL bytes become U+FFFD.
func (z *Tokenizer) name(d span) (atom.Atom, string) {
	s := z.buf[d.start:d.end]
	if has(s, 0) {
		s = lower(bytes.ReplaceAll(s, nul, replacement))
		if a := atom.Lookup(s); a != 0 {
			return a, a.String()
		}
		return 0, string(s)
	}
	upper := hasUpper(s)
	if upper {
		var low [32]byte
		if len(s) <= len(low) {
			s = lower(append(low[:0], s...))
		} else {
			s = lower(bytes.Clone(s))
		}
	}
	if a := atom.Lookup(s); a != 0 {
		return a, a.String()
	}
	if upper {
		return 0, string(s)
	}
	return 0, z.src[d.start:d.end]
}

// attrVal returns the attribute value at d, unescaped, with newlines
// normalised and NUL bytes as U+FFFD.
func (z *Tokenizer) attrVal(d span) string {
	s := z.buf[d.start:d.end]
	if !has(s, 0) && !has(s, '\r') && !has(s, '&') {
		return z.src[d.start:d.end]
	}
	z.scratch = append(z.scratch[:0], s...)
	if s = z.scratch; has(s, 0) {
		s = bytes.ReplaceAll(s, nul, replacement)
	}
	return string(unescape(convertNewlines(s), true))
}

// slab returns n attributes from the tokenizer's slab, capped so that
// appending to them cannot reach the next token's.
func (z *Tokenizer) slab(n int) []Attribute {
	if n > cap(z.attrSlab)-len(z.attrSlab) {
		z.attrSlab = make([]Attribute, 0, max(n, 256))
	}
	z.cost.used += attrUnits(n)
	i := len(z.attrSlab)
	z.attrSlab = z.attrSlab[:i+n]
	return z.attrSlab[i : i+n : i+n]
}

// seenAttr reports whether the current tag already kept an attribute whose
// key equals the pending one, ASCII case aside.
func (z *Tokenizer) seenAttr() bool {
	k := z.buf[z.pendingAttr[0].start:z.pendingAttr[0].end]
	if len(z.attr) < manyAttrs {
		for _, a := range z.attr {
			if equalLower(z.buf[a[0].start:a[0].end], k) {
				return true
			}
		}
		return false
	}
	if z.attrNames == nil {
		z.attrNames = make(map[string]bool)
	}
	if len(z.attrNames) == 0 {
		for _, a := range z.attr {
			z.attrNames[z.lowerKey(a[0])] = true
		}
	}
	key := z.lowerKey(z.pendingAttr[0])
	if z.attrNames[key] {
		return true
	}
	z.attrNames[key] = true
	return false
}

// lowerKey returns the attribute key at d lower-cased: a substring of the
// input unless it has upper-case letters.
func (z *Tokenizer) lowerKey(d span) string {
	if s := z.buf[d.start:d.end]; hasUpper(s) {
		return string(lower(bytes.Clone(s)))
	}
	return z.src[d.start:d.end]
}

// Err returns the error associated with the most recent ErrorToken token:
// io.EOF at the end of the input.
func (z *Tokenizer) Err() error {
	if z.tt != ErrorToken {
		return nil
	}
	return z.err
}

func has(s []byte, c byte) bool { return bytes.IndexByte(s, c) >= 0 }

func hasUpper(s []byte) bool {
	for _, c := range s {
		if 'A' <= c && c <= 'Z' {
			return true
		}
	}
	return false
}

// equalLower reports whether a and b are equal once their ASCII letters
// are lower-cased.
func equalLower(a, b []byte) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		x, y := a[i], b[i]
		if 'A' <= x && x <= 'Z' {
			x += 'a' - 'A'
		}
		if 'A' <= y && y <= 'Z' {
			y += 'a' - 'A'
		}
		if x != y {
			return false
		}
	}
	return true
}
