package markdown

import (
	"strings"

	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"
)

// Superscripts and subscripts of digits and signs. Markdown has no script,
// so "m<sup>2</sup>", "10<sup>-3</sup>", "CO<sub>2</sub>" and a footnote's
// "<sup>12</sup>" were written as plain digits run into the word before
// ("m2", "10-3", "CO2"), which reads as another number. Unicode has the
// superscript and subscript forms of the digits, the signs and the
// parentheses, the characters such scripts are mostly made of: a script
// holding only those is written with them in the Markdown ("m²", "10⁻³",
// "CO₂"). Any other script ("1<sup>st</sup>", "<sup>[1]</sup>", a price's
// "<sup>.99</sup>", one holding markup) is written as before. The plain
// text keeps the page's characters, which is what a reader's search and
// the word scores compare.

// superscripts and subscripts map the characters with a Unicode script
// form to it.
var (
	superscripts = map[rune]rune{
		'0': '⁰', '1': '¹', '2': '²', '3': '³', '4': '⁴', '5': '⁵', '6': '⁶', '7': '⁷', '8': '⁸', '9': '⁹',
		'+': '⁺', '-': '⁻', '−': '⁻', '=': '⁼', '(': '⁽', ')': '⁾',
	}
	subscripts = map[rune]rune{
		'0': '₀', '1': '₁', '2': '₂', '3': '₃', '4': '₄', '5': '₅', '6': '₆', '7': '₇', '8': '₈', '9': '₉',
		'+': '₊', '-': '₋', '−': '₋', '=': '₌', '(': '₍', ')': '₎',
	}
)

// scriptText writes a <sup> or <sub> of digits and signs in their Unicode
// script forms; it reports false, writing nothing, for any other.
func (r *renderer) scriptText(n *html.Node) bool {
	forms := superscripts
	if n.DataAtom == atom.Sub {
		forms = subscripts
	}
	var raw strings.Builder
	for c := n.FirstChild; c != nil; c = c.NextSibling {
		switch c.Type {
		case html.TextNode:
			raw.WriteString(c.Data)
		case html.CommentNode:
		default:
			return false
		}
	}
	s := raw.String()
	t := strings.TrimFunc(s, isSpaceRune)
	if t == "" {
		return false
	}
	var b strings.Builder
	for _, ch := range t {
		f, ok := forms[ch]
		if !ok {
			return false
		}
		b.WriteRune(f)
	}
	if t != s && isSpaceRune([]rune(s)[0]) {
		r.inl.pending = true
	}
	r.edgeSpace(t, true)
	r.content()
	r.ib = append(r.ib, b.String()...)
	r.it = append(r.it, t...)
	if t != s && strings.TrimRightFunc(s, isSpaceRune) != s {
		r.inl.pending = true
	}
	return true
}
