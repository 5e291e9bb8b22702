package dom

import (
	"math"
	"unicode"
	"unicode/utf8"
)

// WordCount is the number of words of s, as a WordCounter counts them.
func WordCount(s string) int { return WordsUpTo(s, math.MaxInt) }

// WordsUpTo is the number of words of s, counting no further than limit:
// the rules that bound a line's length ask whether it is over a bound,
// and most lines are read only as far as the bound.
func WordsUpTo(s string, limit int) int {
	var c WordCounter
	c.add(s, limit)
	return min(c.Count(), limit)
}

// WordCounter counts the words of texts read in document order, such as
// the text nodes of a paragraph: the one definition of a word that the
// prune stage's bounds and the Markdown walker's share, so that two
// counts compared (a line against its link, a heading against its cells)
// agree, and a Chinese or Thai paragraph is not one word anywhere. They
// had two counters (runs of non-space bytes here, runs holding a letter
// in prune) that disagreed on "&" and on no-break spaces.
//
// A word is a run of characters between white space (unicode.IsSpace: a
// no-break space parts words as a browser shows them) that holds a letter
// or a digit: an arrow, a bar, an ampersand or a dot set between words
// ("Home › Shop", "Audits & Reviews") is not a word, as WCXB's \w+ tokens
// do not count it either. Scripts written without spaces count by their
// characters as well: Chinese and Japanese (the three-byte UTF-8 runes of
// U+3000..U+9FFF: CJK punctuation, kana and the unified ideographs) one
// word per two characters, since a Chinese word averages 1.5-2 characters;
// Thai, Lao, Khmer and Myanmar one word per four letters (their combining
// vowel and tone marks left out), since their words average four to five
// characters. Counting spaces alone made a 500-character paragraph one to
// a dozen words, and the prune stage's "short line" rules took an article
// for a line of boilerplate (readability-testpages: a Yahoo! Japan story
// came out empty, its one paragraph, broken by <br>s into nine "words",
// cut as an app promotion). Hangul is left out: Korean is written with
// spaces.
//
// The zero WordCounter has counted nothing and stands at a word break.
type WordCounter struct {
	words   int
	quarter int  // characters of scripts without spaces, in quarter words
	counted bool // the current run holds a letter or digit already
}

// Quarter words a character of a script without spaces adds.
const (
	cjkQuarters       = 4 / 2 // a word per two CJK characters
	southEastQuarters = 4 / 4 // a word per four Thai, Lao, Khmer or Myanmar letters
)

// Add counts the words of s. A run that s opens without white space
// continues the last run of the text before it ("<b>W</b>ord" is one
// word): call Break first when something parts the two texts (white
// space left out, a block, a <br>; dom.Seam says where).
func (c *WordCounter) Add(s string) { c.add(s, math.MaxInt) }

// Break notes that the next text starts a new word.
func (c *WordCounter) Break() { c.counted = false }

// Count returns the number of words counted so far.
func (c *WordCounter) Count() int { return c.words + c.quarter/4 }

// add counts the words of s until Count reaches limit.
func (c *WordCounter) add(s string, limit int) {
	for i := 0; i < len(s) && c.Count() < limit; {
		b := s[i]
		if b < utf8.RuneSelf {
			i++
			if IsSpace(b) || b == '\v' {
				c.counted = false
			} else if !c.counted && asciiAlnum(b) {
				c.words++
				c.counted = true
			}
			continue
		}
		r, w := utf8.DecodeRuneInString(s[i:])
		i += w
		if unicode.IsSpace(r) {
			c.counted = false
			continue
		}
		letter := unicode.IsLetter(r)
		switch {
		case w == 3 && cjkLead(b):
			c.quarter += cjkQuarters
		case letter && southEast(r):
			c.quarter += southEastQuarters
		}
		if !c.counted && (letter || unicode.IsNumber(r)) {
			c.words++
			c.counted = true
		}
	}
}

// SpacelessWord returns how many letters of r's script make a word, when
// r is a letter of a script written without spaces between words: 2 for
// the CJK ideographs and kana (U+3000..U+9FFF), 4 for Thai, Lao, Khmer
// and Myanmar, as WordCounter counts them; 0 for other runes. wordhash
// cuts the runs of those scripts into words of that many letters.
func SpacelessWord(r rune) int {
	switch {
	case r < 0x0e00 || r > 0x9fff:
		return 0
	case CJK(r):
		return 4 / cjkQuarters
	case southEast(r):
		return 4 / southEastQuarters
	}
	return 0
}

func asciiAlnum(b byte) bool { return ASCIILetter(b) || ASCIIDigit(b) }

// CJK reports whether r is in U+3000..U+9FFF: CJK punctuation, kana and
// the unified ideographs: the one range WordCounter, wordhash and
// prune's letter bounds read as CJK.
func CJK(r rune) bool { return r >= 0x3000 && r <= 0x9fff }

// cjkLead reports whether b opens the three-byte UTF-8 form of a rune in
// U+3000..U+9FFF: CJK punctuation, kana and the unified ideographs.
func cjkLead(b byte) bool { return b >= 0xe3 && b <= 0xe9 }

// southEast reports whether r is in the Thai, Lao, Myanmar or Khmer block:
// scripts that part phrases, not words, with spaces.
func southEast(r rune) bool {
	return r >= 0x0e00 && r <= 0x0eff || r >= 0x1000 && r <= 0x109f || r >= 0x1780 && r <= 0x17ff
}
