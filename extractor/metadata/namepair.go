package metadata

import "strings"

// pairSeparators are the separators cutBylineTail cuts a byline at that can
// also join two names in one credit.
var pairSeparators = []string{" | ", " - ", " – ", " — ", " / "}

// namePair returns v whole when it is two names joined by one separator,
// each a clean capitalised name on its own: a person and their site
// ("Laura / House Plant House"), a company and its team ("GURUS -
// Drupal"). cutBylineTail would keep only the first, taking the second
// for a date, a role or a share bar; but when an author tag or byline
// element holds just the two names, the page credits both, and the wcxb
// annotators copy such credits whole. A lower-case second part is a role
// ("Eliz - Product marketer") and is still cut. Measured on wcxb-dev:
// author 85.7% -> 85.9% (2 pages gain, none lose; readability unchanged).
func namePair(v string) (string, bool) {
	v = clean(v)
	for _, sep := range pairSeparators {
		a, b, ok := strings.Cut(v, sep)
		if !ok || strings.Contains(b, sep) {
			continue
		}
		a, b = strings.TrimSpace(a), strings.TrimSpace(b)
		if a == "" || b == "" || cleanAuthor(a) != a || cleanAuthor(b) != b || !capitalisedWords(a) || !capitalisedWords(b) {
			continue
		}
		return a + sep + b, true
	}
	return "", false
}

// cleanCredit is cleanAuthor for a value that is a whole credit (an author
// meta tag, a byline element): a name pair stays whole.
func cleanCredit(v string) string {
	if p, ok := namePair(v); ok {
		return p
	}
	return cleanAuthor(v)
}
