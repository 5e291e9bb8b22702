// Package wordhash hashes a text's words as both content benchmarks
// tokenise them (lower-cased \w+ runs: letters, digits and underscores of
// any script), for the checks that compare texts by their words and runs of
// words rather than by their bytes: the prune stage's duplicate and
// near-copy paragraphs, and the walker's self-repeating text nodes. Two
// texts that read the same, whatever their case, punctuation or spacing,
// hash alike.
package wordhash

import (
	"unicode"
	"unicode/utf8"
)

// FNV-1a 64-bit constants.
const (
	Offset = 14695981039346656037
	Prime  = 1099511628211
)

// Append appends the FNV-1a hash of each lower-cased run of letters,
// digits and underscores of s to out.
func Append(out []uint64, s string) []uint64 {
	h, in := uint64(Offset), false
	for i := 0; i < len(s); {
		if c := s[i]; c < utf8.RuneSelf { // ASCII, most text: no decoding, no tables
			i++
			switch {
			case c >= 'A' && c <= 'Z':
				c += 'a' - 'A'
				fallthrough
			case c >= 'a' && c <= 'z' || c >= '0' && c <= '9' || c == '_':
				h = (h ^ uint64(c)) * Prime
				in = true
			case in:
				out = append(out, h)
				h, in = Offset, false
			}
			continue
		}
		r, w := utf8.DecodeRuneInString(s[i:])
		i += w
		if unicode.IsLetter(r) || unicode.IsNumber(r) {
			r = unicode.ToLower(r)
			for v := uint32(r); ; v >>= 8 { // the rune's value, byte by byte
				h = (h ^ uint64(v&0xff)) * Prime
				if v < 0x100 {
					break
				}
			}
			in = true
			continue
		}
		if in {
			out = append(out, h)
			h, in = Offset, false
		}
	}
	if in {
		out = append(out, h)
	}
	return out
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
