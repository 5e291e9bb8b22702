package metadata

// When a page shows near its headline the day its JSON-LD gives as the
// content's dateModified, and not the day of its publication date, the
// page presents the revision as its date, and the wcxb labels follow it
// more often than not. Measured on wcxb-dev, from the day published()
// chose: +7 pages (0016 0018 0056 0098 0214 0334 1476), -3 (0150 0299
// 0315), spurious unchanged (only a date is replaced); readability-testpages
// unchanged. A revision written after an "Updated" label there is
// labelledupdate.go's to judge: taken like the unlabelled ones, those
// gain 18 and lose 10 on wcxb-dev, and lose a readability-testpages page
// (Vox's "Updated Jul 24, 2018", whose label keeps the publication date).
// A microdata dateModified (<meta itemprop="dateModified">) says
// the same as the JSON-LD one and is read when there is none: +1 page,
// none lost. A modification date from OpenGraph tags alone
// (article:modified_time) gains 5 and loses 14: the labels keep the
// publication date there.

// schemaRevision returns the schema.org dateModified of the page's content,
// from its JSON-LD entity or else from a microdata <meta
// itemprop="dateModified">, when it is a later day than day, or "".
func schemaRevision(s *signals, ld *linkedData, day string) string {
	v := ""
	if es := ld.ofRank(rankContent); len(es) > 0 {
		v = ParseDate(ldString(es[0]["dateModified"]))
	}
	if v == "" {
		v = ParseDate(s.first("itemprop:datemodified"))
	}
	if v != "" && v[:10] > day {
		return v
	}
	return ""
}

// shownRevision returns rev, the page's schema.org revision, when the page
// shows its day near its headline as its date: unlabelled, in the text or
// a <time> or date-named element (a revision written after an update
// label is labelledupdate.go's). Otherwise (and when rev is "") it returns
// "".
func shownRevision(s *signals, post, pre []shownDay, rev string) string {
	if rev == "" {
		return ""
	}
	day := rev[:10]
	isRev := func(v string) bool { return v == day }
	if labelledUpdate(post, day) {
		return ""
	}
	if shownNear(s, isRev) || writtenNear(isRev, post, pre) {
		return rev
	}
	return ""
}

// shownNear reports whether the page shows a day that shows accepts in a
// date-named element or a <time> under the headline: the cheap signals,
// asked before the text around the headline is read.
func shownNear(s *signals, shows func(string) bool) bool {
	for _, v := range s.classDates {
		if shows(v) {
			return true
		}
	}
	for _, t := range s.times {
		if t.headline && shows(timeDay(t.value)) {
			return true
		}
	}
	return false
}

// writtenNear reports whether the text around the headline (datesWritten's
// post and pre lists) writes a day that shows accepts.
func writtenNear(shows func(string) bool, lists ...[]shownDay) bool {
	for _, list := range lists {
		for _, x := range list {
			if shows(x.day) {
				return true
			}
		}
	}
	return false
}

// labelledUpdate reports whether day is written after an update label in
// the text after the headline.
func labelledUpdate(post []shownDay, day string) bool {
	for _, x := range post {
		if x.day == day && isUpdateLabel(x.label) {
			return true
		}
	}
	return false
}
