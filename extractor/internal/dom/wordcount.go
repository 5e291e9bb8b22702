package dom

// WordCount is the number of words of s: its runs of non-space bytes, plus
// one per cjkCharsPerWord characters of the CJK block.
//
// Chinese and Japanese are written without spaces, so counting spaces made
// a 500-character paragraph one to a dozen words, and the prune stage's
// "short paragraph" rules took an article for a line of boilerplate
// (readability-testpages: a Yahoo! Japan news story came out empty, its
// one paragraph, broken by <br>s into nine "words", cut as an app promotion
// for naming the App Store). A Chinese word averages 1.5-2 characters, and
// two characters are six bytes of UTF-8, an English word and its space.
// Hangul is left out: Korean is written with spaces.
func WordCount(s string) int {
	words, cjk := 0, 0
	in := false
	for i := 0; i < len(s); i++ {
		switch c := s[i]; {
		case c == ' ' || c == '\n' || c == '\t' || c == '\r' || c == '\f':
			in = false
			continue
		case cjkLead(c):
			cjk++
		}
		if !in {
			words++
			in = true
		}
	}
	return words + cjk/cjkCharsPerWord
}

// cjkCharsPerWord is how many CJK characters count as one word.
const cjkCharsPerWord = 2

// cjkLead reports whether b opens the three-byte UTF-8 form of a rune in
// U+3000..U+9FFF: CJK punctuation, kana and the unified ideographs.
func cjkLead(b byte) bool { return b >= 0xe3 && b <= 0xe9 }
