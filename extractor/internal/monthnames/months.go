package monthnames

import "strings"

// names are the month names, lower-case, as dates write them. Thai's
// abbreviations are written here with their dots; Script reads a word
// with its final dot or without it.
var names = map[string]int{
	// Russian, genitive
	"января": 1, "февраля": 2, "марта": 3, "апреля": 4, "мая": 5, "июня": 6,
	"июля": 7, "августа": 8, "сентября": 9, "октября": 10, "ноября": 11, "декабря": 12,
	// Ukrainian, genitive
	"січня": 1, "лютого": 2, "березня": 3, "квітня": 4, "травня": 5, "червня": 6,
	"липня": 7, "серпня": 8, "вересня": 9, "жовтня": 10, "листопада": 11, "грудня": 12,
	// Greek, genitive ("28 Νοεμβρίου 2026")
	"ιανουαρίου": 1, "φεβρουαρίου": 2, "μαρτίου": 3, "απριλίου": 4, "μαΐου": 5, "ιουνίου": 6,
	"ιουλίου": 7, "αυγούστου": 8, "σεπτεμβρίου": 9, "οκτωβρίου": 10, "νοεμβρίου": 11, "δεκεμβρίου": 12,
	// Arabic, the names of Egypt and the Gulf, with and without hamza
	"يناير": 1, "فبراير": 2, "مارس": 3, "أبريل": 4, "ابريل": 4, "إبريل": 4, "مايو": 5,
	"يونيو": 6, "يونيه": 6, "يوليو": 7, "يوليه": 7, "أغسطس": 8, "اغسطس": 8,
	"سبتمبر": 9, "أكتوبر": 10, "اكتوبر": 10, "نوفمبر": 11, "ديسمبر": 12,
	// Hebrew (dates put the preposition ב before them: Script reads both)
	"ינואר": 1, "פברואר": 2, "מרץ": 3, "מרס": 3, "אפריל": 4, "מאי": 5, "יוני": 6,
	"יולי": 7, "אוגוסט": 8, "ספטמבר": 9, "אוקטובר": 10, "נובמבר": 11, "דצמבר": 12,
	// Hindi, both spellings in use
	"जनवरी": 1, "फ़रवरी": 2, "फरवरी": 2, "मार्च": 3, "अप्रैल": 4, "मई": 5, "जून": 6,
	"जुलाई": 7, "अगस्त": 8, "सितंबर": 9, "सितम्बर": 9, "अक्टूबर": 10, "अक्तूबर": 10,
	"नवंबर": 11, "नवम्बर": 11, "दिसंबर": 12, "दिसम्बर": 12,
	// Thai, full and abbreviated
	"มกราคม": 1, "กุมภาพันธ์": 2, "มีนาคม": 3, "เมษายน": 4, "พฤษภาคม": 5, "มิถุนายน": 6,
	"กรกฎาคม": 7, "สิงหาคม": 8, "กันยายน": 9, "ตุลาคม": 10, "พฤศจิกายน": 11, "ธันวาคม": 12,
	"ม.ค.": 1, "ก.พ.": 2, "มี.ค.": 3, "เม.ย.": 4, "พ.ค.": 5, "มิ.ย.": 6,
	"ก.ค.": 7, "ส.ค.": 8, "ก.ย.": 9, "ต.ค.": 10, "พ.ย.": 11, "ธ.ค.": 12,
}

// Script returns the month (1 to 12) the lower-case word w names in one
// of the scripts above, and whether it names one. A Hebrew month may
// carry its preposition ("בנובמבר"), and a Thai abbreviation may have
// lost its final dot ("พ.ย", as a tokenizer that trims dots leaves it).
func Script(w string) (int, bool) {
	if m, ok := names[w]; ok {
		return m, true
	}
	if m, ok := names[w+"."]; ok && strings.Contains(w, ".") {
		return m, true
	}
	if h, ok := strings.CutPrefix(w, "ב"); ok {
		m, ok := names[h]
		return m, ok
	}
	return 0, false
}
