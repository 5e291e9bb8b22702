package metadata

import (
	"strings"

	"golang.org/x/net/html"
)

// FluxBB and PunBB print a poster as <dl><dt><strong>name</strong></dt><dd
// class="usertitle">Member</dd>, with no class on the name; vBulletin puts
// its "usertitle" span after the name too. The rank's element marks the
// element before it as the poster's name, which joins the user names
// (the last resort for a thread's author). wcxb-dev: +2 pages, none lost.

// isUserTitle reports whether a class value holds the "usertitle" token.
func isUserTitle(v string) bool {
	if !strings.Contains(v, "sertitle") {
		return false
	}
	for tok := range strings.FieldsSeq(v) {
		if strings.EqualFold(tok, "usertitle") {
			return true
		}
	}
	return false
}

// titledPoster records the text of the element before a user title.
func (s *signals) titledPoster(c *html.Node) {
	if t := textBefore(c); t != "" {
		s.usernames = append(s.usernames, t)
	}
}
