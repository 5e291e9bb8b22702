package metadata

// The structured titles lose their site affix in stripSite before the
// choice, but an h1 can carry one too: a landing page's heading that ends
// with the brand after a bar ("Licensed & Insured Moving Company in San
// Francisco | Bellhop"), as the template writes the document title. The
// chosen title loses a last part after a strong separator that names the
// site (matchesSite) when what stays has minHeadWords words or more. After
// a dash the name stays, as beforeSitePart leaves it: dashes also join a
// name to a shop's own title ("Unique American Handmade Gifts - Artisans
// Gallery", whose truth keeps the gallery).
//
// Measured on wcxb-dev: title unchanged at 1248 of 1497 (the one page
// whose chosen h1 ends with its site's name after a bar, a moving
// company's city page, changes from one wrong title to another: its truth
// is the <title>'s first part; after dashes too, the gallery page above
// loses); readability-testpages, author and date unchanged.

// dropSiteTail removes a last part of t after a strong separator that
// names the site.
func dropSiteTail(t string, sites []string) string {
	for _, sep := range titleSeparators {
		sp, ok := splitTitle(t, sep)
		if !strongSeparator(sep) || !ok {
			continue
		}
		if head := sp.init(); wordCount(head) >= minHeadWords && matchesSite(sp.tail(), sites) {
			return head
		}
	}
	return t
}
