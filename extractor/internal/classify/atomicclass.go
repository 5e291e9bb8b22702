package classify

import (
	"strings"

	"folio/extractor/internal/dom"
)

// Atomic CSS classes. Atomizer (Yahoo's sites, and the ACSS libraries
// after it) names one declaration per class with a function-like syntax:
// "Pos(f)", "Z(11)", "T(0)", and a state or context prefix before an
// underscore: "lw-nav-open_Pos(r)" (position: relative while the navigation
// is open). Split into words, such a prefix reads as chrome: "nav" marked
// the overlay that holds a Yahoo! story as navigation, and the story came
// out as the teasers of the page behind it (readability-testpages 0.234).
// A class token in Atomizer's form, a capitalised property abbreviation
// before a parenthesis (atomicToken), is a declaration, not a name, and
// gives no words; the element's other classes and its id still do.
// Tailwind's arbitrary values ("grid-cols-[repeat(auto-fill,...)]") are
// lower case and keep their words: skipping every token with a
// parenthesis cost wcxb-dev 0.905150 -> 0.904925 (shops built with
// Tailwind, down to -0.16).
func appendClassWords(words []string, class string) []string {
	if strings.IndexByte(class, '(') < 0 {
		return dom.AppendClassWords(words, class) // the common case: no token to skip
	}
	for len(class) > 0 {
		i := strings.IndexAny(class, dom.SpaceBytes)
		tok := class
		if i >= 0 {
			tok, class = class[:i], class[i+1:]
		} else {
			class = ""
		}
		if tok != "" && !atomicToken(tok) {
			words = dom.AppendClassWords(words, tok)
		}
	}
	return words
}

// atomicToken reports whether tok reads as an Atomizer class: letters and
// digits starting with a capital, after the last '_' and before a '('.
func atomicToken(tok string) bool {
	i := strings.IndexByte(tok, '(')
	if i < 0 {
		return false
	}
	head := tok[:i]
	if j := strings.LastIndexByte(head, '_'); j >= 0 {
		head = head[j+1:]
	}
	if head == "" || head[0] < 'A' || head[0] > 'Z' {
		return false
	}
	for k := 1; k < len(head); k++ {
		c := head[k]
		if !(c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9') {
			return false
		}
	}
	return true
}
