package metadata

import "strings"

// labelledName returns the name another byline element holds when a, the
// first byline, is that name with label words run in before it: "Insights
// from Liza Burke", whose <span> of its own holds "Liza Burke". The
// element that holds only the name says where the name starts; the words
// before it are a label when one of them is lower-case ("from"), while
// capitalised words are the name's own ("Mary Ann Evans" beside "Ann
// Evans"). wcxb-dev: +1 page, none lost.
func labelledName(s *signals, a string) string {
	if strings.Contains(a, ", ") {
		return a
	}
	for _, b := range s.bylines {
		n := cleanAuthor(b)
		if wordCount(n) >= 2 && wordCount(n) < wordCount(a) && strings.HasSuffix(a, " "+n) && !capitalisedWords(a[:len(a)-len(n)-1]) {
			return n
		}
	}
	return a
}
