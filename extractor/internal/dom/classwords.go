package dom

import (
	"slices"
	"unicode/utf8"
)

// Class words. The rules that read what a class or id value says (a
// chrome hint, a link box's name, a legal box) split it into words: the
// maximal runs of ASCII letters and digits once the value is lower-cased.
// "site-header main_nav" is "site", "header", "main", "nav"; "TopBar" is
// "topbar"; a hint matches whatever separator a framework writes, and
// "ad" never matches "header" or "shadow". Lower-casing first keeps the
// words a rune's own lower case would give: a rune whose lower case is an
// ASCII letter or digit becomes that byte (the Kelvin sign a k), and any
// other rune stays bytes of other values, which part words. This is the
// one home of that split, which classify's hints, prune's link boxes and
// legal boxes each used to write for themselves (two of them splitting
// only at a few separators). Token lists (tokens.go) are another thing:
// whole names between white space, as a style sheet matches them.

// AppendClassWords appends the words of s to words. It runs on every
// element, and most values are lower-case ASCII already: it reads s as it
// is, and lower-cases it (Lower, lower.go) and starts again only at the
// first capital or non-ASCII byte, rather than scanning each value once
// for capitals and again for words.
func AppendClassWords(words []string, s string) []string {
	if w, ok := appendWords(words, s, true); ok {
		return w
	}
	w, _ := appendWords(words, Lower(s), false)
	return w
}

// appendWords appends the words of s, the runs of a-z and 0-9. With
// lower, s is read as lower-case ASCII: at a capital or a non-ASCII byte
// it stops and reports false, with words as they were.
func appendWords(words []string, s string, lower bool) ([]string, bool) {
	n := len(words)
	start := -1 // start of the current word
	for i := 0; i < len(s); i++ {
		switch c := s[i]; {
		case c >= 'a' && c <= 'z' || c >= '0' && c <= '9':
			if start < 0 {
				start = i
			}
		case lower && (c >= 'A' && c <= 'Z' || c >= utf8.RuneSelf):
			return words[:n], false
		case start >= 0:
			words = appendWord(words, s[start:i])
			start = -1
		}
	}
	if start >= 0 {
		words = appendWord(words, s[start:])
	}
	return words, true
}

// appendWord appends w, starting with room for four words: most elements
// have a few, and growing from one by doubling took three allocations.
func appendWord(words []string, w string) []string {
	if words == nil {
		words = make([]string, 0, 4)
	}
	return append(words, w)
}

// HasClassWord reports whether w, a lower-case word, is one of the words
// of s.
func HasClassWord(s, w string) bool {
	var buf [8]string
	return slices.Contains(AppendClassWords(buf[:0], s), w)
}
