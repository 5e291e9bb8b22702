package metadata

import (
	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"
)

// Forum software (SMF, vBulletin) credits a thread's opening poster under
// its title: "Started by Biology Forums, June 04, 2024". The same words
// label every entry of the thread lists beside it ("Similar threads",
// "Trending": <li>Started by Admin</li>), which credit other threads: a
// "Started by" text inside a list item is not read. Measured on wcxb-dev:
// without that guard +1 page and -2 (XenForo's similar-threads list);
// with it +1, none lost.

// inListItem reports whether a text node sits in an <li>, a few levels up.
func inListItem(t *html.Node) bool {
	for p, i := t.Parent, 0; p != nil && i < 4; p, i = p.Parent, i+1 {
		if p.DataAtom == atom.Li {
			return true
		}
	}
	return false
}
