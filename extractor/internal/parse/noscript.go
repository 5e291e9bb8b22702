package parse

import (
	"bytes"
	"strings"

	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"

	"folio/extractor/internal/dom"
)

// swallowMin is the length from which a raw-text element's text is looked
// at: a swallowed page is long, an iframe's fallback text short.
const swallowMin = 1024

// swallowedText reports whether text node n is the rest of a page read as
// the text of a raw-text element that a <noscript> left open: its parent
// is one of noscriptRaw and it holds the noscript's end tag.
func swallowedText(n *html.Node) bool {
	p := n.Parent
	if p == nil || p.Type != html.ElementNode {
		return false
	}
	switch p.DataAtom {
	case atom.Iframe, atom.Noembed, atom.Noframes, atom.Xmp, atom.Style, atom.Textarea, atom.Title:
	default:
		return false
	}
	return strings.Contains(n.Data, "</noscript") || strings.Contains(n.Data, "</NOSCRIPT")
}

// With scripting disabled (the parse's mode, so that <noscript> content is
// markup), a raw-text element inside <noscript> reads everything up to its
// own end tag as text. Tag managers' crawler snippets write
// `<noscript><iframe src="..." /></noscript>`: the "/>" closes nothing in
// HTML, the iframe has no end tag, and the rest of the page, its whole
// content, becomes the iframe's text (render.com, conductor.com on
// wcxb-dev). A browser runs scripts, reads <noscript> itself as raw text
// and shows the page. closeNoscriptRaw ends such an element where its
// <noscript> ends, which a page whose markup is well-formed never needs.
//
// The repair costs nothing on other pages: checkTree, which walks the tree
// anyway, looks for the symptom (swallowedText), and only then is the page
// searched and parsed again. Searching every page first cost 6% of the
// parse.
//
// Measured with gym score against no repair: wcxb-dev 0.8970 -> 0.8973
// (render.com 0.134 -> 0.478, services 0.858 -> 0.861; the other page,
// conductor.com, unchanged); ScrapingHub and trafilatura-dev have no such
// page.

// noscriptRaw lists the raw-text elements that swallow a page from inside
// a <noscript> when their end tag is missing.
var noscriptRaw = [...]string{"iframe", "noembed", "noframes", "xmp", "style", "textarea", "title"}

// closeNoscriptRaw returns text with an end tag inserted before the
// </noscript> of each noscript block whose raw-text element is not closed
// inside it. It returns text itself, not a copy, when nothing needs it.
// The page is searched with bytes.Index for the tag in lower and in upper
// case; only the short inside of each block is read byte by byte.
func closeNoscriptRaw(text []byte) []byte {
	var out []byte // nil until a repair is made
	last := 0      // text[:last] is in out
	opens := newTagFinder(text, "<noscript", "<NOSCRIPT")
	closes := newTagFinder(text, "</noscript", "</NOSCRIPT")
	for from := 0; from < len(text); {
		k := opens.next(from)
		if k < 0 {
			break
		}
		start := k + len("<noscript")
		end := closes.next(start)
		if end < 0 {
			break
		}
		if tag := unclosedRaw(text[start:end]); tag != "" {
			out = append(out, text[last:end]...)
			out = append(out, "</"+tag+">"...)
			last = end
		}
		from = end + len("</noscript")
	}
	if out == nil {
		return text
	}
	return append(out, text[last:]...)
}

// tagFinder finds the next tag written in lower or in upper case at or
// after a position that only moves forward. It remembers where each case
// occurs next, so a page of many blocks written in one case is not
// searched to its end for the other case once per block: that made a page
// of 40,000 <NOSCRIPT> blocks (860 KB) take 26 s.
type tagFinder struct {
	text   []byte
	cases  [2][]byte
	nextAt [2]int // where each case occurs next: -1 nowhere, -2 not searched
}

func newTagFinder(text []byte, lower, upper string) *tagFinder {
	return &tagFinder{text: text, cases: [2][]byte{[]byte(lower), []byte(upper)}, nextAt: [2]int{-2, -2}}
}

// next returns the first index at or after from of either case, or -1.
func (f *tagFinder) next(from int) int {
	best := -1
	for c := range f.cases {
		at := f.nextAt[c]
		if at == -2 || at >= 0 && at < from {
			at = -1
			if from <= len(f.text) {
				if i := bytes.Index(f.text[from:], f.cases[c]); i >= 0 {
					at = from + i
				}
			}
			f.nextAt[c] = at
		}
		if at >= 0 && (best < 0 || at < best) {
			best = at
		}
	}
	return best
}

// unclosedRaw returns the first raw-text element opened in block (the
// inside of a noscript) with no end tag after it, or "".
func unclosedRaw(block []byte) string {
	if bytes.IndexByte(block, '<') < 0 {
		return ""
	}
	for _, tag := range noscriptRaw {
		open := indexFold(block, "<"+tag)
		if open < 0 {
			continue
		}
		rest := block[open+1+len(tag):]
		if len(rest) > 0 && !endsName(rest[0]) {
			continue // <iframes>, <titles>: another name
		}
		if indexFold(rest, "</"+tag) < 0 {
			return tag
		}
	}
	return ""
}

// endsName reports whether c ends a tag name.
func endsName(c byte) bool {
	return dom.IsSpace(c) || c == '>' || c == '/'
}

// indexFold is bytes.Index for an ASCII lower-case pattern, matching its
// letters in either case ("<NOSCRIPT", "<IFrame").
func indexFold(s []byte, pattern string) int {
	first := pattern[1] // every pattern starts with '<' and a letter
	for i := 0; ; {
		k := bytes.IndexByte(s[i:], '<')
		if k < 0 {
			return -1
		}
		i += k
		if len(s)-i < len(pattern) {
			return -1
		}
		if c := s[i+1]; (c == first || c == first-'a'+'A' || first == '/' && c == '/') && hasPrefixFold(s[i:], pattern) {
			return i
		}
		i++
	}
}

// hasPrefixFold reports whether s starts with the lower-case ASCII pattern,
// in any case.
func hasPrefixFold(s []byte, pattern string) bool {
	for j := 0; j < len(pattern); j++ {
		c := s[j]
		if c >= 'A' && c <= 'Z' {
			c += 'a' - 'A'
		}
		if c != pattern[j] {
			return false
		}
	}
	return true
}
