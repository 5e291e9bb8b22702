// Package monthnames holds the month names of the scripts whose dates the
// Latin month lists do not read: Russian and Ukrainian (genitive, as dates
// write them), Arabic, Hebrew, Hindi and Thai. Metadata reads a page's
// date with them, and the prune stage reads a dateline by them: one list,
// so a month one of them learns the other knows too.
//
//	if m, ok := monthnames.Script("ноября"); ok {
//		// m == 11
//	}
package monthnames
