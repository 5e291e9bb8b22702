package metadata

import "strings"

// Pages often print their heading twice, once for small screens and once
// for large ones, and the two copies need not agree on typography
// ("Nintendo Switch - OLED Model" beside "Nintendo Switch – OLED Model").
// The similarity test compares words, so the copies tie and the first
// one used to win. The copy that a structured title spells out character
// for character is how the page writes its own name, so it breaks the
// tie.
//
// Measured on wcxb-dev: title 1237 -> 1238 of 1497 (82.6% -> 82.7%:
// Nintendo's OLED model page gains, none lose); readability-testpages,
// author and date unchanged.

// spelledIn reports whether one of the structured titles contains h as
// written, after folding case, quotes and white space.
func spelledIn(h string, cands []string) bool {
	fh := foldTitle(h)
	for _, c := range cands {
		if strings.Contains(foldTitle(c), fh) {
			return true
		}
	}
	return false
}
