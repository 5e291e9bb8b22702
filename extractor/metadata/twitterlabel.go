package metadata

import "strings"

// twitterLabelAuthor reads Slack/Twitter "enhanced data" meta pairs
// (twitter:label1 "Written by", twitter:data1 "Jane Doe") that Yoast emits.
func twitterLabelAuthor(s *signals) string {
	for i := 1; i <= 4; i++ {
		n := string(rune('0' + i))
		l := strings.ToLower(s.first("twitter:label" + n))
		if strings.Contains(l, "written by") || strings.Contains(l, "author") || creditLabel(l) {
			return cleanAuthor(s.first("twitter:data" + n))
		}
	}
	return ""
}

// creditLabel reports whether a lower-case twitter:label names who made the
// page in another word than "Written by" ("Interview by", "Words by"). A
// label that credits a reviser or a checker ("Reviewed by", "Updated by")
// does not name the author.
func creditLabel(l string) bool {
	l = strings.TrimSpace(l)
	if !strings.HasSuffix(l, " by") {
		return false
	}
	for _, w := range []string{"review", "updat", "edit", "check", "photo", "illustrat", "sponsor", "present", "power"} {
		if strings.Contains(l, w) {
			return false
		}
	}
	return true
}

// siteYieldsToLabel returns the person a twitter:label credit names when
// a, the page's author meta tag, is only the site's name: the CMS fills
// name="author" with the publication, while the label pair names who wrote
// or conducted the piece ("Five Books" / "Interview by: Sylvia Bishop").
// Without it the site name reaches headlineByline, which takes the first
// "by" under the headline, here a book's author. wcxb-dev: +1 page, none
// lost.
func siteYieldsToLabel(s *signals, a, site string) string {
	if !isSiteName(a, site) {
		return ""
	}
	if t := twitterLabelAuthor(s); t != "" && !isSiteName(t, site) {
		return t
	}
	return ""
}
