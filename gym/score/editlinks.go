package score

import (
	"strings"

	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"
)

// Section edit links. MediaWiki writes an action link in each section
// heading, "History[edit]" (a span holding "[", a link, "]"), and
// Readability's expected HTML keeps it. It is a control, not the heading's
// text, as the "¶" permalink ItemKey already leaves out is: an extractor
// that writes the heading as "History" kept it, and keyed with the link it
// counted as lost (readability-testpages: 49 Wikipedia headings).

// headingText is the text of heading n without its bracketed link
// controls (bracketedLinks).
func headingText(n *html.Node) string {
	var b strings.Builder
	var walk func(n *html.Node)
	walk = func(n *html.Node) {
		for c := n.FirstChild; c != nil; c = c.NextSibling {
			if c.Type == html.ElementNode && bracketedLinks(c) {
				continue
			}
			if c.Type == html.ElementNode && c.FirstChild != nil && c.DataAtom != atom.Br {
				if !inline[c.DataAtom] {
					b.WriteByte(' ')
				}
				walk(c)
				if !inline[c.DataAtom] {
					b.WriteByte(' ')
				}
				continue
			}
			writeText(&b, c, false)
		}
	}
	walk(n)
	return b.String()
}

// bracketedLinks reports whether element n is a control in brackets: its
// text, trimmed, opens with "[" and closes with "]", it holds a link, and
// outside its links it has only brackets, bars and spaces ("[edit]",
// "[ edit | edit source ]").
func bracketedLinks(n *html.Node) bool {
	text := strings.TrimSpace(nodeText(n))
	if len(text) < 3 || text[0] != '[' || text[len(text)-1] != ']' {
		return false
	}
	links, other := 0, false
	var walk func(n *html.Node)
	walk = func(n *html.Node) {
		for c := n.FirstChild; c != nil && !other; c = c.NextSibling {
			switch {
			case c.Type == html.ElementNode && c.DataAtom == atom.A:
				links++
			case c.Type == html.TextNode:
				other = strings.Trim(c.Data, "[]| \t\n\r\u00a0") != ""
			case c.Type == html.ElementNode:
				walk(c)
			}
		}
	}
	walk(n)
	return links > 0 && !other
}
