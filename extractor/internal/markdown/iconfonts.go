package markdown

import (
	"bytes"
	"strings"

	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"

	"folio/extractor/internal/dom"
)

// Icon fonts that draw a glyph from a ligature: Google's Material Icons and
// Material Symbols (and Angular Material's <mat-icon>, which sets them) turn
// the word inside the element into a picture, so the page's markup reads
// <i class="material-icons">expand_more</i> where the browser shows a
// chevron. Taken as text, the name came out as a word in the Markdown
// ("*keyboard_arrow_right* Next", "check Free delivery") and counted as
// content. Icon fonts that draw from a class alone (Font Awesome, Bootstrap
// Icons, Material Design Icons' "mdi") leave the element empty and need no
// rule; those that also accept the code point ("&#xE313;") write a
// private-use character, which no reader can show either.
//
// An element of one of these families whose whole text is one ligature
// name (lower-case letters, digits and "_", as the fonts name their
// glyphs) or private-use code points is left out. Anything else inside,
// a second word or a screen-reader label, keeps the element: it is no
// longer just the glyph. So does a glyph that is all of its table cell: in
// a comparison table the tick or the cross is the cell's value, and its
// name ("check", "close") is the only text that says which (WCXB's truth
// of such a table keeps it).

// iconFontClasses are the class names of the ligature icon fonts, as their
// publishers' stylesheets spell them.
var iconFontClasses = map[string]bool{
	"material-icons": true, "material-icons-outlined": true, "material-icons-round": true,
	"material-icons-sharp": true, "material-icons-two-tone": true,
	"material-symbols-outlined": true, "material-symbols-rounded": true, "material-symbols-sharp": true,
	"google-material-icons": true, "google-symbols": true,
}

// iconFontWords are words every name in iconFontClasses holds: a class
// list that holds neither names no ligature font, so it is not split into
// its classes (Drops asks it of every element with attributes).
var iconFontWords = [...]string{"icons", "symbols"}

// iconFontClass reports whether the class list cls names a ligature icon
// font.
func iconFontClass(cls string) bool {
	if !strings.Contains(cls, iconFontWords[0]) && !strings.Contains(cls, iconFontWords[1]) {
		return false
	}
	return dom.AnyToken(cls, func(w string) bool { return iconFontClasses[w] })
}

// iconNameMax is the longest ligature name accepted: Material's longest
// names ("settings_input_composite", "format_strikethrough") are under 30
// bytes.
const iconNameMax = 40

// iconLigature reports whether n is an icon-font glyph written as its
// ligature name (see above).
func iconLigature(n *html.Node) bool {
	if n.Data != "mat-icon" {
		if !iconFontClass(dom.Attr(n, "class")) {
			return false
		}
	}
	var name []byte
	for c := n.FirstChild; c != nil; c = c.NextSibling {
		switch c.Type {
		case html.TextNode:
			name = append(name, c.Data...)
		case html.CommentNode:
		default:
			return false // a label or a second glyph beside the name
		}
		if len(name) > iconNameMax*2 {
			return false
		}
	}
	return isIconName(name) && !aloneInCell(n)
}

// aloneInCell reports whether n is a table cell, or all the text of the
// cell it sits in, however the cell wraps it: white space, comments,
// empty elements and the elements the walker drops by kind (a script, an
// svg) stand beside it. A cell of more than cellNodesMax nodes is no
// single glyph's.
func aloneInCell(n *html.Node) bool {
	cell := n
	for cell != nil && cell.DataAtom != atom.Td && cell.DataAtom != atom.Th {
		if cell.DataAtom == atom.Table || cell.DataAtom == atom.Body {
			return false
		}
		cell = cell.Parent
	}
	if cell == nil {
		return false
	}
	budget := cellNodesMax
	return cell == n || onlyText(cell, n, &budget)
}

// cellNodesMax bounds the walk of a cell in aloneInCell, so a layout
// table's cell holding a page of icons is not walked once per icon.
const cellNodesMax = 64

// onlyText reports whether skip holds all the text root shows,
// within budget nodes.
func onlyText(root, skip *html.Node, budget *int) bool {
	for c := root.FirstChild; c != nil; c = c.NextSibling {
		if *budget--; *budget < 0 {
			return false
		}
		switch {
		case c == skip:
		case c.Type == html.TextNode:
			if len(bytes.TrimFunc([]byte(c.Data), isSpaceRune)) > 0 {
				return false
			}
		case c.Type == html.ElementNode && !dropAtoms.Has(c.DataAtom):
			if !onlyText(c, skip, budget) {
				return false
			}
		}
	}
	return true
}

// isIconName reports whether s, trimmed of white space, is one ligature
// name (a lower-case letter among letters, digits and "_") or private-use
// code points only.
func isIconName(s []byte) bool {
	name := bytes.TrimFunc(s, isSpaceRune)
	if len(name) == 0 || len(name) > iconNameMax {
		return false
	}
	if name[0] >= 0x80 {
		for _, ch := range string(name) {
			if !isPrivateUse(ch) && !isSpaceRune(ch) {
				return false
			}
		}
		return true
	}
	letter := false
	for _, c := range name {
		switch {
		case c >= 'a' && c <= 'z':
			letter = true
		case c >= '0' && c <= '9' || c == '_':
		default:
			return false
		}
	}
	return letter
}

// isPrivateUse reports whether ch is in the Basic Multilingual Plane's
// private-use area, where icon fonts put their glyphs.
func isPrivateUse(ch rune) bool { return ch >= 0xE000 && ch <= 0xF8FF }
