package metadata

import "regexp"

// listingCount matches the count a listing page puts after its name
// ("Best Books Ever (77141 books)", "Trail Running Shoes (158 ITEMS)"):
// a number and the plural of what the list holds, in parentheses, at the
// end. Only nouns that name a listing's entries count, so that a
// product's quantity ("5.25 oz (149 g)", "Socks (6 Pairs)") stays.
// A year is not a count: "(2025 Reviews)" dates a guide, and the first
// form of this rule, with "reviews" among the nouns, cut it; so reviews
// are left out and a year is never taken for a count.
var listingCount = regexp.MustCompile(`(?i)\s*\(\s*(\d[\d,.]*)\+?\s+(?:items|results|products|books|posts|articles|listings|titles|entries)\s*\)$`)

// trimListingCount removes a listing's entry count from the end of a
// title: the count changes as the list does and is not part of its name.
//
// Measured on wcxb-dev: title 81.9% -> 82.0% (1226 -> 1227 of 1497:
// Goodreads' "Best Books Ever (77141 books)"; none lose; a shop's h1
// "Trail Running Shoes (158 ITEMS)", already missed, stays missed);
// readability-testpages unchanged.
func trimListingCount(t string) string {
	m := listingCount.FindStringSubmatchIndex(t)
	if m == nil || m[0] == 0 || isYear(t[m[2]:m[3]]) {
		return t
	}
	return t[:m[0]]
}

// isYear reports whether n is a year of the last two centuries.
func isYear(n string) bool {
	return len(n) == 4 && (n[:2] == "19" || n[:2] == "20")
}
