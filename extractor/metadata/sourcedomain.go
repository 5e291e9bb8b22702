package metadata

import "regexp"

// sourceDomain matches what a link aggregator glues after the headline in
// its h1: the linked story's domain in parentheses and, optionally, the
// story's score or comment count (Slashdot's "… Jobs (latimes.com) 87",
// the same shape as Hacker News' "… (github.com)"). The domain and number
// are separate elements inside the h1, so its text runs them on.
var sourceDomain = regexp.MustCompile(`^ \((?:[a-z0-9-]+\.)+[a-z]{2,}\)(?: \d+)?$`)

// sourceDomainTail reports whether tail, what the folded h1 adds after a
// structured title, is only the source's domain and score: the structured
// title is then the headline.
//
// Measured on wcxb-dev: title 81.2% -> 81.4% (1216 -> 1218 of 1497: two
// Slashdot stories gain, none lose); readability-testpages unchanged.
func sourceDomainTail(tail string) bool {
	return sourceDomain.MatchString(tail)
}
