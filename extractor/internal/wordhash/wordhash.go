// Package wordhash hashes a text's words as both content benchmarks
// tokenise them (lower-cased \w+ runs: letters, digits and underscores of
// any script), for the checks that compare texts by their words and runs of
// words rather than by their bytes: the prune stage's duplicate and
// near-copy paragraphs, and the walker's self-repeating text nodes. Two
// texts that read the same, whatever their case, punctuation or spacing,
// hash alike.
//
// Scripts written without spaces (Chinese, Japanese, Thai, Lao, Khmer,
// Myanmar) are cut into words as dom.WordCounter counts them: two CJK
// characters, or four Thai letters with their vowel and tone marks, a
// word (dom.SpacelessWord). As \w+ runs, a Chinese clause up to its comma
// was one word: a paragraph held a handful, so two copies of a Chinese
// article shared too few 4-grams to be told a copy, and the rules' word
// bounds read it as a short line. The cut restarts at every punctuation
// mark, space or change of script, so copies of a paragraph cut alike.
package wordhash

import (
	"unicode"
	"unicode/utf8"

	"folio/extractor/internal/dom"
)

// FNV-1a 64-bit constants.
const (
	Offset = 14695981039346656037
	Prime  = 1099511628211
)

// Append appends the FNV-1a hash of each lower-cased run of letters,
// digits and underscores of s to out, cutting runs of the scripts written
// without spaces into words of dom.SpacelessWord letters.
func Append(out []uint64, s string) []uint64 {
	h, in := uint64(Offset), false
	per, n := 0, 0 // letters a word of the current run's script holds, and holds so far
	for i := 0; i < len(s); {
		if c := s[i]; c < utf8.RuneSelf { // ASCII, most text: no decoding, one table
			i++
			if l := asciiWord[c]; l != 0 {
				if per != 0 { // a word of a script without spaces ends here
					if in {
						out = append(out, h)
						h = Offset
					}
					per = 0
				}
				h = (h ^ uint64(l)) * Prime
				in = true
			} else if in {
				out = append(out, h)
				h, in, n = Offset, false, 0
			}
			continue
		}
		r, w := utf8.DecodeRuneInString(s[i:])
		i += w
		if unicode.IsLetter(r) || unicode.IsNumber(r) {
			if k := dom.SpacelessWord(r); k != per || k != 0 && n == k {
				if in {
					out = append(out, h)
					h = Offset
				}
				per, n = k, 0
			}
			n++
			h = hashRune(h, unicode.ToLower(r))
			in = true
			continue
		}
		if in && per > 0 && unicode.In(r, unicode.Mn, unicode.Mc) {
			h = hashRune(h, r) // a Thai vowel or tone mark, a kana voicing mark, a Khmer or Myanmar vowel sign: inside its word
			continue
		}
		if in {
			out = append(out, h)
			h, in = Offset, false
		}
		per, n = 0, 0
	}
	if in {
		out = append(out, h)
	}
	return out
}

// asciiWord maps an ASCII byte of a word (letter, digit, underscore) to
// its lower case, and every other byte to 0.
var asciiWord = func() (t [utf8.RuneSelf]byte) {
	for c := range t {
		switch {
		case c >= 'A' && c <= 'Z':
			t[c] = byte(c) + 'a' - 'A'
		case c >= 'a' && c <= 'z' || c >= '0' && c <= '9' || c == '_':
			t[c] = byte(c)
		}
	}
	return
}()

// hashRune adds the rune's value to h, byte by byte.
func hashRune(h uint64, r rune) uint64 {
	for v := uint32(r); ; v >>= 8 {
		h = (h ^ uint64(v&0xff)) * Prime
		if v < 0x100 {
			return h
		}
	}
}

// Seq combines word hashes (Append's) in order: the hash of a paragraph,
// a sentence or a run of words, which two texts share when they hold the
// same words in the same order.
func Seq(words []uint64) uint64 {
	h := uint64(Offset)
	for _, w := range words {
		h = (h ^ w) * Prime
	}
	return h
}
