package markdown

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"folio/extractor/internal/dom"
)

// Writing TeX built from markup (texhtml.go, mathml.go): the characters
// TeX reads as markup are escaped, and a command's name is parted from a
// letter after it, and nothing else is spaced, so the source stays as
// short as a person would write it ("x^2+bx", "\frac{a}{b}").

// texSpecials are the characters TeX reads as markup, with what writes
// each as itself in math mode.
var texSpecials = map[rune]string{
	'\\': `\backslash`, '{': `\{`, '}': `\}`, '#': `\#`, '$': `\$`,
	'%': `\%`, '&': `\&`, '_': `\_`, '~': `\sim`, '^': `\wedge`,
}

// texSpecialChars are texSpecials' keys, for strings.IndexAny.
const texSpecialChars = `\{}#$%&_~^`

// texBuf is TeX being written: put parts a command's name from a letter
// after it ("\sin θ", "\frac a b"), and adds no other space.
type texBuf struct {
	strings.Builder
	cmd bool // the TeX ends with a command's name
}

func (b *texBuf) put(s string) {
	if s == "" {
		return
	}
	if r, _ := utf8.DecodeRuneInString(s); b.cmd && unicode.IsLetter(r) {
		b.WriteByte(' ')
	}
	b.WriteString(s)
	b.cmd = endsWithCommand(s)
}

// endsWithCommand reports whether s ends with a command's name: a
// backslash, not itself escaped, and letters.
func endsWithCommand(s string) bool {
	i := len(s)
	for i > 0 && dom.ASCIILetter(s[i-1]) {
		i--
	}
	return i < len(s) && i > 0 && s[i-1] == '\\' && (i < 2 || s[i-2] != '\\')
}

// escapeTeX writes the characters TeX reads as markup as themselves
// (texSpecials).
func escapeTeX(s string) string {
	if !strings.ContainsAny(s, texSpecialChars) {
		return s
	}
	var b texBuf
	for _, ch := range s {
		if t, ok := texSpecials[ch]; ok {
			b.put(t)
		} else {
			b.put(string(ch))
		}
	}
	return b.String()
}
