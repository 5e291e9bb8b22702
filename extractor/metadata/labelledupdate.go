package metadata

// A page that shows, near its headline, only a revision date after an
// "Updated" label ("By Eric Hergenreder · Updated December 19, 2025"), and
// not its publication day, presents the revision as its date when it
// writes it for people: as plain text, in a date-named element, or in a
// <time> whose datetime is a day (<time datetime="2025-10-08">), a
// template that prints the revision alone in the byline, as evergreen and
// buying guides re-dated when revised do. Two things make such a date no
// more than a record beside the page's date:
//   - a <time> that stamps it with its clock ("2018-07-24T18:15:58+00:00",
//     the CMS's modified field exported as it is): the structured
//     datePublished stays the page's date there (Vox's "Updated <time
//     datetime=...>Jul 24, 2018</time>" over a December 2017 story, which
//     the readability-testpages labels date by its publication);
//   - a date later than every modification the page's structured data
//     records (JSON-LD dateModified, article:modified_time, <meta
//     name="updated">): a freshness stamp the template moves forward on
//     its own (a movers' guide "updated" two weeks after its last
//     revision), and the labels keep the publication date.
//
// Measured on wcxb-dev (TestMetadataAccuracy), from the day published()
// chose. On the 20 pages whose schema.org dateModified is written after
// an update label and whose publication day is not shown: taking every
// such revision gains 13 pages and loses 7, and loses readability-testpages
// videos-1 (100% -> 97.0%); only where no date-named element or <time>
// under the headline shows it, +9 -2 (701 -> 708 of 782) and videos-1
// kept; with a <time> that has no clock counting as text, 3 more (715 ->
// 718), none lost; with a date-named element counting as text, the same.
// The samples are small: of the revisions in a <time> with a clock, 1 is
// labelled by the revision and 5 (6 with videos-1) by the publication; of
// the others, 12 by the revision and 2 by the publication. Taking any
// labelled date, not only the schema.org revision, within the last
// structured modification: 3 more pages (718 -> 721; one of them is shown
// on the day before its UTC revision), none lost; without the
// last-modification bound +3 -1, without the clock guard +4 -7 and
// videos-1 lost. Spurious dates are unchanged (only a date is replaced;
// one spurious page changes its date); readability-testpages unchanged.

// labelledUpdateDay returns the first date written after an update label
// in the text after the headline (post) that is later than day, the
// publication day, and no later than the last of the page's structured
// modification days (modified, from modifiedDays), unless a <time> with a
// clock stamps it; or "".
func labelledUpdateDay(s *signals, modified []string, post []shownDay, day string) string {
	last := ""
	for _, m := range modified {
		last = max(last, m)
	}
	for _, x := range post {
		if isUpdateLabel(x.label) && x.day > day && x.day <= last && !clockStamped(s, x.day) {
			return x.day
		}
	}
	return ""
}

// clockStamped reports whether a <time> under the headline gives day with
// its clock: a machine timestamp, not a display date.
func clockStamped(s *signals, day string) bool {
	for _, t := range s.times {
		if v := ParseDate(t.value); t.headline && len(v) > 10 && v[:10] == day {
			return true
		}
	}
	return false
}
