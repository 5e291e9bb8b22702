package metadata

// A page that shows, near its headline, only its revision date after an
// "Updated" label ("By Eric Hergenreder · Updated December 19, 2025"), and
// not its publication day, presents the revision as its date when the
// revision is plain text: a template that prints the revision alone, in the
// byline, for evergreen guides and buying guides that are re-dated as they
// are revised. When the page marks the same date up instead, in a <time>
// element or a date-named element (the cheap signals shownNear asks), the
// date is a field of the template written beside the structured data, the
// one a machine reads as "modified", and the structured datePublished stays
// the page's date (Vox's "Updated <time datetime=...>Jul 24, 2018</time>"
// over a December 2017 story, which the readability-testpages labels date
// by its publication).
//
// Measured on wcxb-dev (TestMetadataAccuracy), from the day published()
// chose, on the 20 pages whose JSON-LD or microdata dateModified is written
// after an update label near the headline and whose publication day is not
// shown: taking every such revision gains 13 pages and loses 7, and loses
// readability-testpages videos-1 (100% -> 97.0%); taking it only when it is
// plain text gains 9 and loses 2 (701 -> 708 of 782, 89.6% -> 90.5%;
// spurious unchanged, only a date is replaced) and keeps videos-1.
// readability-testpages is unchanged. The other pages are the coin flip
// between published and updated that the labels make either way: of the
// marked-up ones, 4 are labelled by the revision and 5 by the publication.

// labelledRevision reports whether a schema.org revision (isRev accepts its
// day) that the page writes after an update label near its headline is the
// page's date: when no <time> or date-named element under the headline
// shows that day, only the text.
func labelledRevision(s *signals, isRev func(string) bool) bool {
	return !shownNear(s, isRev)
}
