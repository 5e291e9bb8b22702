package metadata

import (
	"strings"

	"golang.org/x/net/html"
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
var writingRoles = map[string]bool{"writer": true, "author": true, "editor": true, "contributor": true,
	"columnist": true, "journalist": true, "reporter": true, "correspondent": true}

// maxRoleCardText is the longest text read as a role.
const maxRoleCardText = 40

// maxRoleNames bounds the names kept from role cards.
const maxRoleNames = 4

// roleCard records the name before a role text node.
func (s *signals) roleCard(c *html.Node) {
	t := strings.Trim(strings.TrimSpace(c.Data), "|·•-–— ")
	if t == "" || len(t) > maxRoleCardText {
		return
	}
	words := strings.Fields(t)
	if len(words) == 0 || len(words) > 4 || !writingRoles[strings.ToLower(words[len(words)-1])] {
		return
	}
	p := c.Parent
	if p == nil || p.FirstChild != c || c.NextSibling != nil {
		return // the role must be its element's whole text
	}
	for q := p.PrevSibling; q != nil; q = q.PrevSibling {
		if q.Type == html.ElementNode {
			if n := nodeText(q, maxBylineText); n != "" {
				s.roleNames = append(s.roleNames, n)
			}
			return
		}
		if q.Type == html.TextNode && !isBlank(q.Data) {
			return
		}
	}
}

// roleCardName returns the first role-card name that reads as a person's
// name: two to four capitalised words.
func roleCardName(s *signals) string {
	for _, b := range s.roleNames {
		if a := cleanAuthor(b); wordCount(a) >= 2 && wordCount(a) <= 4 && capitalisedWords(a) {
			return a
		}
	}
	return ""
}
