package prune

import (
	"strings"

	"folio/extractor/internal/dom"
)

// Word bounds: a badge, a label, a stutter or a sign-in prompt is a few
// words, a paragraph of the content more. The rules' bounds count with
// dom's one word counter (dom.WordsUpTo, dom.WordCounter), which the
// classify stage's unit counts and the Markdown walker's bounds read too,
// so that two counts compared (sign-in: the line against its link) agree
// on what a word is and a Chinese or Thai paragraph is not a short line.
// Prune had four counters (strings.Fields, fields holding a letter,
// spaces plus one, dom.WordCount) that did not agree.
//
// The bounds of tails.go and readalso.go read a line as a reader of a
// teaser does, where "&", "»" or "-" set between words weigh as words
// ("Metal shelves & shelving" is a headline of four): they take the larger
// of dom's count and the line's space-parted pieces (piecesOver,
// piecesUnder). dom's count alone was measured a loss (wcxb-dev precise
// mean 0.909761 -> 0.909747: IKEA's "Metal shelves & shelving" chips and
// a "Bloomington & Normal, IL" list fall from four words to three and
// stay; a ">> Find Out More:" label falls to three words and its line is
// cut), spaces alone never fire on a Chinese, Japanese or Thai page, where
// a whole headline is one piece (readability-testpages' youth: the
// Chinese teaser lists after the story stayed). dedup's hash-set size hint
// counts spaces: it sizes a table of the 4-grams and bounds no line.

// wordsOver reports whether s has more than n words.
func wordsOver(s string, n int) bool { return dom.WordsUpTo(s, n+1) > n }

// wordsUnder reports whether s has fewer than n words.
func wordsUnder(s string, n int) bool { return dom.WordsUpTo(s, n) < n }

// piecesOver reports whether s has more than n words, counted as dom's
// words or as its space-parted pieces, whichever is more: on Latin text
// the pieces (a unit's text is its words joined by single spaces), on
// text in scripts without spaces dom's characters.
func piecesOver(s string, n int) bool {
	return strings.Count(s, " ")+1 > n || wordsOver(s, n)
}

// piecesUnder reports whether s has fewer than n words, counted as
// piecesOver counts them.
func piecesUnder(s string, n int) bool { return !piecesOver(s, n-1) }

// containsAny reports whether w holds one of subs.
func containsAny(w string, subs []string) bool {
	for _, s := range subs {
		if strings.Contains(w, s) {
			return true
		}
	}
	return false
}
