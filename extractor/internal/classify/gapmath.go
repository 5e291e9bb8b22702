package classify

import (
	"slices"
	"strings"

	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"

	"folio/extractor/internal/dom"
)

// Display formulas between chosen blocks (the walk is rescueBetween's).
// Math-heavy pages (Wikipedia, MathJax and KaTeX blogs) set an equation
// apart in a block of its own: a <dd> or <p> holding nothing but a formula
// (MediaWiki's ":<math>" indent), or a <math display="block">. Such a
// block has no words a reader's text scorer counts (the formula is symbols,
// its TeX annotation is markup), so the model never chooses it, and the
// Markdown read "or in matrix form:" followed by nothing (Wikipedia's
// Hermitian matrix lost every equation it states). A reader studying the
// page needs them: a block between two chosen blocks of the content region
// whose whole text is math, apart from a little punctuation (the sentence's
// closing "." or ","), joins the content, as the gap rules give back the
// headings, quotations and commands between chosen paragraphs. The walker
// then writes it as TeX (markdown/media.go).
//
// Inline formulas are in their sentence's block already; only a block that
// is all formula is offered. A formula standing in the region with no
// block of its own joins when its markup declares it a display formula
// (displayMath).

// gapMathPunct is the most text (non-space bytes) outside the math a
// formula block may hold: the punctuation that ends the sentence the
// formula closes ("…, that is" $$x$$ "." or ",").
const gapMathPunct = 3

func rescueGapMath(x *index, s *scores, opt routeOptions, mains map[int32]float64) {
	if !hasMath(x) {
		return
	}
	inMath := mathText(x)
	rescueBetween(x, s, opt, mains, func(i int32) (take, ok bool) {
		if inMath[i] == 0 {
			return false, false
		}
		if displayMath(x.nodes[i]) {
			return true, true
		}
		if x.atom(i) == atom.Math {
			return false, true // an inline formula standing alone
		}
		if inline.Has(x.atom(i)) {
			return false, false // a renderer's inline box: look inside
		}
		if x.text[i]-inMath[i] > gapMathPunct {
			return false, false
		}
		return onlyPunctOutsideMath(x.nodes[i]), true
	})
}

// hasMath reports whether the page has a MathML element: every formula
// renderer the rule knows writes one (MathJax's assistive MathML, KaTeX's
// katex-mathml, MediaWiki's MathML with its image fallback), and a page
// without one pays for no more than this scan.
func hasMath(x *index) bool {
	for _, n := range x.nodes {
		if n.DataAtom == atom.Math {
			return true
		}
	}
	return false
}

// mathText returns, per element, the text (non-space bytes) of its subtree
// that lies inside formulas (mathRoot), in one bottom-up pass.
func mathText(x *index) []int32 {
	in := make([]int32, len(x.nodes))
	for i := len(x.nodes) - 1; i >= 0; i-- {
		if mathRoot(x.nodes[i]) {
			in[i] = x.text[i]
		}
		if p := x.parent[i]; p >= 0 {
			in[p] += in[i]
		}
	}
	return in
}

// mathClasses mark a formula's rendered copy beside its MathML: KaTeX's
// HTML rendering and MathJax v2's output, whose glyph text is the formula's
// too (the walker skips them and writes the TeX, markdown/media.go).
var mathClasses = []string{"katex", "MathJax", "MathJax_SVG", "MathJax_CHTML", "mwe-math-element"}

// mathRoot reports whether n is a formula: a MathML element or the box of
// a renderer's formula.
func mathRoot(n *html.Node) bool {
	if n.DataAtom == atom.Math {
		return true
	}
	return hasClassWord(dom.Attr(n, "class"), mathClasses)
}

// displayClasses are the boxes formula renderers give a display formula:
// KaTeX, MathJax v2, MediaWiki's Math extension.
var displayClasses = []string{"katex-display", "MathJax_Display", "mwe-math-element-block"}

// displayMath reports whether n's markup declares a display formula:
// MathML's display="block", MathJax v3's <mjx-container display="true">,
// or a renderer's display class.
func displayMath(n *html.Node) bool {
	switch {
	case n.DataAtom == atom.Math:
		return dom.Attr(n, "display") == "block"
	case n.Data == "mjx-container":
		return dom.Attr(n, "display") == "true"
	}
	return hasClassWord(dom.Attr(n, "class"), displayClasses)
}

func hasClassWord(cls string, words []string) bool {
	return dom.AnyToken(cls, func(w string) bool { return slices.Contains(words, w) })
}

// onlyPunctOutsideMath reports whether every text of n's subtree outside
// its formulas is white space or sentence punctuation. The caller offers
// each subtree once (rescueBetween skips what a match claims), so the walk
// stays linear.
func onlyPunctOutsideMath(n *html.Node) bool {
	for c := n.FirstChild; c != nil; c = c.NextSibling {
		switch c.Type {
		case html.TextNode:
			if strings.Trim(c.Data, " \t\n\r\f.,;:") != "" {
				return false
			}
		case html.ElementNode:
			if skipped(c) || mathRoot(c) {
				continue
			}
			if !onlyPunctOutsideMath(c) {
				return false
			}
		}
	}
	return true
}
