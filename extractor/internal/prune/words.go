package prune

import "folio/extractor/internal/dom"

// Word bounds: a badge, a label, a stutter or a sign-in prompt is a few
// words, a paragraph of the content more. The rules' bounds count with
// dom's one word counter (dom.WordsUpTo, dom.WordCounter), which the
// classify stage's unit counts and the Markdown walker's bounds read too,
// so that two counts compared (sign-in: the line against its link) agree
// on what a word is and a Chinese or Thai paragraph is not a short line.
// Prune had four counters (strings.Fields, fields holding a letter,
// spaces plus one, dom.WordCount) that did not agree.
//
// Still counted as spaces plus one, because moving them changes output
// and was measured a loss: the bounds of tails.go and readalso.go
// (wcxb-dev precise mean 0.909226 -> 0.909213: a cost guide 0.956 ->
// 0.943, where "Ezra Laniado - Author/Reviewer" lines between teasers
// fall from five words to four and the teasers stay, IKEA's bookcases
// -0.004, a VPN review -0.001; readability-testpages F1 0.9362 ->
// 0.9365; ScrapingHub and trafilatura-dev identical). dedup's hash-set
// size hint counts spaces too: it sizes a table of the space-parted
// 4-grams and bounds no line.

// wordsOver reports whether s has more than n words.
func wordsOver(s string, n int) bool { return dom.WordsUpTo(s, n+1) > n }

// wordsUnder reports whether s has fewer than n words.
func wordsUnder(s string, n int) bool { return dom.WordsUpTo(s, n) < n }
