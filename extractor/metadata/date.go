package metadata

import (
	"fmt"
	"regexp"
	"strconv"
	"strings"
	"time"

	"folio/extractor/internal/dom"
	"folio/extractor/internal/monthnames"
)

// Published dates are reported in ISO 8601: "2006-01-02" when the source has
// only a day, "2006-01-02T15:04:05-07:00" (RFC 3339, offset as published)
// when it has a time and zone, and "2006-01-02T15:04:05" for a local time.
// The offset is kept rather than converted to UTC so that the date part is
// the publisher's calendar day, which is what the wcxb ground truth records.

// Years outside this window are parse accidents (model numbers, prices).
const (
	minYear = 1990
	maxYear = 2100
)

var (
	// isoDate matches ISO 8601 and its common sloppy variants: a space for
	// the T, no seconds, fractions of any length, +0100 offsets.
	isoDate = regexp.MustCompile(`(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})(?:[T ](\d{1,2}):(\d{2})(?::(\d{2})(?:[.,]\d+)?)?\s*(Z|[+-]\d{2}:?\d{2}|UTC|GMT)?)?`)
	// compactDate matches 20230405 and 20230405T101500Z (schema and DC dumps).
	compactDate = regexp.MustCompile(`^(\d{4})(\d{2})(\d{2})(?:T(\d{2})(\d{2})(\d{2})?(Z)?)?$`)
	// monthDay: "April 5, 2023", "Apr. 5th 2023".
	monthDay = regexp.MustCompile(`(?i)\b(` + monthAlt + `)[a-z]*\.?\s+(\d{1,2})(?:st|nd|rd|th)?,?\s+(\d{4})\b`)
	// dayMonth: "5 April 2023", "5th Apr, 2023", "5. April 2023", the
	// Spanish and Portuguese "5 de abril de 2023", and the DD-MON-YYYY of
	// databases and Spanish CMSs ("04-Aug-2021", "04-ago-2021": +1
	// wcxb-dev page, none lost).
	dayMonth = regexp.MustCompile(`(?i)\b(\d{1,2})(?:st|nd|rd|th|\.)?(?:\s+(?:of\s+|de\s+)?|-)(` + monthAlt + `)[a-z]*\.?,?(?:\s+(?:de\s+|del\s+)?|-)(\d{4})\b`)
	// dmy: "05.04.2023", "05/04/2023" and "05-04-2023", read day first
	// unless that is impossible (most of the non-US web; US pages use the
	// ISO meta tags).
	dmy = regexp.MustCompile(`\b(\d{1,2})[./-](\d{1,2})[./-](\d{4})\b`)
	// cjkDate: "2023年4月5日".
	cjkDate = regexp.MustCompile(`(\d{4})\s*年\s*(\d{1,2})\s*月\s*(\d{1,2})\s*日`)
	// yearMonthDay: "2023 Jan 7", the order of the NLM citation style that
	// Highwire citation_publication_date tags (PubMed, PMC) use.
	yearMonthDay = regexp.MustCompile(`(?i)^(\d{4})\s+(` + monthAlt + `)[a-z]*\.?\s+(\d{1,2})\b`)
	// urlDate: /2023/04/05/ or /2023-04-05- in a path, as WordPress and most
	// news CMSs write them; anything but a digit may follow the day
	// ("/articles/2025-12-15+Rust+GCC").
	urlDate = regexp.MustCompile(`/((?:19|20)\d{2})[/-](\d{1,2})[/-](\d{1,2})(?:[^0-9]|$)`)
)

// monthAlt holds the month names and abbreviations dates are written with,
// as the prefixes the patterns match (monthnames.Latin reads each);
// "ago" is agosto's abbreviation in Spanish, Italian and Portuguese (the
// others that are not prefixes of a listed name, "mag", "set", "out",
// "gen", cut ordinary names and words such as "Magennis" as months).
const monthAlt = `ago|jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec|janv|févr|mars|avr|mai|juin|juil|août|sept|déc|januar|februar|märz|juni|juli|okt|dez|enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|octubre|noviembre|diciembre|` +
	`gennaio|febbraio|maggio|giugno|luglio|settembre|ottobre|dicembre|fevereiro|março|setembro|outubro|setiembre|mei|` +
	`stycznia|lutego|marca|kwietnia|maja|czerwca|lipca|sierpnia|września|października|listopada|grudnia|` +
	`ocak|şubat|mart|nisan|mayıs|haziran|temmuz|ağustos|eylül|ekim|kasım|aralık|` +
	`ledna|února|března|dubna|května|června|července|srpna|září|října|listopadu|prosince|` +
	`ianuarie|februarie|martie|aprilie|iunie|iulie|septembrie|octombrie|noiembrie|decembrie`

