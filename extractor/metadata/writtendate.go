package metadata

import (
	"strings"
	"time"

	"folio/extractor/internal/dom"
	"folio/extractor/internal/monthnames"
)

// Metadata reports dates in ISO 8601; a reader shows them in words, and
// in the page's language: a German page's byline reads "3. Mai 2024",
// not "3 May 2024". The words are monthnames', the list the extractor
// reads dates with, so what a reader writes the extractor reads back.

// WrittenDate writes the day of iso, a date as Metadata.Published holds
// it, as pages in the language lang (BCP 47, as Metadata.Language holds
// it) write it: "3. Mai 2024" in German, "3 de mayo de 2024" in Spanish,
// "2024年5月3日" in Japanese, and "3 May 2024", a form no reader misreads,
// in a language whose month names Folio does not know. ok is false when
// iso is not an ISO 8601 date.
func WrittenDate(iso, lang string) (date string, ok bool) {
	t, ok := isoDay(iso)
	if !ok {
		return "", false
	}
	primary, _, _ := strings.Cut(strings.ToLower(strings.ReplaceAll(strings.TrimSpace(lang), "_", "-")), "-")
	if d, ok := monthnames.Write(primary, t.Year(), int(t.Month()), t.Day()); ok {
		return d, true
	}
	d, _ := monthnames.Write("en", t.Year(), int(t.Month()), t.Day())
	return d, true
}

// numericDays are the layouts in which pages write a day in numbers or in
// English abbreviations, beside the words of monthnames.Written: ISO,
// the day first with dots (Europe; German pages also with a two-digit
// year, "28.01.22", which shortyear.go reads) and the month first with
// slashes (the United States), English's month first with a comma.
var numericDays = []string{"2006-01-02", "02.01.2006", "2.1.2006", "02.01.06", "01/02/2006", "1/2/2006",
	"January 2, 2006", "Jan 2, 2006", "January 2 2006", "2 Jan 2006"}

// ShowsDate reports whether text shows the day of iso, a date as
// Metadata.Published holds it, in any of the forms pages write dates
// in: a page that keeps "7. Januar 2019" under its headline needs no
// byline to repeat it.
func ShowsDate(text, iso string) bool {
	t, ok := isoDay(iso)
	if !ok || text == "" {
		return false
	}
	lower := strings.ToLower(strings.ReplaceAll(text, "\u00a0", " "))
	for _, layout := range numericDays {
		if holdsDay(lower, strings.ToLower(t.Format(layout))) {
			return true
		}
	}
	for _, form := range monthnames.Written(t.Year(), int(t.Month()), t.Day()) {
		if holdsDay(lower, form) {
			return true
		}
	}
	return false
}

// holdsDay reports whether text holds the written day form with no digit
// on either side: "13. mai 2024" ends with "3. mai 2024" and "12/1/2024"
// with "2/1/2024", but shows another day.
func holdsDay(text, form string) bool {
	for at := 0; form != ""; {
		k := strings.Index(text[at:], form)
		if k < 0 {
			return false
		}
		start, end := at+k, at+k+len(form)
		if (start == 0 || !dom.ASCIIDigit(text[start-1])) && (end == len(text) || !dom.ASCIIDigit(text[end])) {
			return true
		}
		at = start + 1
	}
	return false
}

// isoDay is the day of an ISO 8601 date (2006-01-02 or RFC 3339), or
// false when iso is in another form.
func isoDay(iso string) (time.Time, bool) {
	const layout = "2006-01-02"
	iso = strings.TrimSpace(iso)
	if len(iso) < len(layout) {
		return time.Time{}, false
	}
	t, err := time.Parse(layout, iso[:len(layout)])
	return t, err == nil
}
