package monthnames

import (
	"strconv"
	"strings"
)

// A style is how a language's pages write a day: its month names as a
// date uses them (the genitive where the language declines them:
// Polish "3 maja", Russian "3 мая"), capitalised as in running text, and
// the words around them. Every name is one Latin or Script reads
// (TestStylesRead), so what the reader writes the extractor reads back.
type style struct {
	// layout writes a date: {d} the day, {m} the month's name, {n} its
	// number, {y} the year.
	layout string
	months [12]string
	// first is how the language writes the first day of a month when
	// not as a plain 1 (French "1er mai").
	first string
	// era is added to the Gregorian year: Thai pages count years in the
	// Buddhist era ("3 พฤษภาคม 2567"); some write the Gregorian year.
	era int
}

// styles are the languages, by ISO 639-1 code, whose dates Folio writes
// in their words; CLDR's long date forms without the weekday.
var styles = map[string]style{
	"en": {layout: "{d} {m} {y}", months: [12]string{"January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"}},
	"de": {layout: "{d}. {m} {y}", months: [12]string{"Januar", "Februar", "März", "April", "Mai", "Juni", "Juli", "August", "September", "Oktober", "November", "Dezember"}},
	"fr": {layout: "{d} {m} {y}", first: "1er", months: [12]string{"janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août", "septembre", "octobre", "novembre", "décembre"}},
	"es": {layout: "{d} de {m} de {y}", months: [12]string{"enero", "febrero", "marzo", "abril", "mayo", "junio", "julio", "agosto", "septiembre", "octubre", "noviembre", "diciembre"}},
	"it": {layout: "{d} {m} {y}", months: [12]string{"gennaio", "febbraio", "marzo", "aprile", "maggio", "giugno", "luglio", "agosto", "settembre", "ottobre", "novembre", "dicembre"}},
	"pt": {layout: "{d} de {m} de {y}", months: [12]string{"janeiro", "fevereiro", "março", "abril", "maio", "junho", "julho", "agosto", "setembro", "outubro", "novembro", "dezembro"}},
	"nl": {layout: "{d} {m} {y}", months: [12]string{"januari", "februari", "maart", "april", "mei", "juni", "juli", "augustus", "september", "oktober", "november", "december"}},
	"id": {layout: "{d} {m} {y}", months: [12]string{"Januari", "Februari", "Maret", "April", "Mei", "Juni", "Juli", "Agustus", "September", "Oktober", "November", "Desember"}},
	"pl": {layout: "{d} {m} {y}", months: [12]string{"stycznia", "lutego", "marca", "kwietnia", "maja", "czerwca", "lipca", "sierpnia", "września", "października", "listopada", "grudnia"}},
	"cs": {layout: "{d}. {m} {y}", months: [12]string{"ledna", "února", "března", "dubna", "května", "června", "července", "srpna", "září", "října", "listopadu", "prosince"}},
	"tr": {layout: "{d} {m} {y}", months: [12]string{"Ocak", "Şubat", "Mart", "Nisan", "Mayıs", "Haziran", "Temmuz", "Ağustos", "Eylül", "Ekim", "Kasım", "Aralık"}},
	"hu": {layout: "{y}. {m} {d}.", months: [12]string{"január", "február", "március", "április", "május", "június", "július", "augusztus", "szeptember", "október", "november", "december"}},
	"ro": {layout: "{d} {m} {y}", months: [12]string{"ianuarie", "februarie", "martie", "aprilie", "mai", "iunie", "iulie", "august", "septembrie", "octombrie", "noiembrie", "decembrie"}},
	"ru": {layout: "{d} {m} {y}", months: [12]string{"января", "февраля", "марта", "апреля", "мая", "июня", "июля", "августа", "сентября", "октября", "ноября", "декабря"}},
	"uk": {layout: "{d} {m} {y}", months: [12]string{"січня", "лютого", "березня", "квітня", "травня", "червня", "липня", "серпня", "вересня", "жовтня", "листопада", "грудня"}},
	"el": {layout: "{d} {m} {y}", months: [12]string{"Ιανουαρίου", "Φεβρουαρίου", "Μαρτίου", "Απριλίου", "Μαΐου", "Ιουνίου", "Ιουλίου", "Αυγούστου", "Σεπτεμβρίου", "Οκτωβρίου", "Νοεμβρίου", "Δεκεμβρίου"}},
	"ar": {layout: "{d} {m} {y}", months: [12]string{"يناير", "فبراير", "مارس", "أبريل", "مايو", "يونيو", "يوليو", "أغسطس", "سبتمبر", "أكتوبر", "نوفمبر", "ديسمبر"}},
	"he": {layout: "{d} ב{m} {y}", months: [12]string{"ינואר", "פברואר", "מרץ", "אפריל", "מאי", "יוני", "יולי", "אוגוסט", "ספטמבר", "אוקטובר", "נובמבר", "דצמבר"}},
	"hi": {layout: "{d} {m} {y}", months: [12]string{"जनवरी", "फ़रवरी", "मार्च", "अप्रैल", "मई", "जून", "जुलाई", "अगस्त", "सितंबर", "अक्टूबर", "नवंबर", "दिसंबर"}},
	"th": {layout: "{d} {m} {y}", era: 543, months: [12]string{"มกราคม", "กุมภาพันธ์", "มีนาคม", "เมษายน", "พฤษภาคม", "มิถุนายน", "กรกฎาคม", "สิงหาคม", "กันยายน", "ตุลาคม", "พฤศจิกายน", "ธันวาคม"}},
	// No month names: the numbers with the signs for year, month and day.
	"ja": {layout: "{y}年{n}月{d}日"},
	"zh": {layout: "{y}年{n}月{d}日"},
	"ko": {layout: "{y}년 {n}월 {d}일"},
}

