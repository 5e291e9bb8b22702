package metadata

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"

	"folio/extractor/internal/dom"
)

// maxFieldLen bounds every text field. Meta tags sometimes hold whole
// articles (description stuffing); nothing we report needs more than this.
const maxFieldLen = 2000

// clean decodes HTML entities left in s (JSON-LD and some CMSs double-encode
// them), drops zero-width characters and collapses runs of whitespace,
// including NBSP, into one space.
func clean(s string) string {
	if s == "" || isClean(s) {
		return s
	}
	if strings.IndexByte(s, '&') >= 0 {
		s = html.UnescapeString(s)
	}
	s = fixMojibake(s)
	var b strings.Builder
	b.Grow(len(s))
	space := false
	for _, r := range s {
		switch {
		case r == utf8.RuneError:
			continue
		case dom.IsInvisible(r):
			continue
		case unicode.IsSpace(r) || r == '\u00a0':
			space = b.Len() > 0
			continue
		}
		if space {
			b.WriteByte(' ')
			space = false
		}
		b.WriteRune(r)
		if b.Len() >= maxFieldLen {
			break
		}
	}
	return b.String()
}

// isClean reports whether s is already what clean would return: printable
// ASCII without entities, single inner spaces and no outer ones (the common
// case for meta contents).
func isClean(s string) bool {
	if len(s) > maxFieldLen || s[0] == ' ' || s[len(s)-1] == ' ' {
		return false
	}
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c < 0x20 || c >= 0x7f || c == '&' || (c == ' ' && s[i-1] == ' ') {
			return false
		}
	}
	return true
}

// nodeText returns the cleaned text of n's subtree, reading at most limit
// bytes of text; script, style and template contents are skipped. Block
// elements end a word; inline ones (span, a, em) do not:
// "Plan<span>ning</span>" is one word. An element that its style or
// class makes a box, and the items of a flex or grid container, part the
// texts on their two sides as dom.Edge.Parts says: Tailwind's "block"
// spans in a heading read "The Best Notion Alternatives Top Note-taking
// Tools", not "AlternativesTop".
func nodeText(n *html.Node, limit int) string {
	var b strings.Builder
	var walk func(n *html.Node, items bool) // items: n is a flex or grid container
	listed := false
	edge := dom.EdgeInline // the edge since the last text written
	walk = func(n *html.Node, items bool) {
		for c := n.FirstChild; c != nil && b.Len() < limit; c = c.NextSibling {
			switch c.Type {
			case html.TextNode:
				// Indentation between elements is only a word break: it
				// must not use up the limit before the text (a byline's
				// name after a <picture> of indented <source>s).
				if dom.Blank(c.Data) {
					wordBreak(&b)
					edge = dom.EdgeInline
					continue
				}
				if edge != dom.EdgeInline {
					partAt(&b, edge, c.Data)
					edge = dom.EdgeInline
				}
				b.WriteString(c.Data)
			case html.ElementNode:
				switch c.Data {
				case "script", "style", "template", "noscript", "svg", "button", "select":
					continue
				}
				block := dom.BlockAtom(c.DataAtom)
				box := dom.BoxOf(c)
				e := dom.EdgeBox
				if !block && !items {
					e = box.Edge(c)
				}
				switch {
				case c.DataAtom == atom.Li:
					listed = listSeparator(&b, c) || listed
				case block || c.DataAtom == atom.Br:
					wordBreak(&b)
				default:
					edge = max(edge, e)
				}
				walk(c, box == dom.BoxItems)
				if block {
					wordBreak(&b)
				} else {
					edge = max(edge, e)
				}
			}
		}
	}
	walk(n, dom.BoxOf(n) == dom.BoxItems)
	if listed {
		// The space written at the end of the previous item precedes
		// the comma.
		return clean(strings.ReplaceAll(b.String(), " , ", ", "))
	}
	return clean(b.String())
}

// partAt writes a space before text s when edge e parts the last
// character written from the first of s.
func partAt(b *strings.Builder, e dom.Edge, s string) {
	t := b.String()
	if t == "" {
		return
	}
	last, _ := utf8.DecodeLastRuneInString(t)
	first, _ := utf8.DecodeRuneInString(s)
	if e.Parts(last, first) {
		b.WriteByte(' ')
	}
}

// wordBreak ends the word written last, unless b is empty or already
// ends with a space.
func wordBreak(b *strings.Builder) {
	if t := b.String(); t != "" && t[len(t)-1] != ' ' {
		b.WriteByte(' ')
	}
}

// listSeparator writes what comes before the list item li: a comma after
// an earlier item of the same list, a space otherwise. Items are separate
// entries; a byline that lists its authors as <li>s (styled with CSS
// commas) reads "Emily Walker, Casey McDevitt", not one four-word name.
// It reports whether it wrote a comma.
func listSeparator(b *strings.Builder, li *html.Node) bool {
	t := strings.TrimRight(b.String(), " ")
	prev := li.PrevSibling
	for prev != nil && prev.Type == html.TextNode && dom.Blank(prev.Data) {
		prev = prev.PrevSibling
	}
	last, _ := utf8.DecodeLastRuneInString(t)
	if prev != nil && prev.Type == html.ElementNode && prev.Data == "li" && t != "" && !strings.ContainsRune(",;|/·•–—-&", last) {
		b.WriteString(", ")
		return true
	}
	b.WriteByte(' ')
	return false
}
