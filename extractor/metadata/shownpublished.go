package metadata

// A page often carries several structured publication dates that disagree:
// a JSON-LD datePublished from the CMS's record, an OpenGraph or Dublin
// Core tag, a plain <meta name="date"> filled by the template. published()
// trusts them in a fixed order. When the one it chose is a day the page
// does not show near its headline, and another of them is shown there
// ("By Jared Newman · Nov 25, 2025" with <meta name="date" content="November
// 25, 2025"> over a JSON-LD datePublished of the year before), the shown
// one is the date the page presents, confirmed by its own markup. It must
// not be written after an update label: a revision the page also stamps
// into a publication tag (Vox's sailthru.date beside "Updated Jul 24,
// 2018") is left to labelledupdate.go's judgement, which keeps the
// publication date there.
//
// Measured on wcxb-dev (TestMetadataAccuracy), from shownOver: +1 page,
// none lost, spurious unchanged (only a date is replaced);
// readability-testpages date unchanged (100%). Without the update-label
// guard: +2 wcxb-dev pages, but readability-testpages videos-1 is lost.

// otherPublished returns the page's structured publication dates (meta
// tags, JSON-LD content entities) whose day is not day, the day
// published() chose.
func otherPublished(s *signals, ld *linkedData, day string) []string {
	var out []string
	for _, k := range publishedMeta {
		for _, v := range s.meta[k] {
			if v := ParseDate(v); v != "" && v[:10] != day {
				out = append(out, v)
			}
		}
	}
	for _, e := range ld.ofRank(rankContent) {
		for _, k := range []string{"datePublished", "dateCreated"} {
			if v := ParseDate(ldString(e[k])); v != "" && v[:10] != day {
				out = append(out, v)
			}
		}
	}
	return out
}

// shownPublished returns the first of others that the page shows near its
// headline (in a <time>, a date-named element, or the text around the
// headline, post and pre) not after an update label, or "".
func shownPublished(s *signals, others []string, post, pre []shownDay) string {
	for _, o := range others {
		day := o[:10]
		if labelledUpdate(post, day) {
			continue
		}
		isDay := func(v string) bool { return v == day }
		if shownNear(s, isDay) || writtenNear(isDay, post, pre) {
			return o
		}
	}
	return ""
}
