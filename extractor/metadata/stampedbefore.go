package metadata

// Some CMSs fill the publication tags with the page's last modification
// (a Dublin Core dc.date equal to og:updated_time), and show the
// publication date in the page's own header, just before the headline
// ("Nutrition · March 1, 2024" over the h1). When the structured
// publication day is one of the page's modification days and is not shown
// near the headline, the date written just before the headline, when it
// is earlier and no modification day itself, is the page's date. Dates
// before the headline are otherwise only asked whether they show a day
// (a sidebar or a teaser above the headline dates something else), so the
// rule is held to the case where the structured date is known to be a
// modification stamp.
//
// Measured on wcxb-dev (TestMetadataAccuracy), from shownOver: +1 page,
// none lost, spurious unchanged (only a date is replaced);
// readability-testpages unchanged. Without the modification-stamp
// condition: +1 page and -1 (a post whose structured timestamp is in UTC
// and the date over its headline is the day before, in its own zone).

// stampedBefore returns the last date written just before the headline
// instead of d, a modification stamp, when it is earlier and not a
// modification day (isRevised); otherwise d. pre holds the dates written
// before the headline, in order.
func stampedBefore(pre []shownDay, d string, isRevised func(string) bool) string {
	if n := len(pre); n > 0 && !isRevised(pre[n-1].day) {
		return earlier(pre[n-1].day, d)
	}
	return d
}
