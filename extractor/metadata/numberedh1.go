package metadata

import "regexp"

// Some manuals mark up each numbered section of a page as an h1 ("1.
// Overview", "2. Simple Select Processing", "3. Compound Select
// Statements" on SQLite's SELECT page), under a <title> that names the
// page. Those h1s are sections of the page, and one of them sharing a
// word with a short <title> must not become its headline. One numbered
// h1 stays a candidate: a listicle's first item, a step, or a headline
// that opens with a count ("8 Recent Trends in Photography", no dot).
//
// Measured on wcxb-dev: title 1239 -> 1240 of 1497 (82.8% -> 82.8%:
// SQLite's SELECT page gains, none lose); readability-testpages, author
// and date unchanged.

// numberedSection matches an h1 that opens with a one-level section
// number and a dot ("2. Simple Select Processing").
var numberedSection = regexp.MustCompile(`^\s*\d{1,2}\.\s+\pL`)

// minNumberedH1s is how many numbered h1s make them a page's sections.
const minNumberedH1s = 2

// dropNumberedSections returns h1s without the numbered ones when there
// are at least minNumberedH1s of them.
func dropNumberedSections(h1s []string) []string {
	n := 0
	for _, h := range h1s {
		if numberedSection.MatchString(h) {
			n++
		}
	}
	if n < minNumberedH1s {
		return h1s
	}
	kept := make([]string, 0, len(h1s)-n)
	for _, h := range h1s {
		if !numberedSection.MatchString(h) {
			kept = append(kept, h)
		}
	}
	return kept
}
