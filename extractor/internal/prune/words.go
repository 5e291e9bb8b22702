package prune

import (
	"unicode"
	"unicode/utf8"

	"folio/extractor/internal/dom"
)

// Words of a line, for the rules that bound a line's length: a badge, a
// label, a stutter or a sign-in prompt is a few words, a paragraph of the
// content more. The rules' word bounds count with words, so that two
// counts compared (sign-in: the line against its link) agree on what a
// word is; the rules had four counters (strings.Fields, fields holding a
// letter, spaces plus one, dom.WordCount) that did not. Still counted as
// spaces plus one, because moving them changes output and was measured a
// loss (wcxb-dev precise mean 0.908514 -> 0.908502 with all of them;
// tails' bounds cost a cost page 0.956 -> 0.943 and three others up to
// 0.004, readalso's moreLink and label a VPN review 0.958 -> 0.957): the
// bounds of tails.go and readalso.go. dedup's hash-set size hint counts
// spaces too: it sizes a table and bounds no line.
//
// A word is a run of characters between white space (unicode.IsSpace:
// a no-break space parts words as a browser shows them) that holds a
// letter or a digit: an arrow, a bar or a dot set between words ("Home ›
// Shop", "Size | Color") is not a word. Chinese and Japanese are written
// without spaces, so, as dom.WordCount does, their characters (the
// three-byte UTF-8 runes of U+3000..U+9FFF) also count one word per
// cjkCharsPerWord: a 500-character paragraph is not a short line.
const cjkCharsPerWord = 2

// words returns the number of words of s, counting no further than
// limit: the rules ask whether a line is over a bound, and most lines are
// read only as far as the bound.
func words(s string, limit int) int {
	n, cjk := 0, 0
	counted := false // the current run holds a letter or digit already
	for i := 0; i < len(s) && n+cjk/cjkCharsPerWord < limit; {
		c := s[i]
		if c < utf8.RuneSelf {
			i++
			if dom.IsSpace(c) || c == '\v' {
				counted = false
			} else if !counted && asciiAlnum[c] == 1 {
				n++
				counted = true
			}
			continue
		}
		r, w := utf8.DecodeRuneInString(s[i:])
		i += w
		switch {
		case unicode.IsSpace(r):
			counted = false
			continue
		case w == 3 && c >= 0xe3 && c <= 0xe9:
			cjk++
		}
		if !counted && (unicode.IsLetter(r) || unicode.IsNumber(r)) {
			n++
			counted = true
		}
	}
	return min(n+cjk/cjkCharsPerWord, limit)
}

// wordsOver reports whether s has more than n words.
func wordsOver(s string, n int) bool { return words(s, n+1) > n }

// wordsUnder reports whether s has fewer than n words.
func wordsUnder(s string, n int) bool { return words(s, n) < n }
