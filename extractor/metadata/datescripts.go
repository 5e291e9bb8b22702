package metadata

import (
	"regexp"
	"strconv"
	"strings"
	"unicode/utf8"

	"folio/extractor/internal/dom"
	"folio/extractor/internal/monthnames"
)

// Dates written with month names in the scripts that dayMonth's Latin
// names do not cover: Russian and Ukrainian ("27 ноября 2026", "27
// листопада 2026", the genitive dates use), Arabic ("27 نوفمبر 2026",
// also in Arabic-Indic digits), Hebrew ("27 בנובמבר 2026", the month
// after the preposition ב), Hindi ("27 नवंबर 2026") and Thai ("27 พ.ย.
// 2569", full or abbreviated, in the Buddhist era), and Korean's
// "2026년 11월 27일", the counterpart of cjkDate. Without them a page
// that prints its date only in its byline had none.
var (
	// scriptDayMonth: a day, a word of letters (and the dots of Thai
	// abbreviations), a comma (Latin or Arabic) or Thai's era mark "พ.ศ.",
	// a year.
	scriptDayMonth = regexp.MustCompile(`(\d{1,2})\s+([\p{L}\p{M}.]+)\s*[,،]?\s+(?:พ\.ศ\.\s*)?(\d{4})`)
	// koDate: "2026년 11월 27일".
	koDate = regexp.MustCompile(`(\d{4})\s*년\s*(\d{1,2})\s*월\s*(\d{1,2})\s*일`)
)

// buddhistEra is how many years the Thai calendar counts ahead.
const buddhistEra = 543

// nativeDigits reads Arabic-Indic, Persian, Devanagari and Thai digits as
// ASCII ones.
var nativeDigits = strings.NewReplacer(
	"٠", "0", "١", "1", "٢", "2", "٣", "3", "٤", "4", "٥", "5", "٦", "6", "٧", "7", "٨", "8", "٩", "9",
	"۰", "0", "۱", "1", "۲", "2", "۳", "3", "۴", "4", "۵", "5", "۶", "6", "۷", "7", "۸", "8", "۹", "9",
	"०", "0", "१", "1", "२", "2", "३", "3", "४", "4", "५", "5", "६", "6", "७", "7", "८", "8", "९", "9",
	"๐", "0", "๑", "1", "๒", "2", "๓", "3", "๔", "4", "๕", "5", "๖", "6", "๗", "7", "๘", "8", "๙", "9")

// asciiDigits returns s with nativeDigits read as ASCII, s itself (no
// copy) when it has none.
func asciiDigits(s string) string {
	if !strings.ContainsFunc(s, isNativeDigit) {
		return s
	}
	return nativeDigits.Replace(s)
}

// isNativeDigit reports whether r is a digit nativeDigits reads.
func isNativeDigit(r rune) bool {
	return r >= 0x660 && r <= 0x669 || r >= 0x6F0 && r <= 0x6F9 || r >= 0x966 && r <= 0x96F || r >= 0xE50 && r <= 0xE59
}

// buddhistYearIndex returns the index of the first year of the Buddhist
// era (25xx) not inside a longer number, or -1: yearIndex's counterpart
// for Thai text, which dateInText searches when no 19xx or 20xx date is
// found.
func buddhistYearIndex(s string) int {
	for i := 0; i+4 <= len(s); i++ {
		if s[i] == '2' && s[i+1] == '5' && dom.ASCIIDigit(s[i+2]) && dom.ASCIIDigit(s[i+3]) &&
			(i == 0 || !dom.ASCIIDigit(s[i-1])) && (i+4 == len(s) || !dom.ASCIIDigit(s[i+4])) {
			return i
		}
	}
	return -1
}

// hasThai reports whether s holds a Thai letter (U+0E00..U+0E7F, whose
// UTF-8 starts with E0 B8 or E0 B9).
func hasThai(s string) bool {
	return strings.Contains(s, "\xe0\xb8") || strings.Contains(s, "\xe0\xb9")
}

// parseScriptDate reads a date of scriptDayMonth or koDate in s, or "".
func parseScriptDate(s string) string {
	if m := koDate.FindStringSubmatch(s); m != nil {
		return ymd(m[1], m[2], m[3])
	}
	s = asciiDigits(s)
	for _, m := range scriptDayMonth.FindAllStringSubmatch(s, 4) {
		if d := scriptDMY(m); d != "" {
			return d
		}
	}
	return ""
}

// scriptDMY formats a match of scriptDayMonth (day, month name, year), or
// returns "" when the word is no month (monthnames.Script: the month names
// the prune stage reads datelines by too).
func scriptDMY(m []string) string {
	name := strings.ToLower(m[2])
	mo, ok := monthnames.Script(name)
	if !ok {
		return ""
	}
	y, _ := strconv.Atoi(m[3])
	if y > maxYear && thai(name) { // a year of the Buddhist era
		y -= buddhistEra
	}
	return ymd(strconv.Itoa(y), strconv.Itoa(mo), m[1])
}

// thai reports whether s starts with a letter of the Thai block.
func thai(s string) bool {
	r, _ := utf8.DecodeRuneInString(s)
	return r >= 0x0e00 && r <= 0x0e7f
}

// isASCII reports whether s is all ASCII: no date of scriptDayMonth.
func isASCII(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] >= utf8.RuneSelf {
			return false
		}
	}
	return true
}
