package markdown

import (
	"strings"

	"folio/extractor/internal/dom"
)

// MediaWiki's Math extension writes every formula's TeX annotation (and its
// fallback image's alt text) inside a style group, "{\displaystyle …}" or
// "{\textstyle …}", to pin the size its renderer draws at. In Markdown the
// delimiters say that already ($…$ is a formula in running text, $$…$$ one
// set apart), so the group is noise: it makes every inline formula as tall
// as a displayed one in a reader that renders TeX, and it puts the word
// "displaystyle" before each formula in the plain text (Wikipedia's
// Hermitian matrix: 55 times on one page). unwrapStyle takes the group off
// when it holds the whole formula.

// styleGroups are the style switches MediaWiki wraps a formula in.
var styleGroups = []string{`{\displaystyle`, `{\textstyle`}

// unwrapStyle returns tex without a style group that spans all of it
// ("{\displaystyle A^{H}}" -> "A^{H}"); any other TeX is returned as is.
func unwrapStyle(tex string) string {
	for _, g := range styleGroups {
		rest, ok := strings.CutPrefix(tex, g)
		if !ok || rest == "" || dom.ASCIILetter(rest[0]) {
			continue // "{\displaystylex…" is another command
		}
		if closesAtEnd(tex) {
			return strings.TrimSpace(rest[:len(rest)-1])
		}
	}
	return tex
}

// closesAtEnd reports whether the brace that opens tex closes at its last
// byte ("{\displaystyle {a}{b}}"), not earlier ("{\displaystyle a}{b}");
// an escaped brace ("\{") does not count.
func closesAtEnd(tex string) bool {
	depth := 0
	for i := 0; i < len(tex); i++ {
		switch tex[i] {
		case '\\':
			i++ // the escaped byte
		case '{':
			depth++
		case '}':
			depth--
			if depth == 0 {
				return i == len(tex)-1
			}
		}
	}
	return false
}
