package markdown

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"folio/extractor/internal/dom"
	"folio/extractor/internal/wordhash"
)

// Self-repeating text: a text node that holds the same passage several
// times over, because a shop or CMS joined the copies of one field into a
// single value (an eBay book's "Reviews" item specific holds its blurbs four
// times, separated by commas, 4,200 words for 1,100), reads each sentence
// once. Only sentences of selfRepeatWords words or more count, so that short
// refrains ("Yes.", "Buy now.") stay, and only in text nodes of
// selfRepeatMin bytes, where such a join shows; a writer's repeated
// sentence sits in its own paragraph, a text node of its own, and is left
// to the prune stage. The check is one pass over the node, hashing each
// sentence's words.
//
// Measured (gym score): wcxb-dev product 0.769 -> 0.771 (the eBay book page
// 0.355 -> 0.599), a collection whose SEO text repeats itself 0.790 ->
// 0.794, overall 0.900048 -> 0.900214; no page loses; ScrapingHub and
// trafilatura-dev unchanged.
const (
	selfRepeatMin   = 1000
	selfRepeatWords = 8
)

// dropSelfRepeats returns s without the sentences that repeat, word for
// word (case, punctuation and spacing aside), a sentence before them in s,
// or that are near copies of earlier text (nearrepeat.go). It returns s
// itself when nothing repeats.
func dropSelfRepeats(s string) string {
	if len(s) < selfRepeatMin {
		return s
	}
	var seen map[uint64]bool
	var near shingles
	var b strings.Builder
	copied := 0 // s[:copied] is written to b (or needs no copy yet)
	for start := 0; start < len(s); {
		end := sentenceEnd(s, start)
		h, words := sentenceHash(s[start:end])
		if words >= selfRepeatWords {
			ws := wordhash.Append(nil, s[start:end])
			if seen[h] || near.nearCopy(ws) {
				if b.Len() == 0 {
					b.Grow(len(s))
				}
				b.WriteString(s[copied:start])
				copied = end
			} else {
				if seen == nil {
					seen, near = map[uint64]bool{}, shingles{}
				}
				seen[h] = true
				near.add(ws)
			}
		}
		start = end
	}
	if copied == 0 {
		return s
	}
	b.WriteString(s[copied:])
	return b.String()
}

// sentenceEnd returns the end of the sentence starting at start: just past
// the white space that follows a full stop, question or exclamation mark,
// or a closing quote; the end of s when there is none.
func sentenceEnd(s string, start int) int {
	for i := start; i < len(s); i++ {
		if !dom.IsSpace(s[i]) || i == start {
			continue
		}
		if !closesSentence(s[:i]) {
			continue
		}
		j := i
		for j < len(s) && dom.IsSpace(s[j]) {
			j++
		}
		return j
	}
	return len(s)
}

// closesSentence reports whether s ends with a character that can end a
// sentence: . ! ? or a closing quote (straight or typographic).
func closesSentence(s string) bool {
	r, _ := utf8.DecodeLastRuneInString(s)
	switch r {
	case '.', '!', '?', '"', '\u201D', '\u00BB':
		return true
	}
	return false
}

// sentenceHash hashes the lower-cased words (runs of letters and digits)
// of a sentence in order, and counts them.
func sentenceHash(s string) (uint64, int) {
	const prime = 1099511628211
	h, words, in := uint64(14695981039346656037), 0, false
	for _, r := range s {
		if unicode.IsLetter(r) || unicode.IsDigit(r) {
			if !in {
				words++
				h = (h ^ ' ') * prime
				in = true
			}
			h = (h ^ uint64(unicode.ToLower(r))) * prime
			continue
		}
		in = false
	}
	return h, words
}
