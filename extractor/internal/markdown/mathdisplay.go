package markdown

import (
	"strings"

	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"

	"folio/extractor/internal/dom"
)

// A formula that is all of its paragraph is a display formula. Older
// MediaWiki pages (and many a blog's LaTeX image) set an equation apart by
// giving it a block of its own, a <dd> (the ":<math>" indent) or a <p>,
// and mark the MathML itself inline; the walker then wrote "$A=B$" alone
// on a line, which a reader that renders TeX draws at text size, squeezing
// a fraction or a sum into one line's height. alone reports that nothing
// but blank text and what the walker leaves out (the formula's hidden
// fallback image, a renderer's HTML copy) stands beside the formula up to
// the nearest paragraph-like block, so mathOut writes it as $$…$$.
//
// List items, table cells and headings stay inline: there the formula is
// the item's or the cell's text, and a cell cannot hold a display block.

// displayBlocks are the blocks in which a lone formula is set apart.
var displayBlocks = map[atom.Atom]bool{
	atom.P: true, atom.Dd: true, atom.Div: true, atom.Center: true,
	atom.Blockquote: true, atom.Figure: true, atom.Section: true,
}

// alone reports whether formula n is the only content of its paragraph-like
// block (displayBlocks), climbing through inline wrappers; tail, when not
// nil, is the text of closing punctuation after it (closingPunct), which
// counts as blank. It stops at the first sibling with content, so a
// formula in running text costs a look at its neighbours.
func alone(n, tail *html.Node) bool {
	for c := n; c.Parent != nil; c = c.Parent {
		p := c.Parent
		for s := p.FirstChild; s != nil; s = s.NextSibling {
			if s != c && s != tail && !blankBeside(s) {
				return false
			}
		}
		if p.Type != html.ElementNode {
			return false
		}
		if displayBlocks[p.DataAtom] {
			return true
		}
		if !isInline(p) {
			return false
		}
	}
	return false
}

// blankBeside reports whether s adds nothing next to a formula: white
// space, a comment, or an element the walker leaves out.
func blankBeside(s *html.Node) bool {
	switch s.Type {
	case html.TextNode:
		return strings.TrimSpace(s.Data) == ""
	case html.ElementNode:
		return Drops(s) || skipsByClass(s)
	}
	return true
}

// isInline reports whether element n continues its parent's line; an
// unknown element (a renderer's <mjx-container>) does, as in a browser.
// It disagrees with isBlock on custom elements on purpose: the walker
// writes a <my-card> as a block because custom elements wrapping a page's
// layout mostly hold blocks, but around a formula a custom element is a
// renderer's box (MathJax's mjx-*, a <math-field>), which a browser shows
// inline as it shows any unknown element. Read as a block there, a
// formula in its own wrapper would never be alone in its paragraph
// (<p><x-math>…</x-math></p>) and its closing punctuation would be left on
// a line of its own.
func isInline(n *html.Node) bool {
	return !dom.BlockAtom(n.DataAtom)
}

// MathJax 3 writes each formula into custom elements (<mjx-container>
// around <mjx-math> and <mjx-assistive-mml>). A custom element is taken
// for a layout wrapper, a block, and an inline formula then broke its
// sentence into three paragraphs ("When", "a ≠ 0", ", there are two
// solutions"). MathJax's own stylesheet makes them inline boxes, except a
// container marked display="true", which is set apart.

// mathJaxBox reports whether n is one of MathJax 3's elements.
func mathJaxBox(n *html.Node) bool { return strings.HasPrefix(n.Data, "mjx-") }

// mathJaxDisplay reports whether MathJax element n is a display formula's
// container.
func mathJaxDisplay(n *html.Node) bool {
	return n.Data == "mjx-container" && dom.Attr(n, "display") == "true"
}

// A display formula closing a sentence. Wikipedia writes the sentence's
// full stop after the formula, outside the math (":<math>…</math>."), and
// the period kept the formula from being alone in its block, so it was
// written inline, "$A=B$." on a line of its own, at text size. TeX's own
// habit is to put such punctuation inside the display, which is where
// the walker puts it: "$$A=B.$$", the text node consumed (r.absorbed).

// closingPunctMax is the most punctuation a closing text may hold (".",
// ",", ";" and the like, as classify's gap formulas allow).
const closingPunctMax = 3

// closingPunct returns the text node right after formula n, climbing out
// of inline wrappers it ends, when that text is only sentence punctuation;
// nil otherwise.
func closingPunct(n *html.Node) *html.Node {
	for c := n; c.Parent != nil; c = c.Parent {
		for s := c.NextSibling; s != nil; s = s.NextSibling {
			if s.Type == html.TextNode && isClosingPunct(s.Data) {
				return s
			}
			if !blankBeside(s) {
				return nil
			}
		}
		if p := c.Parent; p.Type != html.ElementNode || !isInline(p) {
			return nil
		}
	}
	return nil
}

// isClosingPunct reports whether s is white space around one to
// closingPunctMax marks of sentence punctuation.
func isClosingPunct(s string) bool {
	marks := 0
	for i := 0; i < len(s); i++ {
		switch {
		case s[i] == '.' || s[i] == ',' || s[i] == ';' || s[i] == ':':
			marks++
		case !dom.IsSpace(s[i]):
			return false
		}
	}
	return marks > 0 && marks <= closingPunctMax
}

// formula writes the formula n as tex, and as text in the plain text (the
// TeX when text is empty): set apart when its markup declares it a display
// formula or it is alone in its block, inline otherwise. A display formula
// takes the closing punctuation after it inside.
func (r *renderer) formula(n *html.Node, tex, text string, declared bool) {
	tail := closingPunct(n)
	display := declared || alone(n, tail)
	if display && tail != nil && r.inlineOnly == 0 {
		punct := strings.Join(strings.Fields(tail.Data), "")
		// A control space ending the TeX ("x=10\\ ") is closed first, or
		// it would take the mark: "\\," is a thin space, "\\." an accent.
		tex = closeControlSpace(unwrapStyle(strings.Join(strings.Fields(tex), " "))) + punct
		if text != "" {
			text += punct
		}
		r.absorbed = tail
	}
	r.mathText(tex, text, display)
}
