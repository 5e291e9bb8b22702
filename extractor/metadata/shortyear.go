package metadata

import (
	"regexp"
	"strconv"
)

// German and Swiss pages print a day with a two-digit year under the
// headline, in a byline or after "Stand:" ("28.01.22", "Stand:
// 03.02.21"): trafilatura-dev holds it on some 20 pages. Only the
// dotted form with two digits in each part is read, day first as German
// writes it, so that version numbers ("SeaMonkey 1.1.11", "Nr.
// 1.1.12") and dotted runs ("2.0.0.16") stay what they are; a part that
// goes on with a dot and a digit, or comes after one, is no date.

// shortDate matches DD.MM.YY not inside a longer dotted number.
var shortDate = regexp.MustCompile(`(?:^|[^0-9.])(\d{2})\.(\d{2})\.(\d{2})(?:[^0-9.]|\.[^0-9]|\.?$)`)

// shortYearPivot splits the two-digit years between the centuries: 90 to
// 99 are the 1990s (minYear is 1990), the rest this century.
const shortYearPivot = 90

// parseShortDate returns the ISO day of the first DD.MM.YY date in s,
// or "".
func parseShortDate(s string) string {
	m := shortDate.FindStringSubmatch(s)
	if m == nil {
		return ""
	}
	y, _ := strconv.Atoi(m[3])
	if y < shortYearPivot {
		y += 2000
	} else {
		y += 1900
	}
	return ymd(strconv.Itoa(y), m[2], m[1])
}
