package metadata

// A <time> inside the byline under the headline ("<section class=byline>
// <time datetime=2023-03-20>March 20, 2023</time> | Wellness") is the date
// the page's template credits its story with. When the structured
// publication date is another day that the page does not show, that
// <time> is the page's date even when it is later: the structured date is
// an older record (a story re-released under the same address, a CMS
// import), and the byline is what the page says now. shownOver takes only
// earlier shown dates elsewhere, since a later one written in the text or
// in a <time> outside the byline is as often a revision the labels ignore.
//
// Measured on wcxb-dev (TestMetadataAccuracy), from shownOver: +1 page,
// none lost, spurious unchanged (only a date is replaced);
// readability-testpages unchanged. Taking every later <time> under the
// headline, not only those in a byline, gains 2 wcxb-dev pages but loses
// a readability-testpages page (a story's <time> outside its byline, a
// later republication).

// creditedTime returns the date of a <time> inside a byline element under
// the headline, which shownOver takes whether it is earlier or later than
// the structured date.
func creditedTime(t timeCand) string {
	return ParseDate(t.value)
}
