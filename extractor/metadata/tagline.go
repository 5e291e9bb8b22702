package metadata

// taglineTitle returns the page's h1 when the <title> is the site's name
// followed by its tagline ("Reddit - The heart of the internet"), the same
// on every page of the site, and nothing else names the page: no JSON-LD
// headline, og:title or other structured title, and one h1 of at least
// minTaglineH1Words words sharing no word with the tagline. Otherwise "".
//
// Only a title that opens with the site's name counts: one that ends with
// it ("Save up to $800 | Shop", "Chapter 1 | Archive of Our Own") names
// the page, and the h1 beside it is as often a logo or a promotion.
// Measured on wcxb-dev: title 81.0% -> 81.2% (three Reddit threads and a
// shop's "Home Page" gain, none lose); readability-testpages unchanged. Taking the h1 whatever side
// the site's name is on gains 5 wcxb-dev pages but loses 2 and a
// readability page (a logo h1, a promotion banner).
func taglineTitle(title string, h1s, sites []string) string {
	if len(h1s) != 1 || wordCount(h1s[0]) < minTaglineH1Words || matchesSite(h1s[0], sites) {
		return ""
	}
	rest, ok := afterSiteName(title, sites)
	if !ok || similarity(h1s[0], rest) > 0 {
		return ""
	}
	return h1s[0]
}

// minTaglineH1Words is the fewest words of an h1 taken over a tagline: a
// shorter h1 is as likely a section's name as the page's.
const minTaglineH1Words = 5

// afterSiteName returns what follows the site's name when title opens with
// it and a separator ("Reddit - ...").
func afterSiteName(title string, sites []string) (string, bool) {
	for _, sep := range titleSeparators {
		sp, ok := splitTitle(title, sep)
		if !ok {
			continue
		}
		if rest := sp.rest(); rest != "" && matchesSite(sp.head(), sites) {
			return rest, true
		}
	}
	return "", false
}
