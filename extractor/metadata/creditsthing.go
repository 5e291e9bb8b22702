package metadata

import "strings"

// A "By" credits the page only where it opens the line, or follows a
// credit's participle or a date the line opens with ("Posted <a>by
// Jane</a>", "March 3, 2024 by Jane"). Inside a line that names
// something first, the name after "by" made that thing: a footer's
// "Website Design by Talent Hero Media", "Electrician Marketing and SEO
// by LeadsNearby", a caption's "Wakoku Chiyekurabe by Kan Chu Sen", a
// product's "Query Profiler in dbForge Studio by Devart", a deal's
// "BOOK: By Dec 31". textByline takes the element's whole line when one
// of its text nodes opens with "By", so such lines came in as bylines.
//
// Measured on wcxb-dev: authors given where the label has none 103 ->
// 98 (the five lines above but the caption), dates given where it has
// none 159 -> 156 (the deal's date and two more read off such lines),
// author and date accuracy unchanged (668 of 739, 721 of 782; the
// caption's page, whose label is another name, now gets none);
// readability-testpages: one author given where the label has none goes
// ("On 6/13/2018 by @handle", whose "On" is no date word), the rest
// unchanged.

// creditsThing reports whether line, the text of the element a byline
// text node opens as lead ("By T"), names something before the lead: the
// lead is neither the line's start nor after a credit's participle or a
// leading date.
func creditsThing(line, lead string) bool {
	line = strings.TrimLeft(line, separatorMarks+"-–—")
	if lead == "" || hasFoldPrefix(line, strings.ToLower(lead)) {
		return false
	}
	return !byPrefix.MatchString(line) && !startsWithDate(line)
}
