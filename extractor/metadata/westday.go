package metadata

import "time"

// A CMS that stores its revision time in UTC ("2025-12-16T01:52:13Z")
// shows the writer's own calendar day beside the headline ("Last Updated:
// December 15th 2025"): for an evening revision west of Greenwich that is
// the day before the UTC day. When a UTC revision's clock is before noon,
// so that some zone west of Greenwich still had the previous day, that
// previous day counts as the revision's shown day, and it is the date the
// page gives. urlDay (published.go) reads the same clock shift from the
// URL's day, and shownday.go from a byline's date.
//
// Measured on wcxb-dev (TestMetadataAccuracy), from shownRevision: +1 page,
// none lost, spurious unchanged (only a date is replaced);
// readability-testpages unchanged. Reading every timestamp's day in UTC
// instead costs 14 wcxb-dev pages (issue 12's closing notes), so only this
// one case, a revision not shown on its own day, is read this way.

// westDay returns the calendar day before rev's when rev is a UTC
// timestamp whose clock is before noon; otherwise "".
func westDay(rev string) string {
	t, err := time.Parse(time.RFC3339, rev)
	if err != nil {
		return ""
	}
	if _, off := t.Zone(); off != 0 || t.Hour() >= 12 {
		return ""
	}
	return t.AddDate(0, 0, -1).Format("2006-01-02")
}
