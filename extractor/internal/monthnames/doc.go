// Package monthnames holds the month names dates are written with: those
// of the Latin-script languages, full and abbreviated (Latin), and those
// of the other scripts (Script): Russian, Ukrainian and Greek (genitive,
// as dates write them), Arabic, Hebrew, Hindi and Thai. Metadata reads a
// page's date and trims a byline's date with them, and the prune stage
// reads a dateline by them: one list, so a month one of them learns the
// other knows too.
//
//	if m, ok := monthnames.Script("ноября"); ok {
//		// m == 11
//	}
//	if m, ok := monthnames.Latin("listopada"); ok {
//		// m == 11
//	}
package monthnames
