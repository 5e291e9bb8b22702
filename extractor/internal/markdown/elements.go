package markdown

import (
	"strings"

	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"

	"folio/extractor/internal/dom"
)

// dropAtoms never carry readable content: code, styling, form controls,
// vector art and embedded objects.
var dropAtoms = dom.NewAtomSet(
	atom.Style, atom.Template, atom.Svg,
	atom.Select, atom.Button, atom.Textarea,
	atom.Option, atom.Optgroup, atom.Datalist,
	atom.Object, atom.Embed, atom.Canvas, atom.Head,
	atom.Title, atom.Meta, atom.Link, atom.Base,
	atom.Param, atom.Source, atom.Track, atom.Area,
	atom.Map, atom.Noembed, atom.Frame, atom.Progress,
	atom.Meter, atom.Output, atom.Slot,
)

// gutterClasses mark line-number gutters of highlighted code (Pygments
// "linenos", highlight.js "line-numbers", Prism/Rouge "gutter", spans
// "lineno"/"ln"): the numbers are not part of the code.
var gutterClasses = map[string]bool{"linenos": true, "lineno": true, "line-numbers": true, "line-number": true, "gutter": true, "ln": true, "hljs-ln-numbers": true, "blob-num": true}

// hiddenChrome are class, id or role words that make a hidden element a
// decoration rather than collapsed content: modals, dialogs and templates are
// hidden because they are not part of the page; tabs and accordions are
// hidden because the reader has not opened them yet, and they stay.
var hiddenChrome = []string{"modal", "dialog", "popup", "popover", "template", "tooltip", "lightbox", "overlay", "cookie"}

func isBlock(n *html.Node) bool {
	if n.DataAtom == 0 {
		if mathJaxBox(n) {
			return mathJaxDisplay(n) // mathdisplay.go
		}
		// Custom elements (<my-card>) are usually layout wrappers.
		return strings.IndexByte(n.Data, '-') > 0
	}
	return dom.BlockAtom(n.DataAtom)
}

// Drops reports whether the walker leaves n and its subtree out of the
// output regardless of Options.Skip: scripts, styles, form controls, vector
// art, line-number gutters, hidden decorations and icon-font ligature names
// (iconfonts.go).
func Drops(n *html.Node) bool {
	if n.Type != html.ElementNode {
		return false
	}
	if dropAtoms.Has(n.DataAtom) {
		return !dom.DisplayButton(n) && !dom.HeadingButton(n) && !dom.PanelButton(n) // a disabled button showing a block of text, a heading's or a panel's button
	}
	switch n.DataAtom {
	case atom.Script:
		return !isMathScript(n)
	case atom.Input:
		return !isCheckbox(n)
	case atom.Dialog:
		return !dom.HasAttr(n, "open")
	}
	if n.DataAtom == 0 && n.Data == "mat-icon" && iconLigature(n) {
		return true // Angular Material's element, with or without a class
	}
	if len(n.Attr) == 0 {
		return false
	}
	return isGutter(n) || isHiddenDecoration(n) || iconLigature(n)
}

func isGutter(n *html.Node) bool {
	switch n.DataAtom {
	case atom.Td, atom.Span, atom.Div, atom.Pre, atom.Code:
	default:
		return false
	}
	cls := dom.Attr(n, "class")
	if cls == "" {
		return false
	}
	return dom.AnyToken(cls, func(w string) bool { return gutterClasses[w] })
}

// isHiddenDecoration applies the hidden-element policy described at
// hiddenChrome.
func isHiddenDecoration(n *html.Node) bool {
	if dom.Attr(n, "aria-hidden") == "true" && iconOnly(n) {
		return true
	}
	if !dom.HasAttr(n, "hidden") && !styleHides(dom.Attr(n, "style")) {
		return false
	}
	for _, k := range []string{"class", "id", "role"} {
		v := dom.Attr(n, k)
		for _, w := range hiddenChrome {
			if containsFold(v, w) {
				return true
			}
		}
	}
	return false
}

// styleHides reports whether an inline style keeps the element off screen.
func styleHides(style string) bool {
	return dom.StyleHas(style, "display:none") || dom.StyleHas(style, "visibility:hidden")
}

// iconOnly reports whether n holds no text beyond an icon: at most two
// characters, or only private-use code points (icon fonts).
func iconOnly(n *html.Node) bool {
	count := 0
	var visit func(*html.Node) bool
	visit = func(c *html.Node) bool {
		if c.Type == html.TextNode {
			for _, ch := range c.Data {
				if isSpaceRune(ch) || dom.IsInvisible(ch) || (ch >= 0xE000 && ch <= 0xF8FF) {
					continue
				}
				count++
				if count > 2 {
					return false
				}
			}
		}
		for k := c.FirstChild; k != nil; k = k.NextSibling {
			if !visit(k) {
				return false
			}
		}
		return true
	}
	return visit(n)
}

// containsFold is an allocation-free ASCII case-insensitive strings.Contains.
func containsFold(s, sub string) bool {
	n := len(sub)
	for i := 0; i+n <= len(s); i++ {
		j := 0
		for ; j < n; j++ {
			c := s[i+j]
			if 'A' <= c && c <= 'Z' {
				c += 'a' - 'A'
			}
			if c != sub[j] {
				break
			}
		}
		if j == n {
			return true
		}
	}
	return false
}

// hasBlockInside reports whether n holds a block element that the walker
// would render as a block (used to decide how links and emphasis that wrap
// whole blocks are written).
// blockInside reports whether inline element n holds a block that it
// cannot span in Markdown (hasBlockInside). Inside a link or an emphasis
// already found free of blocks the answer is no without a walk: n's
// subtree is part of that one. Each nested element walking its whole
// subtree cost depth times size on a page of deeply nested <em>.
func (r *renderer) blockInside(n *html.Node) bool {
	return r.inlineOnly == 0 && r.blockFree == 0 && hasBlockInside(n)
}

func hasBlockInside(n *html.Node) bool {
	for c := n.FirstChild; c != nil; c = c.NextSibling {
		if c.Type != html.ElementNode || Drops(c) {
			continue
		}
		if isBlock(c) || hasBlockInside(c) {
			return true
		}
	}
	return false
}

// textContent appends the text of n's subtree, minus dropped elements.
func textContent(b []byte, n *html.Node) []byte {
	for c := n.FirstChild; c != nil; c = c.NextSibling {
		switch c.Type {
		case html.TextNode:
			b = append(b, c.Data...)
		case html.ElementNode:
			if !Drops(c) {
				b = textContent(b, c)
			}
		}
	}
	return b
}
