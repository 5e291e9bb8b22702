package dom

import (
	"slices"
	"strings"
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
// element: a value with capitals is lower-cased once (strings.ToLower
// returns a lower-case one as it is) and each word is a substring of it.
func AppendClassWords(words []string, s string) []string {
	s = strings.ToLower(s)
	start := -1 // start of the current word
	for i := 0; i < len(s); i++ {
		if c := s[i]; c >= 'a' && c <= 'z' || c >= '0' && c <= '9' {
			if start < 0 {
				start = i
			}
		} else if start >= 0 {
			words = appendWord(words, s[start:i])
			start = -1
		}
	}
	if start >= 0 {
		words = appendWord(words, s[start:])
	}
	return words
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
