package metadata

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"golang.org/x/net/html"

	"folio/extractor/internal/dom"
)

// Author cards print the writer's role in an element of its own under the
// name, with no class that says so: <p>Juliette Carreiro</p><p>Tech
// Writer</p>, <p>Matteo Laratta</p><p>| Author</p>. A short text that is
// a writing role (its last word one of writingRoles) says that the
// element just before its own is the author's name. Kept when that reads
// as a person's name and used last, after every byline and described
// name. wcxb-dev: +2 pages, none lost, no spurious author.

// writingRoles are the roleWords that name who writes: a card under a
// founder's, director's or specialist's name is a team or testimonial
// card as often as a byline (measured: three spurious authors on wcxb-dev
// with every role word).
var writingRoles = []string{"writer", "author", "editor", "contributor", "columnist", "journalist", "reporter", "correspondent"}

// isWritingRole reports whether w is one of writingRoles, in any case.
func isWritingRole(w string) bool {
	if len(w) < len("author") || len(w) > len("correspondent") {
		return false
	}
	for _, r := range writingRoles {
		if strings.EqualFold(w, r) {
			return true
		}
	}
	return false
}

// mayEndInRole is roleCard's first test, as cheap as can be, for every
// short text node of the page's top: every writing role ends in r or t,
// so a text whose last letter (past spaces and ASCII separators) is
// another ASCII byte is none. A text ending in a dash or dot of another
// script is left to the full test.
func mayEndInRole(s string) bool {
	for i := len(s) - 1; i >= 0; i-- {
		switch b := s[i]; {
		case dom.IsSpace(b) || b == '|' || b == '-':
			continue
		case b >= utf8.RuneSelf:
			return true
		default:
			return b == 'r' || b == 'R' || b == 't' || b == 'T'
		}
	}
	return false
}

// maxRoleCardText is the longest text read as a role.
const maxRoleCardText = 40

// maxRoleNames bounds the names kept from role cards.
const maxRoleNames = 4

// roleCard records the name before a role text node.
func (s *signals) roleCard(c *html.Node) {
	if !mayEndInRole(c.Data) {
		return
	}
	t := strings.Trim(strings.TrimSpace(c.Data), "|·•-–— ")
	if t == "" || len(t) > maxRoleCardText {
		return
	}
	last := t[strings.LastIndexFunc(t, unicode.IsSpace)+1:]
	if !isWritingRole(last) || wordCount(t) > 4 {
		return
	}
	p := c.Parent
	if p == nil || p.FirstChild != c || c.NextSibling != nil {
		return // the role must be its element's whole text
	}
	if n := textBefore(p); n != "" {
		s.roleNames = append(s.roleNames, n)
	}
}

// roleCardName returns the first role-card name that reads as a person's
// name: two to four capitalised words.
func roleCardName(s *signals) string { return cardName(s.roleNames) }
