package metadata

import (
	"strings"

	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"

	"folio/extractor/internal/dom"
)

// maxTextByline is the longest text taken for a byline found by its
// wording: longer ones are sentences that happen to start with "By".
const maxTextByline = 200

// textByline records bylines written as text rather than marked by class:
// a text node starting "By Jane Doe" (its parent's text is taken, since
// frameworks split "By <!-- -->Jane Doe" into several nodes), or a label
// followed by the name in the next element. Many sites built with utility
// CSS (Tailwind, chakra) have no byline class at all.
//
// The choices of a <select> are a control's labels, never a credit: a
// shop's sort menu offers "By Review", "By Price" (three wcxb-dev shop
// pages reported the author "Review").
func (s *signals) textByline(t *html.Node) {
	if p := t.Parent; p != nil && p.DataAtom == atom.Option {
		return
	}
	// Most text nodes fail on their first letter; trim only the left side
	// before that test (indentation-only nodes are common and long).
	i := 0
	for i < len(t.Data) && dom.IsSpace(t.Data[i]) {
		i++
	}
	txt := t.Data[i:]
	if len(txt) >= 2 && txt[0] >= 0x80 && scriptBylineStart(txt) { // bylinelabels.go
		if p := t.Parent; p != nil && p.DataAtom != 0 {
			if t := nodeText(p, maxBylineText); len(t) <= maxTextByline {
				s.textBylines = append(s.textBylines, t)
				s.underHeadline(t)
			}
		}
		return
	}
	if len(txt) < 2 {
		return
	}
	if !bylineLead(txt) {
		if latinLead(txt[0]) {
			s.latinTextByline(t, txt) // latinbylines.go
		}
		return
	}
	if txt = strings.TrimSpace(txt); len(txt) > 120 {
		return
	}
	switch {
	case bylineLabel.MatchString(txt):
		p := t.Parent
		if p == nil {
			return
		}
		// The name may follow in the same element ("By <a>Jane</a>") or in
		// the element after the label's own.
		if full := nodeText(p, maxBylineText); !bylineLabel.MatchString(full) {
			if len(full) <= maxTextByline && !creditsThing(full, txt) && !inFactsBox(p) {
				s.textBylines = append(s.textBylines, full)
				s.underHeadline(full)
			}
			return
		}
		for n := p.NextSibling; n != nil; n = n.NextSibling {
			// "<strong>Contributors:</strong> Janet Loughrey": the name
			// is text beside the label's element; the line is the byline.
			if n.Type == html.TextNode && !dom.Blank(n.Data) && p.Parent != nil {
				if t := nodeText(p.Parent, maxBylineText); len(t) <= maxTextByline && !inFactsBox(p.Parent) {
					s.textBylines = append(s.textBylines, t)
					s.underHeadline(t)
				}
				return
			}
			if n.Type == html.ElementNode {
				if t := nodeText(n, maxBylineText); len(t) <= maxTextByline && !inFactsBox(p) {
					s.textBylines = append(s.textBylines, t)
					s.underHeadline(t)
				}
				return
			}
		}
	case bylineStart.MatchString(txt):
		if hasFoldPrefix(txt, "started by") && inListItem(t) {
			return // a thread list's entry: another thread's starter
		}
		if p := t.Parent; p != nil && p.DataAtom != 0 {
			if line := nodeText(p, maxBylineText); len(line) <= maxTextByline && !creditsThing(line, bylineStart.FindString(txt)) && !inFactsBox(p) {
				s.textBylines = append(s.textBylines, line)
				s.underHeadline(line)
			}
		}
	default:
		s.latinTextByline(t, txt) // "Von Jane Doe": bylineLeads holds the label words
	}
}

// bylineLead is the cheap pre-check for the byline regexps.
func bylineLead(s string) bool {
	switch s[0] | 0x20 {
	case 'a', 'b', 'c', 'o', 'p', 's', 'v', 'w', 'y':
	default:
		return false
	}
	for _, p := range bylineLeads {
		if hasFoldPrefix(s, p) && (len(s) == len(p) || !dom.ASCIILetter(s[len(p)])) {
			return true
		}
	}
	return false
}

// hasFoldPrefix reports whether s starts with the lower-case ASCII prefix p,
// ignoring ASCII case.
func hasFoldPrefix(s, p string) bool {
	if len(s) < len(p) {
		return false
	}
	for i := 0; i < len(p); i++ {
		c := s[i]
		if c >= 'A' && c <= 'Z' {
			c += 'a' - 'A'
		}
		if c != p[i] {
			return false
		}
	}
	return true
}

// isAuthorPage reports whether href leads to an author's page: a path whose
// last segment follows an "author" or "authors" segment (WordPress
// /author/jane-doe/, /blog/authors/emmanuel-oyibo). The link's text is
// then the author's name, on sites that mark the byline up no other way.
// On wcxb-dev such a link's text is the labelled author on 187 of 215
// pages that have one.
func isAuthorPage(href string) bool {
	i := strings.Index(href, "/author")
	if i < 0 {
		return false
	}
	rest := href[i+len("/author"):]
	rest = strings.TrimPrefix(rest, "s")
	if len(rest) < 2 || rest[0] != '/' {
		return false
	}
	rest = rest[1:]
	if j := strings.IndexAny(rest, "?#"); j >= 0 {
		rest = rest[:j]
	}
	rest = strings.TrimSuffix(rest, "/")
	return rest != "" && !strings.Contains(rest, "/")
}
