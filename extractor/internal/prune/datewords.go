package prune

// The words of dates and times, read by the datelines rule (a line that
// is only a date or a byline) and by setOffNotes (a note dated by the
// story, not an appeal): one home, so both read a date the same way.

import (
	"strings"

	"folio/extractor/internal/monthnames"
)

// isMonth reports whether the lower-case word w is a month's name in a
// Latin-script language (monthnames.Latin).
func isMonth(w string) bool {
	_, ok := monthnames.Latin(w)
	return ok
}

// numericDate reports whether the numeric word w is a time ("10:02"), a
// date ("11/20/2019", "2019-11-20") or a year; "5/16" and "4.48" are
// measures. A dotted date ("12.03.2022") is not read here: a German shop
// or deal page labels its dates in short lines ("Einsendeschluss:
// 03.11.2019 (Poststempel)") that the datelines rule would cut, and
// trafilatura-dev lost such a line (F1 0.9533 -> 0.9529) and gained no
// dateline. datedNote reads dotted dates (dottedDate).
func numericDate(w string) bool {
	switch {
	case strings.Contains(w, ":"):
		return colonTime(w)
	case strings.Count(w, "/") == 2 || strings.Count(w, "-") == 2:
		return true
	case strings.ContainsFunc(w, cjkDateMark): // "2026年11月27日"
		return true
	case len(w) == 4 && (strings.HasPrefix(w, "19") || strings.HasPrefix(w, "20")):
		return true
	}
	return false
}

// dayNumber reports whether w is a day of the month: one or two digits,
// 1 to 31.
func dayNumber(w string) bool {
	return len(w) >= 1 && len(w) <= 2 && allDigits(w) && w != "0" && w != "00" && (len(w) == 1 || w < "32")
}

// isNumeric reports whether w is digits with date or time separators
// ("19", "2019", "11/20/2019", "10:02", "2019-11-20", "2026年11月27日").
func isNumeric(w string) bool {
	digits := 0
	for _, r := range w {
		switch {
		case r >= '0' && r <= '9':
			digits++
		case r == ':' || r == '/' || r == '.' || r == '-' || cjkDateMark(r):
		default:
			return false
		}
	}
	return digits > 0
}

// wholeDate reports whether the words of a lead-in name a day, a time or
// a month of a year, not a year alone: a time or a numeric date other than
// a bare year ("16:45", "5/4/2022", "12.03.2022"), or a month beside a
// day's number or a year ("3. Mai 2022", "May 3", "March 2024").
func wholeDate(words []string) bool {
	month, dayOrYear := false, false
	for _, w := range words {
		w = strings.Trim(w, ".,;()-")
		switch {
		case isMonth(w):
			month = true
		case !isNumeric(w):
		case numericDate(w) && !bareYear(w) || dottedDate(w):
			return true
		case dayNumber(w) || bareYear(w):
			dayOrYear = true
		}
	}
	return month && dayOrYear
}

// dottedDate reports whether w is a day, a month and a four-digit year
// joined by dots: "12.03.2022", "1.4.2022".
func dottedDate(w string) bool {
	d, rest, ok := strings.Cut(w, ".")
	if !ok {
		return false
	}
	m, y, ok := strings.Cut(rest, ".")
	return ok && dayNumber(d) && dayNumber(m) && (len(m) == 1 || m <= "12") && bareYear(y) &&
		(strings.HasPrefix(y, "19") || strings.HasPrefix(y, "20"))
}

// bareYear reports whether the numeric word w is four digits: a year.
func bareYear(w string) bool {
	return len(w) == 4 && allDigits(w)
}

// clockTime reports whether the words of a lead-in hold a time written
// the French way, hours and minutes around an "h": "16 h 45", "16h45",
// "9 h" (isDateline reads "16:45"; this form has no colon to read).
func clockTime(words []string) bool {
	for k, w := range words {
		w = strings.Trim(w, ".,;()-")
		h, m, ok := strings.Cut(w, "h")
		switch {
		case ok && hours(h) && (m == "" || minutes(m)):
			return true
		case hours(w) && k+1 < len(words) && words[k+1] == "h":
			return true
		}
	}
	return false
}

// hours reports whether s is an hour of the day, one or two digits.
func hours(s string) bool {
	return len(s) >= 1 && len(s) <= 2 && allDigits(s) && (len(s) == 1 || s < "24")
}

// minutes reports whether s is two digits of minutes.
func minutes(s string) bool {
	return len(s) == 2 && allDigits(s) && s < "60"
}

// allDigits reports whether s is ASCII digits only ("" counts: callers
// check the length).
func allDigits(s string) bool {
	return strings.Trim(s, "0123456789") == ""
}

// colonTime reports whether w, a number with a colon, reads as a time of
// day: minutes (and seconds) of two digits after the colons ("10:02",
// "9:30", "10:02:33"). A match's score ("Ergebnis: 3:1", "Wynik: 2:1")
// has one digit, and a report that gives it is no dateline.
func colonTime(w string) bool {
	parts := strings.Split(w, ":")
	for _, p := range parts[1:] {
		if p != "" && !minutes(p) {
			return false
		}
	}
	return true // a colon after a number ("2025:") is read as before
}
