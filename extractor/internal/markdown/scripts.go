package markdown

import (
	"strings"
	"unicode"
	"unicode/utf8"

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
//
// A shop's price is the exception: "$549<sup>00</sup>" and
// "$19<sup>99</sup>" print the cents raised after the whole units, a
// shop's typographic habit, not an exponent; "$549⁰⁰" read as a power. Two digits raised right after a price's whole units
// (priceCents) are its cents, written after a decimal mark in the
// Markdown ("$549.00"). The plain text keeps the page's characters
// ("$54900") as for every other script: with the mark, a collection's
// prices, which its truth leaves out, became two words each (wcxb-dev
// 2955, 0.712 -> 0.705).

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
	if n.DataAtom == atom.Sup && t == s && !r.inl.pending && (n.Parent == nil || n.Parent.DataAtom != atom.A) {
		if mark, ok := priceCents(r.it, t); ok {
			r.content()
			r.ib = append(append(r.ib, mark), t...)
			r.it = append(r.it, t...)
			return true
		}
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

// priceCents reports whether t, raised right after text, is a price's
// cents: two digits after a currency sign and its whole units ("$549",
// "€1.299", "$2,898"; a space allowed after the sign), the units with no
// decimal part of their own (thousands come in groups of three). It also
// returns the decimal mark: a comma when the units group thousands with
// full stops ("€1.299" and 99 is "€1.299,99"), else a full stop. A
// footnote's number is raised inside a link and is left alone by the
// caller.
func priceCents(text []byte, t string) (byte, bool) {
	if len(t) != 2 || !isDigit(t[0]) || !isDigit(t[1]) {
		return 0, false
	}
	i, group, sep := len(text), 0, byte(0)
units:
	for ; i > 0; i-- {
		switch c := text[i-1]; {
		case isDigit(c):
			group++
		case (c == ',' || c == '.') && group == 3 && (sep == 0 || sep == c):
			group, sep = 0, c
		default:
			break units
		}
	}
	if group == 0 || group > 3 && sep != 0 || i == 0 {
		return 0, false
	}
	head := text[:i]
	if head[len(head)-1] == ' ' {
		head = head[:len(head)-1]
	}
	if r, _ := utf8.DecodeLastRune(head); !unicode.Is(unicode.Sc, r) {
		return 0, false
	}
	if sep == '.' {
		return ',', true
	}
	return '.', true
}

func isDigit(c byte) bool { return c >= '0' && c <= '9' }