// ParseDate reads a date in any of the formats pages use and returns it in
// ISO 8601 (see the package documentation), or "" when s holds no date.
func ParseDate(s string) string {
	s = strings.TrimSpace(s)
	if s == "" || len(s) > 300 {
		return ""
	}
	if m := isoDate.FindStringSubmatch(s); m != nil {
		return isoFrom(m)
	}
	if m := compactDate.FindStringSubmatch(s); m != nil {
		return isoFrom([]string{m[0], m[1], m[2], m[3], m[4], m[5], m[6], m[7]})
	}
	if t, err := time.Parse(time.RFC1123Z, s); err == nil {
		return t.Format(time.RFC3339)
	}
	if t, err := time.Parse(time.RFC1123, s); err == nil {
		return t.Format(time.RFC3339)
	}
	if m := cjkDate.FindStringSubmatch(s); m != nil {
		return ymd(m[1], m[2], m[3])
	}
	if m := monthDay.FindStringSubmatch(s); m != nil {
		return ymd(m[3], strconv.Itoa(monthNum(m[1])), m[2])
	}
	if m := dayMonth.FindStringSubmatch(s); m != nil {
		return ymd(m[3], strconv.Itoa(monthNum(m[2])), m[1])
	}
	if m := yearFirstMonth.FindStringSubmatch(s); m != nil { // yearfirst.go
		return yearFirstDate(m)
	}
	if !isASCII(s) {
		if d := parseScriptDate(s); d != "" { // datescripts.go
			return d
		}
	}
	if m := dmy.FindStringSubmatch(s); m != nil {
		d, mo := m[1], m[2]
		if n, _ := strconv.Atoi(mo); n > 12 {
			d, mo = mo, d
		}
		return ymd(m[3], mo, d)
	}
	if d := parseShortDate(s); d != "" { // shortyear.go
		return d
	}
	if m := yearMonthDay.FindStringSubmatch(s); m != nil {
		return ymd(m[1], strconv.Itoa(monthNum(m[2])), m[3])
	}
	if n, err := strconv.ParseInt(s, 10, 64); err == nil && len(s) >= 10 && len(s) <= 13 {
		// Unix seconds or milliseconds (some JSON-LD and data attributes).
		if len(s) == 13 {
			n /= 1000
		}
		t := time.Unix(n, 0).UTC()
		if t.Year() >= minYear && t.Year() <= maxYear {
			return t.Format(time.RFC3339)
		}
	}
	return ""
}

// dateInURL returns the date in a URL path such as /2023/04/05/slug.
func dateInURL(path string) string {
	if m := urlDate.FindStringSubmatch(path); m != nil {
		return ymd(m[1], m[2], m[3])
	}
	return ""
}

// monthNum returns the month a Latin-script month name or abbreviation
// names (monthnames.Latin), or the month its first three letters
// abbreviate ("Sept.", "Janu"), or 0.
func monthNum(name string) int {
	l := strings.ToLower(name)
	if n, ok := monthnames.Latin(l); ok {
		return n
	}
	if len(l) >= 3 {
		n, _ := monthnames.Latin(l[:3])
		return n
	}
	return 0
}

// ymd validates and formats a calendar day.
func ymd(y, m, d string) string {
	yi, _ := strconv.Atoi(y)
	mi, _ := strconv.Atoi(m)
	di, _ := strconv.Atoi(d)
	if yi < minYear || yi > maxYear || mi < 1 || mi > 12 || di < 1 || di > 31 {
		return ""
	}
	t := time.Date(yi, time.Month(mi), di, 0, 0, 0, 0, time.UTC)
	if t.Day() != di { // 31 February
		return ""
	}
	return t.Format("2006-01-02")
}

