package metadata

import (
	"strings"
	"unicode"
)

// trimInitialism removes a head that is the initials of the rest ("GNW -
// Gaming News Weekly" -> "Gaming News Weekly"): the abbreviation repeats
// the name it precedes.
//
// Measured on wcxb-dev: title +1 page (1227 -> 1228 of 1497, 82.0%: a
// podcast page; none lose); readability-testpages unchanged.
func trimInitialism(t string) string {
	for _, sep := range titleSeparators {
		if sp, ok := splitTitle(t, sep); ok && initials([]rune(sp.head()), strings.Fields(sp.rest())) {
			return sp.rest()
		}
	}
	return t
}

// initials reports whether abbr, two capitals or more, is the first
// letters of words, one each.
func initials(abbr []rune, words []string) bool {
	if len(abbr) < 2 || len(abbr) != len(words) {
		return false
	}
	for i, r := range abbr {
		first := []rune(words[i])[0]
		if !unicode.IsUpper(r) || unicode.ToUpper(first) != r {
			return false
		}
	}
	return true
}
