package metadata

import (
	"strings"

	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"
)

// Forum software marks the poster of each message with a class of its own
// (phpBB, XenForo and vBulletin "username", vBulletin 3 "bigusername",
// Flarum "PostUser-name") and rarely with a byline or microdata. The first
// such name near the headline is the thread's opening poster, the author a
// reader means. Login boxes use the same class, so the name is the last
// resort, after every byline.

// usernameWords are the class parts that mark a poster's name.
var usernameWords = map[string]bool{"username": true, "bigusername": true, "postuser": true}

// isUsernameName reports whether a class value marks a poster's name. One
// vectorised scan for "ser" (username, PostUser) rules out most classes.
func isUsernameName(v string) bool {
	if !strings.Contains(v, "ser") {
		return false
	}
	for tok := range strings.FieldsSeq(strings.ToLower(v)) {
		for part := range strings.FieldsFuncSeq(tok, func(r rune) bool { return r == '-' || r == '_' }) {
			if usernameWords[part] {
				return true
			}
		}
	}
	return false
}

// isFormField reports whether a username-classed element is a login form's
// field row (WordPress's p.login-username holds a <label> "Benutzername"
// and an <input>), not a poster: one of its children is a form control or
// its label. Only the children are read, as the field row wraps them
// directly; forum engines wrap whole threads in moderation forms, so the
// ancestors say nothing.
func isFormField(n *html.Node) bool {
	for c := n.FirstChild; c != nil; c = c.NextSibling {
		switch c.DataAtom {
		case atom.Label, atom.Input, atom.Select, atom.Textarea:
			return true
		}
	}
	return false
}