// isoFrom formats an isoDate match: year, month, day, hour, minute, second,
// zone.
func isoFrom(m []string) string {
	day := ymd(m[1], m[2], m[3])
	if day == "" || m[4] == "" {
		return day
	}
	h, _ := strconv.Atoi(m[4])
	mi, _ := strconv.Atoi(m[5])
	sec, _ := strconv.Atoi(m[6])
	if h > 23 || mi > 59 || sec > 60 {
		return day
	}
	// Midnight without a zone is how many CMSs write a bare date.
	clock := fmt.Sprintf("%sT%02d:%02d:%02d", day, h, mi, sec)
	switch z := m[7]; {
	case z == "":
		if h == 0 && mi == 0 && sec == 0 {
			return day
		}
		return clock
	case z == "Z" || z == "UTC" || z == "GMT":
		return clock + "Z"
	default:
		z = strings.Replace(z, ":", "", 1)
		return clock + z[:3] + ":" + z[3:]
	}
}

// textDatePatterns are the date shapes searched for in running text, with
// the function that formats a match.
var textDatePatterns = []struct {
	re  *regexp.Regexp
	fmt func(m []string) string
}{
	{isoDate, func(m []string) string { return ymd(m[1], m[2], m[3]) }},
	{monthDay, func(m []string) string { return ymd(m[3], strconv.Itoa(monthNum(m[1])), m[2]) }},
	{dayMonth, func(m []string) string { return ymd(m[3], strconv.Itoa(monthNum(m[2])), m[1]) }},
	{cjkDate, func(m []string) string { return ymd(m[1], m[2], m[3]) }},
	{koDate, func(m []string) string { return ymd(m[1], m[2], m[3]) }}, // datescripts.go
	{scriptDayMonth, scriptDMY},
	{yearFirstMonth, yearFirstDate}, // yearfirst.go
	{dmy, func(m []string) string {
		d, mo := m[1], m[2]
		if n, _ := strconv.Atoi(mo); n > 12 {
			d, mo = mo, d
		}
		return ymd(m[3], mo, d)
	}},
}

// dateInText returns the earliest date written in running text, as
// "2006-01-02", or "". Every date shape but one holds a four-digit year,
// so the regexps run only on a short window around the first year-like
// number; a day with a two-digit year ("28.01.22", shortyear.go) is read
// only when the text holds no other date.
func dateInText(s string) string {
	s = asciiDigits(s)
	if d := dateAroundYears(s, yearIndex); d != "" {
		return d
	}
	if hasThai(s) {
		if d := dateAroundYears(s, buddhistYearIndex); d != "" {
			return d
		}
	}
	return parseShortDate(s)
}

// dateAroundYears returns the earliest date in the windows around the
// first years index finds in s, or "".
func dateAroundYears(s string, index func(string) int) string {
	for off, tries := 0, 0; off < len(s) && tries < 4; tries++ {
		y := index(s[off:])
		if y < 0 {
			return ""
		}
		y += off
		if d := dateInWindow(s[max(0, y-40):min(len(s), y+20)]); d != "" {
			return d
		}
		off = y + 4
	}
	return ""
}

// dateInWindow returns the earliest date in a short piece of text.
func dateInWindow(s string) string {
	best, at := "", len(s)+1
	for _, p := range textDatePatterns {
		loc := p.re.FindStringSubmatchIndex(s)
		if loc == nil || loc[0] >= at {
			continue
		}
		m := make([]string, len(loc)/2)
		for i := range m {
			if loc[2*i] >= 0 {
				m[i] = s[loc[2*i]:loc[2*i+1]]
			}
		}
		if d := p.fmt(m); d != "" {
			best, at = d, loc[0]
		}
	}
	return best
}

// yearIndex returns the index of the first 19xx or 20xx not inside a longer
// number, or -1.
func yearIndex(s string) int {
	for i := 0; i+4 <= len(s); i++ {
		if (s[i] == '1' && s[i+1] == '9' || s[i] == '2' && s[i+1] == '0') && dom.ASCIIDigit(s[i+2]) && dom.ASCIIDigit(s[i+3]) &&
			(i == 0 || !dom.ASCIIDigit(s[i-1])) && (i+4 == len(s) || !dom.ASCIIDigit(s[i+4])) {
			return i
		}
	}
	return -1
}
