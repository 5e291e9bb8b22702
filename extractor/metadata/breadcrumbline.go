package metadata

import "strings"

// A theme's breadcrumb sometimes sits in the element its byline class
// names ("Home » Technology Solutions » Cybersecurity Consulting"), and
// the first step of the trail, "Home", was read as the author. A line
// that a trail mark cuts twice or more is a path through the site, not
// a credit: a byline uses such a mark once at most, between the name
// and the date ("Post by galitsyn » 11. Sep 2024, 18:36").

// trailMarks are the marks breadcrumbs put between their steps.
var trailMarks = []string{"»", "›", " > "}

// breadcrumbTrail reports whether s is cut twice or more by one of
// trailMarks.
func breadcrumbTrail(s string) bool {
	for _, m := range trailMarks {
		if strings.Count(s, m) >= 2 {
			return true
		}
	}
	return false
}