// Write writes day d of month m (1 to 12) in year y as pages in the
// language lang (ISO 639-1, lower-case) write it: "3. Mai 2024" in
// German, "3 de mayo de 2024" in Spanish, "2024年5月3日" in Japanese; and
// whether lang is one Folio writes dates in.
func Write(lang string, y, m, d int) (string, bool) {
	s, ok := styles[lang]
	if !ok || m < 1 || m > 12 {
		return "", false
	}
	day := strconv.Itoa(d)
	if d == 1 && s.first != "" {
		day = s.first
	}
	return s.write(y+s.era, m, day), true
}

// monthFirst is WordPress's default date format, "F j, Y", which blogs
// in every language keep with their own month names ("März 7, 2018").
const monthFirst = "{m} {d}, {y}"

// Written returns the forms, lower-case, in which the languages above
// write day d of month m in year y, each with its day as Write writes it
// and zero-padded ("03. mai 2024"), and month first (monthFirst): the
// forms a page that already shows its date has it in, whatever its
// language.
func Written(y, m, d int) []string {
	if m < 1 || m > 12 {
		return nil
	}
	var forms []string
	for _, s := range styles {
		days := []string{strconv.Itoa(d), twoDigits(d)}
		if d == 1 && s.first != "" {
			days = append(days, s.first)
		}
		for _, day := range days {
			forms = append(forms, strings.ToLower(s.write(y, m, day)))
			if s.era != 0 {
				forms = append(forms, s.write(y+s.era, m, day))
			}
		}
		if s.months[m-1] != "" {
			wp := style{layout: monthFirst, months: s.months}
			forms = append(forms, strings.ToLower(wp.write(y, m, strconv.Itoa(d))))
		}
	}
	return forms
}

// write fills s's layout with the year y, the month m and the day as
// written; each of the layout's fields is three bytes, "{" a letter "}".
func (s style) write(y, m int, day string) string {
	var b strings.Builder
	for rest := s.layout; rest != ""; {
		open := strings.IndexByte(rest, '{')
		if open < 0 || open+2 >= len(rest) {
			b.WriteString(rest)
			break
		}
		b.WriteString(rest[:open])
		switch rest[open+1] {
		case 'd':
			b.WriteString(day)
		case 'm':
			b.WriteString(s.months[m-1])
		case 'n':
			b.WriteString(strconv.Itoa(m))
		case 'y':
			b.WriteString(strconv.Itoa(y))
		}
		rest = rest[open+3:]
	}
	return b.String()
}

// twoDigits writes n with a leading zero below 10.
func twoDigits(n int) string {
	if n >= 0 && n < 10 {
		return "0" + strconv.Itoa(n)
	}
	return strconv.Itoa(n)
}
