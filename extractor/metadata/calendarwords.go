package metadata

import (
	"strings"

	"folio/extractor/internal/monthnames"
)

// The words of a date that are not numbers: month and weekday names, and
// the prepositions that lead into a date after a byline's name ("Marie
// Dubois, le mercredi 28 novembre", "Von Hans Müller am 28.11.2026").
// cleanAuthor cuts a byline at the date's first digit; the words before
// that digit are the date's, not the name's.

// latinWeekdays are the weekday names of the Latin-script languages whose
// bylines latinBylines reads, lower-case, and Polish, whose labelled
// bylines ("Autor: …") carry them too. English is isCalendarWord's
// prefix test. Names that are also surnames ("Domingo", "Sobota", "Sabato") are
// left out: a name that ends in one would lose it.
var latinWeekdays = map[string]bool{
	// German
	"montag": true, "dienstag": true, "mittwoch": true, "donnerstag": true, "freitag": true,
	"samstag": true, "sonnabend": true, "sonntag": true,
	// French
	"lundi": true, "mardi": true, "mercredi": true, "jeudi": true, "vendredi": true, "samedi": true, "dimanche": true,
	// Spanish
	"lunes": true, "martes": true, "miércoles": true, "jueves": true, "viernes": true, "sábado": true,
	// Italian
	"lunedì": true, "martedì": true, "mercoledì": true, "giovedì": true, "venerdì": true, "domenica": true,
	// Portuguese
	"segunda-feira": true, "terça-feira": true, "quarta-feira": true, "quinta-feira": true, "sexta-feira": true,
	// Dutch
	"maandag": true, "dinsdag": true, "woensdag": true, "donderdag": true, "vrijdag": true, "zaterdag": true, "zondag": true,
	// Polish
	"poniedziałek": true, "wtorek": true, "środa": true, "czwartek": true, "piątek": true, "niedziela": true,
}

// datePreposition are the words that lead into a date after a name, in
// the languages of latinWeekdays: "le" (French), "am" and "den"
// (German), "el" (Spanish), "il" (Italian), "em" (Portuguese), "op"
// (Dutch), "dnia" (Polish). English "on" and "at" are bylineStops.
var datePreposition = map[string]bool{
	"le": true, "am": true, "den": true, "el": true, "il": true, "em": true, "op": true, "dnia": true,
}

// isCalendarWord reports whether s is only a month or weekday name, what is
// left of a byline that held nothing but a date. A month that is a name
// or a word elsewhere (monthnames.Homonym: "Maja" is a first name) is
// none alone.
func isCalendarWord(s string) bool {
	w := strings.ToLower(strings.Trim(s, ".,"))
	if strings.ContainsRune(w, ' ') || len(w) < 3 {
		return false
	}
	if _, ok := monthnames.Homonym(w); ok {
		return false
	}
	if _, named := monthnames.Latin(w); monthNum(w) > 0 && (len(w) <= 4 || named || strings.Contains(fullMonths, w)) {
		return true
	}
	if latinWeekdays[w] {
		return true
	}
	switch w[:3] {
	case "mon", "tue", "wed", "thu", "fri", "sat", "sun":
		return len(w) <= 3 || strings.HasSuffix(w, "day") || strings.HasSuffix(w, ".")
	}
	return false
}

const fullMonths = "january february march april may june july august september october november december"
