package monthnames

// latin are the month names of the Latin-script languages, lower-case,
// as dates write them: full names and the abbreviations pages print
// (with or without their dot, which Latin's callers trim). Ambiguous
// words are here as months ("may", "mar", "ago", "marca"): a caller
// reads them as dates only beside a day or a year.
var latin = map[string]int{
	// English
	"january": 1, "february": 2, "march": 3, "april": 4, "may": 5, "june": 6,
	"july": 7, "august": 8, "september": 9, "october": 10, "november": 11, "december": 12,
	"jan": 1, "feb": 2, "mar": 3, "apr": 4, "jun": 6, "jul": 7, "aug": 8, "sep": 9, "sept": 9,
	"oct": 10, "nov": 11, "dec": 12,
	// German
	"januar": 1, "februar": 2, "märz": 3, "mai": 5, "juni": 6, "juli": 7, "oktober": 10, "dezember": 12,
	"okt": 10, "dez": 12,
	// French
	"janvier": 1, "février": 2, "mars": 3, "avril": 4, "juin": 6, "juillet": 7, "août": 8,
	"septembre": 9, "octobre": 10, "novembre": 11, "décembre": 12,
	"janv": 1, "févr": 2, "avr": 4, "juil": 7, "déc": 12,
	// Spanish ("setiembre" in the Americas; "ago" abbreviates agosto in
	// Spanish, Italian and Portuguese)
	"enero": 1, "febrero": 2, "marzo": 3, "abril": 4, "mayo": 5, "junio": 6, "julio": 7, "agosto": 8,
	"septiembre": 9, "setiembre": 9, "octubre": 10, "noviembre": 11, "diciembre": 12,
	"ago": 8,
	// Italian
	"gennaio": 1, "febbraio": 2, "maggio": 5, "giugno": 6, "luglio": 7, "settembre": 9, "ottobre": 10,
	"dicembre": 12, "aprile": 4,
	// Portuguese
	"janeiro": 1, "fevereiro": 2, "março": 3, "maio": 5, "junho": 6, "julho": 7, "setembro": 9,
	"outubro": 10, "novembro": 11, "dezembro": 12,
	// Dutch and Indonesian
	"januari": 1, "februari": 2, "maart": 3, "maret": 3, "mei": 5, "augustus": 8, "agustus": 8,
	"desember": 12,
	// Polish, in the genitive that dates use ("26 listopada 2025")
	"stycznia": 1, "lutego": 2, "marca": 3, "kwietnia": 4, "maja": 5, "czerwca": 6, "lipca": 7,
	"sierpnia": 8, "września": 9, "października": 10, "listopada": 11, "grudnia": 12,
	// Turkish
	"ocak": 1, "şubat": 2, "mart": 3, "nisan": 4, "mayıs": 5, "haziran": 6, "temmuz": 7, "ağustos": 8,
	"eylül": 9, "ekim": 10, "kasım": 11, "aralık": 12,
	// Czech, in the genitive that dates use ("28. listopadu 2026")
	"ledna": 1, "února": 2, "března": 3, "dubna": 4, "května": 5, "června": 6, "července": 7, "srpna": 8,
	"září": 9, "října": 10, "listopadu": 11, "prosince": 12,
	// Romanian ("mai" and "august" are above)
	"ianuarie": 1, "februarie": 2, "martie": 3, "aprilie": 4, "iunie": 6, "iulie": 7, "septembrie": 9,
	"octombrie": 10, "noiembrie": 11, "decembrie": 12,
	// Hungarian, full and abbreviated ("november", "december", "jan",
	// "aug", "okt", "nov" and "dec" are above): dates put the year
	// first ("2024. május 3.")
	"január": 1, "február": 2, "március": 3, "április": 4, "május": 5, "június": 6, "július": 7,
	"augusztus": 8, "szeptember": 9, "október": 10,
	"febr": 2, "márc": 3, "ápr": 4, "máj": 5, "jún": 6, "júl": 7, "szept": 9,
}

// Latin returns the month (1 to 12) the lower-case word w names in a
// Latin-script language, full or abbreviated, and whether it names one.
func Latin(w string) (int, bool) {
	m, ok := latin[w]
	return m, ok
}

// homonyms are the months of latin that are everyday words or names in
// other languages, each with the language (ISO 639-1) whose month it is:
// Polish "marca" (of March) is "brand" in Italian, Spanish and
// Portuguese ("Top 10 marca de coches"), and Polish "maja" (of May) is a
// first name; Turkish "mart" (March) is an English word, "Nisan" and
// "Kasım" are first names. The English "may", "mar" and "ago" are not here: English
// pages write their dates with them, and the callers read "ago" as the
// English word first.
var homonyms = map[string]string{"marca": "pl", "maja": "pl", "mart": "tr", "nisan": "tr", "kasım": "tr"}

// Homonym returns the language whose month the lower-case word w names
// when w is also an everyday word or a name in other languages (Polish
// "marca", "maja"), and whether it is one. A caller reads such a word as a
// month on a page in that language, or beside both a day and a year
// ("5 maja 2024"), not on its own or beside a lone number.
func Homonym(w string) (lang string, ok bool) {
	lang, ok = homonyms[w]
	return lang, ok
}
