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
//
// The date in that credit is the thread's: it dates the page before the
// date written next to the headline, which on SMF is the board's clock
// ("March 05, 2026, 07:16:19 AM" in the header above the title), read
// before it otherwise. Measured on wcxb-dev (TestMetadataAccuracy): +1
// page, none lost, spurious unchanged; readability-testpages unchanged.

// inListItem reports whether a text node sits in an <li>, a few levels up.
func inListItem(t *html.Node) bool {
	for p, i := t.Parent, 0; p != nil && i < 4; p, i = p.Parent, i+1 {
		if p.DataAtom == atom.Li {
			return true
		}
	}
	return false
}

// startedDate returns the date in the first "Started by" credit, or "".
func startedDate(s *signals) string {
	for _, b := range s.textBylines {
		if hasFoldPrefix(b, "started by") {
			if d := dateInText(b); d != "" {
				return d
			}
		}
	}
	return ""
}
