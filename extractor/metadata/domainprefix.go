package metadata

import (
	"regexp"
	"strings"
	"unicode"
	"unicode/utf8"
)

// bareDomain matches a host name and nothing else ("davidbau.com"), so
// that a name followed by its own punctuation ("Amazon.com: Headphones")
// is left to stripSite.
var bareDomain = regexp.MustCompile(`^(?:[\pL\pN-]+\.)+\pL{2,}$`)

// trimDomainPrefix removes the site's domain written before a title with
// only a space ("davidbau.com Vibe Coding"): blogs print their domain as
// the logo and their templates join it to the post's name without a
// separator. The first word must be a bare domain that matches the
// site's name, and what follows must be words, not a separator
// ("Instantly.ai - Sales Engagement" is stripSite's to cut or keep).
//
// Measured on wcxb-dev: title +1 page (1229 -> 1230 of 1497, 82.2%: a blog
// post; none lose; a first form that took any first word with a dot cut
// "Amazon.com:" from a title whose truth keeps it); readability-testpages
// unchanged.
func trimDomainPrefix(t string, sites []string) string {
	first, rest, ok := strings.Cut(strings.TrimSpace(t), " ")
	rest = strings.TrimSpace(rest)
	if r, _ := utf8.DecodeRuneInString(rest); !ok || !unicode.IsLetter(r) || !bareDomain.MatchString(first) {
		return t
	}
	if !matchesSite(first, sites) {
		return t
	}
	return rest
}
