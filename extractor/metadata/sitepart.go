package metadata

import "strings"

// A title of three parts or more joined by one strong separator runs from
// the page down its hierarchy to the site, and sometimes on to the site's
// taglines ("Online Mental Health Care That Caters to You | Cerebral |
// Online Therapy | Virtual Counseling | Telehealth Therapy"). stripSite
// cuts a last part that names the site and a first part that is the
// site's name; a part in the middle that names the site ends the page's
// title just as well: what follows it describes the site, not the page.
// Dashes are left out: they also join names inside a page's own title
// ("Unique American Handmade Gifts - Artisans Gallery - Peddler's
// Village", where the gallery is the site and the title keeps it).
//
// Measured on wcxb-dev: title 1243 -> 1244 of 1497 (a therapy service's
// home page gains, none lose; with dashes too, the gallery page above
// loses); readability-testpages, author and date unchanged. Cutting every
// such chain at its first part, site name or not, gains two wcxb-dev
// pages but loses one and two readability-testpages titles ("… | Code |
// Nicolas Perriault"), so the middle part must name the site.

// beforeSitePart returns the text of the title before the first part,
// neither first nor last, that names the site (matchesSite), when sp cuts
// it at a strong separator; otherwise "".
func beforeSitePart(sp titleSplit, sites []string) string {
	if !strongSeparator(sp.sep) {
		return ""
	}
	for i := sp.first; ; {
		j := sp.next(i)
		if j < 0 {
			return "" // the last part: stripSite's own test
		}
		if matchesSite(strings.TrimSpace(sp.t[i+len(sp.sep):j]), sites) {
			return strings.TrimSpace(sp.t[:i])
		}
		i = j
	}
}
