// Package monthnames holds the month names dates are written with: those
// of the Latin-script languages, full and abbreviated (Latin), and those
// of the other scripts (Script): Russian, Ukrainian and Greek (genitive,
// as dates write them), Arabic, Hebrew, Hindi and Thai. Metadata reads a
// page's date and trims a byline's date with them, and the prune stage
// reads a dateline by them: one list, so a month one of them learns the
// other knows too. The reader writes a page's date with the same names,
// in the page's language (Write), and finds it among the ways languages
// write a day (Written) where a page already shows it.
//
//	if m, ok := monthnames.Script("ноября"); ok {
//		// m == 11
//	}
//	if m, ok := monthnames.Latin("listopada"); ok {
//		// m == 11
//	}
//	d, _ := monthnames.Write("de", 2024, 5, 3) // "3. Mai 2024"
package monthnames
