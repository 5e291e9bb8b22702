package metadata

import (
	"strings"

	"golang.org/x/net/html"
)

// Author boxes built with page builders mark the writer's description, not
// the name: <p class="gb-headline">Asser Christensen</p><div
// class="dynamic-author-description">Licensed Q Arabica Grader</div>. An
// element whose class names the author's description, bio, title, role or
// job says that the element just before it is the author's name, as the
// forum rank does for a poster (usertitle.go). Kept when it reads as a
// person's name (two to four capitalised words) and used after every
// byline, author link and late author name. wcxb-dev: +1 page, none lost.

// maxDescNames bounds the names kept from author descriptions.
const maxDescNames = 4

// isAuthorDescClass reports whether a class value holds a token naming an
// author's description ("dynamic-author-description", "author-bio",
// "post-author-title"), outside comments and reviews.
func isAuthorDescClass(v string) bool {
	if !mayBeByline(v) {
		return false
	}
	for tok := range strings.FieldsSeq(strings.ToLower(v)) {
		author, desc := false, false
		for part := range strings.FieldsFuncSeq(tok, func(r rune) bool { return r == '-' || r == '_' }) {
			switch part {
			case "author":
				author = true
			case "description", "desc", "bio", "title", "role", "job", "position":
				desc = true
			case "comment", "comments", "review", "reviews":
				return false
			}
		}
		if author && desc {
			return true
		}
	}
	return false
}

// describedName records the text of the element before an author
// description.
func (s *signals) describedName(c *html.Node) {
	if t := textBefore(c); t != "" {
		s.descNames = append(s.descNames, t)
	}
}

// describedAuthor returns the first described name that reads as a
// person's name.
func describedAuthor(s *signals) string { return cardName(s.descNames) }
