package markdown

import (
	"strings"
	"unicode"

	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"

	"folio/extractor/internal/dom"
)

// Formulas MediaWiki writes as HTML. Besides <math>, Wikipedia sets short
// formulas with the {{math}} and {{mvar}} templates, which give a
// <span class="texhtml"> of text, italics and <sup>/<sub>: "AA<sup>H</sup>
// = A<sup>H</sup>A", "H<sub><i>ij</i></sub>". Walked as prose, the
// superscripts and subscripts were lost ("AAH = AHA", "H*ij*", "ℂ*n*" for
// ℂⁿ), since Markdown has no script of its own. The span is a formula, so
// the walker writes it as one, TeX built from the markup ("$AA^{H} =
// A^{H}A$"), which a reader that renders TeX shows as the page did. The
// plain text keeps the text the page shows.
//
// Upright words stay words: a run of two or more letters with a lower-case
// one outside italics ("max" in λ<sub>max</sub>, "for", "det") is written
// as \text{…} with the spaces around it, which TeX would otherwise drop
// and set in italics as a product of variables; upper-case runs ("AA",
// "AB") are products of variables the page did not italicise.
//
// Only the markup these templates write is read: text, italics, bold,
// scripts and plain spans. Anything else inside (a link, a line break, a
// <math>) leaves the span to the ordinary walk.

// texHTMLClass is the class MediaWiki's formula templates set.
const texHTMLClass = "texhtml"

// isTexHTML reports whether n is a MediaWiki HTML formula.
func isTexHTML(n *html.Node) bool {
	return n.DataAtom == atom.Span && dom.HasToken(dom.Attr(n, "class"), texHTMLClass)
}

// texHTML writes the HTML formula n as TeX; it reports false, writing
// nothing, when n holds markup that is no formula's.
func (r *renderer) texHTML(n *html.Node) bool {
	var tex texBuf
	var text strings.Builder
	if !appendTeX(&tex, &text, n, dom.StyleHas(dom.Attr(n, "style"), "font-style:italic")) {
		return false
	}
	t := strings.TrimSpace(tex.String())
	plain := text.String()
	if t == "" || strings.TrimSpace(plain) == "" {
		return false // nothing shown: empty scripts write TeX ("{}^{}") but no text
	}
	if dom.IsSpace(plain[0]) {
		r.inl.pending = true // the space before the formula, as its text had
	}
	r.formula(n, t, strings.Join(strings.Fields(plain), " "), false)
	if dom.IsSpace(plain[len(plain)-1]) {
		r.inl.pending = true
	}
	return true
}

// appendTeX appends the TeX of n's children to tex and their text to
// text; false means an element it does not know.
func appendTeX(tex *texBuf, text *strings.Builder, n *html.Node, italic bool) bool {
	for c := n.FirstChild; c != nil; c = c.NextSibling {
		switch c.Type {
		case html.TextNode:
			text.WriteString(c.Data)
			appendTeXText(tex, []rune(c.Data), italic)
		case html.ElementNode:
			if !appendTeXElement(tex, text, c, italic) {
				return false
			}
		}
	}
	return true
}

// appendTeXText appends the TeX of a text: specials escaped, white space
// as one space, upright words as \text{…} (see above).
func appendTeXText(tex *texBuf, s []rune, italic bool) {
	for i := 0; i < len(s); i++ {
		ch := s[i]
		if !italic && unicode.IsLetter(ch) {
			j, lower := i, false
			for j < len(s) && unicode.IsLetter(s[j]) {
				lower = lower || unicode.IsLower(s[j])
				j++
			}
			if j-i >= 2 && lower {
				tex.put(`\text{`)
				if i > 0 && isSpaceRune(s[i-1]) {
					tex.put(" ")
				}
				tex.put(string(s[i:j]))
				if j < len(s) && isSpaceRune(s[j]) {
					tex.put(" ")
				}
				tex.put("}")
				i = j - 1
				continue
			}
		}
		if t, ok := texSpecials[ch]; ok {
			tex.put(t)
		} else if isSpaceRune(ch) {
			tex.put(" ")
		} else if !dom.IsInvisible(ch) {
			tex.put(string(ch))
		}
	}
}

func appendTeXElement(tex *texBuf, text *strings.Builder, c *html.Node, italic bool) bool {
	switch c.DataAtom {
	case atom.Sup, atom.Sub:
		if strings.TrimSpace(tex.String()) == "" {
			tex.put("{}") // a script needs something to sit on
		}
		if c.DataAtom == atom.Sup {
			tex.put("^{")
		} else {
			tex.put("_{")
		}
	case atom.B, atom.Strong:
		tex.put(`\mathbf{`)
	case atom.I, atom.Em, atom.Var:
		return appendTeX(tex, text, c, true)
	case atom.Span, atom.Small, atom.Nobr:
		return appendTeX(tex, text, c, italic || dom.StyleHas(dom.Attr(c, "style"), "font-style:italic"))
	default:
		return false
	}
	if !appendTeX(tex, text, c, italic) {
		return false
	}
	tex.put("}")
	return true
}
