package score

import (
	"strings"
	"unicode"
)

// stopWords are the commonest function words of the languages the issue
// names (English, German, French, Spanish, Italian, Portuguese, Dutch,
// Polish), a handful each, chosen to be frequent in their language and
// rare in the others: words two of them share ("de", "la", "en", "die",
// "das", "del", "una", "con", "que", "para", "por", "do", "na") are left
// out, and so are Polish "i", "w" and "to", which English text holds.
// They guess the language of a page that declares none, for the
// per-language table only: the gym's harness is not linked into the
// reader, and nothing the extractor does depends on the guess.
var stopWords = map[string][]string{
	"en": {"the", "and", "of", "to", "is", "that", "with", "for", "this", "are"},
	"de": {"der", "und", "ist", "nicht", "mit", "sich", "auf", "für", "auch", "wird"},
	"fr": {"les", "et", "des", "est", "une", "pour", "dans", "qui", "pas", "au"},
	"es": {"el", "los", "las", "y", "es", "pero", "muy", "también", "fue", "sus"},
	"it": {"il", "della", "che", "di", "sono", "gli", "anche", "nel", "questo", "perché"},
	"pt": {"os", "não", "uma", "são", "mais", "ao", "às", "também", "pelo", "muito"},
	"nl": {"het", "een", "van", "niet", "zijn", "voor", "ook", "dat", "wordt", "bij"},
	"pl": {"nie", "się", "jest", "że", "jak", "oraz", "są", "przez", "który", "dla"},
}

// stopLang maps each stop word to the languages that list it.
var stopLang = func() map[string][]string {
	m := map[string][]string{}
	for l, ws := range stopWords {
		for _, w := range ws {
			m[w] = append(m[w], l)
		}
	}
	return m
}()

// minStopWords is how many stop words a text needs before GuessLang names a
// language: fewer are too few to tell one language's from another's.
const minStopWords = 10

// GuessLang names the language of text whose stop words (stopWords) are
// most frequent, if that language holds at least minStopWords of them and
// twice as many as the next; otherwise it returns "".
func GuessLang(text string) string {
	counts := map[string]int{}
	for _, w := range strings.FieldsFunc(strings.ToLower(text), func(r rune) bool {
		return !unicode.IsLetter(r)
	}) {
		for _, l := range stopLang[w] {
			counts[l]++
		}
	}
	best, first, second := "", 0, 0
	for l, n := range counts {
		switch {
		case n > first || n == first && l < best:
			best, first, second = l, n, max(first, second)
		case n > second:
			second = n
		}
	}
	if first < minStopWords || first < 2*second {
		return ""
	}
	return best
}
