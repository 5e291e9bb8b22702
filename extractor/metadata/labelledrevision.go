package metadata

// A page that shows, near its headline, only its revision date after an
// "Updated" label ("By Eric Hergenreder · Updated December 19, 2025"), and
// not its publication day, presents the revision as its date when it
// writes it for people: as plain text, or in a <time> whose datetime is a
// day (<time datetime="2025-10-08">October 8, 2025</time>), a template
// that prints the revision alone in the byline, as evergreen and buying
// guides re-dated when revised do. When the page marks the same date up
// as a machine timestamp instead, a <time> whose datetime carries the
// clock ("2018-07-24T18:15:58+00:00", the CMS's modified field exported
// as it is) or a date-named element, the date is a record of the revision
// written beside the structured data, and the structured datePublished
// stays the page's date (Vox's "Updated <time datetime=...>Jul 24,
// 2018</time>" over a December 2017 story, which the readability-testpages
// labels date by its publication).
//
// Measured on wcxb-dev (TestMetadataAccuracy), from the day published()
// chose, on the 20 pages whose JSON-LD or microdata dateModified is written
// after an update label near the headline and whose publication day is not
// shown: taking every such revision gains 13 pages and loses 7, and loses
// readability-testpages videos-1 (100% -> 97.0%); taking it only when no
// date-named element or <time> under the headline shows it gains 9 and
// loses 2 (701 -> 708 of 782, 89.6% -> 90.5%) and keeps videos-1; letting
// a <time> without a clock show it too gains 3 more (715 -> 718 of 782),
// none lost. Spurious dates are unchanged (only a date is replaced),
// readability-testpages is unchanged. The samples are small: of the
// revisions in a <time> with a clock, 1 is labelled by the revision and 5
// (6 with videos-1) by the publication; of the others, 12 by the revision
// and 2 by the publication. Without the date-named-element test the
// figures are the same (those pages have a <time> with a clock too).

// labelledRevision reports whether a schema.org revision (isRev accepts its
// day) that the page writes after an update label near its headline is the
// page's date: when no date-named element shows that day, nor a <time>
// under the headline whose datetime gives it with a clock.
func labelledRevision(s *signals, isRev func(string) bool) bool {
	for _, v := range s.classDates {
		if isRev(v) {
			return false
		}
	}
	for _, t := range s.times {
		if v := ParseDate(t.value); t.headline && len(v) > 10 && isRev(v[:10]) {
			return false
		}
	}
	return true
}
