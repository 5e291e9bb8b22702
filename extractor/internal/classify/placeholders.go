package classify

import (
	"bytes"

	"golang.org/x/net/html"

	"folio/extractor/internal/dom"
)

// Placeholder text. Themes and page builders ship sections filled with
// "Lorem ipsum dolor sit amet..." that the site never replaced, often in a
// tab or slide the browser hides (wcxb-dev 0587, a product's unused spec
// tabs; 0285, an article's template cards). It reads like prose to every
// feature, but no ground truth holds it and no reader wants it: a unit
// that opens with "Lorem ipsum" is boilerplate, whatever the model says.
// On wcxb-dev it takes those two pages from F1 0.48 and 0.63 to 0.58 and
// 0.88; no other labelled page has the phrase.
//
// Unless the placeholder is the page: when placeholder units hold at least
// placeholderPageShare of the chosen text, nothing else is there to read
// (a theme's or a type specimen's demo page), and the reader is shown the
// text rather than its headings alone. At a half instead of four fifths,
// wcxb-dev 0285's template cards (between two thirds and four fifths of
// its chosen text) stayed and the page lost 0.805 -> 0.623.
var placeholderOpening = []byte("lorem ipsum")

// placeholderOpeningLen: the bytes of a unit's opening read, enough for
// the four words of the passage placeholderPassage asks for.
const placeholderOpeningLen = 40

// placeholderPageShare: see placeholderPage.
const placeholderPageShare = 0.8

// dropPlaceholders marks as boilerplate the paragraph units inside the
// chosen blocks that open with placeholder text, and unchooses a block
// that is one.
func dropPlaceholders(x *index, s *scores, mains map[int32]float64) {
	var buf [placeholderOpeningLen]byte
	if placeholderPage(x, s, mains, &buf) {
		return
	}
	for m := range mains {
		for u := m; u < x.end[m]; u++ {
			if s.chrome[u] != 0 {
				u = x.end[u] - 1
				continue
			}
			if x.unit[u] != u || x.unitWords[u] < 2 || !placeholderUnit(&buf, x.nodes[u]) {
				continue
			}
			if u == m && x.text[u] == x.unitText[u] {
				delete(mains, m)
				break
			}
			if x.text[u] == x.unitText[u] {
				s.chrome[u] = code(RoleBoilerplate)
				u = x.end[u] - 1
				continue
			}
			// A block with inline text beside blocks: drop the inline
			// elements that carry the unit's text, as dropUnlikely does.
			x.children(u, func(c int32) {
				if x.unit[c] == u && x.text[c] > 0 {
					s.chrome[c] = code(RoleBoilerplate)
				}
			})
		}
	}
}

// placeholderPage reports whether placeholder units hold at least
// placeholderPageShare of the chosen text: then the page is a template's or a type specimen's demo,
// whose placeholder text is all it shows, and cutting it left a reader
// the headings alone (readability-testpages: 29 pages of "Lorem ipsum"
// came out as their headings or empty).
func placeholderPage(x *index, s *scores, mains map[int32]float64, buf *[placeholderOpeningLen]byte) bool {
	var total, held int32
	for m := range mains {
		total += s.keptText[m]
		for u := m; u < x.end[m]; u++ {
			if s.chrome[u] != 0 {
				u = x.end[u] - 1
				continue
			}
			if x.unit[u] == u && x.unitWords[u] >= 2 && placeholderUnit(buf, x.nodes[u]) {
				held += x.unitText[u]
			}
		}
	}
	return total > 0 && float64(held) >= placeholderPageShare*float64(total)
}

// placeholderUnit reports whether unit n opens with placeholder text,
// reading its first placeholderOpeningLen bytes into buf.
func placeholderUnit(buf *[placeholderOpeningLen]byte, n *html.Node) bool {
	opening := unitOpening(buf[:0], n)
	return placeholder(opening, len(opening) == placeholderOpeningLen)
}

// placeholder reports whether a unit's opening is placeholder text: it
// opens with "Lorem ipsum" or is a run of the passage (placeholderPassage).
// full says the opening filled its buffer, so the text may go on past it
// and its last word may be cut short.
func placeholder(opening []byte, full bool) bool {
	if len(opening) >= len(placeholderOpening) &&
		bytes.EqualFold(opening[:len(placeholderOpening)], placeholderOpening) {
		return true
	}
	return placeholderPassage(opening, full)
}

// unitOpening appends to b the first bytes (up to cap(b)) of the text of n
// and its inline descendants, with runs of space as one space and no
// leading space; it stops reading once b is full.
func unitOpening(b []byte, n *html.Node) []byte {
	box := BlockBox(n)
	for c := n.FirstChild; c != nil && len(b) < cap(b); c = c.NextSibling {
		switch {
		case c.Type == html.TextNode:
			for i := 0; i < len(c.Data) && len(b) < cap(b); i++ {
				ch := c.Data[i]
				if dom.IsSpace(ch) {
					if len(b) == 0 || b[len(b)-1] == ' ' {
						continue
					}
					ch = ' '
				}
				b = append(b, ch)
			}
			if len(b) > 0 && len(b) < cap(b) && b[len(b)-1] != ' ' {
				b = append(b, ' ') // text nodes end where a tag starts
			}
		case unitChild(c, box):
			b = unitOpening(b, c)
		}
	}
	return b
}
