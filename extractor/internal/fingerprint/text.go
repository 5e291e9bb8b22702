package fingerprint

import (
	"unicode"
	"unicode/utf8"
)

// ShingleWords is the number of consecutive words in a text shingle. Five
// words is what web-scale near-duplicate removal uses (the FineWeb and
// Gopher pipelines): short enough that an edited page keeps most shingles,
// long enough that unrelated pages share almost none.
const ShingleWords = 5

// SameText is the similarity of text sketches from which two pages are
// near-duplicates: the same article syndicated with a different footer or
// date line. Jaccard 0.8 over 5-word shingles is the common cut-off
// (Broder 1997 used 0.5 on 10-word shingles for "roughly the same").
const SameText = 0.8

// SketchText computes a MinHash sketch of a text's shingles: runs of
// ShingleWords consecutive words, each word lower-cased letters and digits
// (Unicode). A text of fewer words is one shingle; a text without words has
// the zero fingerprint, similar to nothing. Sketches of texts go into an
// Index like sketches of layouts, but never compare them with each other.
func SketchText(text string) Fingerprint {
	var fp Fingerprint
	for i := range fp {
		fp[i] = empty
	}
	var window [ShingleWords]uint64
	words := 0
	for i := 0; i < len(text); {
		h, next := nextWord(text, i)
		if next == 0 {
			break
		}
		i = next
		window[words%ShingleWords] = h
		words++
		if words >= ShingleWords {
			add(&fp, shingleHash(&window, words))
		}
	}
	switch {
	case words == 0:
		return Fingerprint{}
	case words < ShingleWords:
		add(&fp, shingleHash(&window, words))
	}
	densify(&fp)
	return fp
}

// shingleHash combines the last min(words, ShingleWords) word hashes of the
// ring, oldest first.
func shingleHash(window *[ShingleWords]uint64, words int) uint64 {
	n := min(words, ShingleWords)
	h := uint64(fnvOffset)
	for k := words - n; k < words; k++ {
		h = mix64(h ^ window[k%ShingleWords])
	}
	return h
}

// nextWord finds the word starting at or after i and returns its hash and
// the index after it, or next == 0 when no word is left.
func nextWord(text string, i int) (h uint64, next int) {
	for i < len(text) {
		r, size := utf8.DecodeRuneInString(text[i:])
		if isWordRune(r) {
			break
		}
		i += size
	}
	if i >= len(text) {
		return 0, 0
	}
	h = fnvOffset
	for i < len(text) {
		r, size := utf8.DecodeRuneInString(text[i:])
		if !isWordRune(r) {
			break
		}
		h ^= uint64(unicode.ToLower(r))
		h *= fnvPrime
		i += size
	}
	return h, i
}

func isWordRune(r rune) bool {
	if r < utf8.RuneSelf {
		return r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9'
	}
	return unicode.IsLetter(r) || unicode.IsDigit(r)
}
