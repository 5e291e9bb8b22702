package classify

import (
	"strings"

	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"

	"folio/extractor/internal/dom"
)

// Anonymous blocks. A browser lays out an inline element that sits between
// block siblings in a line box of its own (CSS 2.1 §9.2.1.1, anonymous
// block boxes): a product card's title link, placed directly in the card's
// info box beside the rating, price and feature boxes, is a line of its
// own on the screen. Gathered into the box's paragraph unit, as every
// inline child is, the title was judged as that box's stray text.
//
// A link standing alone in such a box, with a title's length, is a unit of
// its own (LoneTitle), so the model judges the title line as a line. Only
// generic boxes (BlockBox) split, not list items, cells or headings, whose
// tag the model reads as a feature; only links, the card titles of shop
// grids; and only long ones: a short link alone in a box is a control
// ("Next", "Get free trial") that its box's words judged better. Text of
// the box's own beside the link ("in <a>GPUs</a>") keeps the link in the
// box's line.
//
// Measured (gym score, 40 bytes against none): wcxb-dev mean 0.905908 ->
// 0.905958, collection 0.79609 -> 0.79709 (Zappos 0.709 -> 0.792, whose
// truth holds each card's link text and not the card's lines; a fitness
// shop +0.038), service 0.87113 -> 0.87136, listing 0.81703 -> 0.81615 (a
// TV station's topic page 0.926 -> 0.836, whose headlines the model
// doubts as lines of their own); ScrapingHub 0.9768 -> 0.9771,
// trafilatura-dev and readability-testpages unchanged. Any length: wcxb-dev
// 0.906055 and collection 0.79808, but readability-testpages lost (a
// trial button's box, a "Next" link); any inline element in any block:
// wcxb-dev 0.9037 (list items lost their tag).
const loneTitleText = 40 // non-space bytes of a lone link that is a title

// boxes are the generic containers whose inline children may stand alone.
var boxes = dom.NewAtomSet(atom.Div, atom.Section, atom.Article, atom.Aside,
	atom.Header, atom.Footer, atom.Main, atom.Nav, atom.Form, atom.Figure,
	atom.Fieldset, atom.Details, atom.Center, atom.Body,
)

// BlockBox reports whether n is a generic box holding an element child that
// starts a paragraph unit of its own (one not inline and not skipped): the
// boxes whose links may stand alone (LoneTitle). It reads n's children, so
// callers ask it once per element, not once per child.
func BlockBox(n *html.Node) bool {
	if !boxes.Has(n.DataAtom) {
		return false
	}
	for c := n.FirstChild; c != nil; c = c.NextSibling {
		if c.Type == html.ElementNode && !inline.Has(c.DataAtom) && !skipped(c) {
			return true
		}
	}
	return false
}

// LoneTitle reports whether c, a child of a BlockBox, is a paragraph unit
// of its own: a link of loneTitleText bytes or more that no text of its
// parent's touches (white space and comments aside).
func LoneTitle(c *html.Node) bool {
	return c.Type == html.ElementNode && c.DataAtom == atom.A &&
		!textBeside(c.PrevSibling, true) && !textBeside(c.NextSibling, false) && textAtLeast(c, loneTitleText) >= loneTitleText
}

// textBeside reports whether the run of text nodes and comments from s
// (walking back when back is set) holds text before the next element.
func textBeside(s *html.Node, back bool) bool {
	for s != nil && s.Type != html.ElementNode {
		if s.Type == html.TextNode && strings.TrimSpace(s.Data) != "" {
			return true
		}
		if back {
			s = s.PrevSibling
		} else {
			s = s.NextSibling
		}
	}
	return false
}

// textAtLeast counts the non-space bytes of n's text, stopping once it has
// want: a link's subtree is read once, and only up to a title's length.
func textAtLeast(n *html.Node, want int) int {
	k := 0
	for c := n.FirstChild; c != nil && k < want; c = c.NextSibling {
		switch {
		case c.Type == html.TextNode:
			for i := 0; i < len(c.Data) && k < want; i++ {
				if textClass[c.Data[i]] != classSpace {
					k++
				}
			}
		case c.Type == html.ElementNode && !skipped(c):
			k += textAtLeast(c, want-k)
		}
	}
	return k
}

// unitChild reports whether element c continues the paragraph unit of its
// parent, which is a BlockBox when box is set: an inline element that is
// not a LoneTitle. The walks that read a unit's own text ask it.
func unitChild(c *html.Node, box bool) bool {
	return c.Type == html.ElementNode && inline.Has(c.DataAtom) && !skipped(c) && !(box && LoneTitle(c))
}

// cardTitle reports whether element i is a card's title: a heading, or a
// link that is a paragraph unit of its own (LoneTitle), the title of a
// shop's card that writes no heading (a name link in the card's info box
// beside its rating, features and price boxes), or the first line of a
// whole-card link (wholeLinkTitle).
func cardTitle(x *index, i int32) bool {
	return isHeading(x, i) || x.atom(i) == atom.A && x.unit[i] == i || wholeLinkTitle(x, i)
}

// wholeLinkTitle reports whether i is the item's name in a link that wraps
// a whole card: one <a> around the item's picture and a <div> or <span>
// block of its name (Webflow's "w-inline-block", React and Shopify themes'
// whole-tile links). The name is neither a heading nor a link of its own,
// so without this such cards had no title and the grid was no group of
// items (a category of chargers lost every product's name). The name is
// the first line of text after the link's picture: a badge or a kind
// ("Sale", "SURVEY", "Recommended") is laid over the picture or put
// before it, and a price or a teaser comes after the name. A link that
// holds a heading has its title already. The link is looked for at most
// wholeLinkDepth levels up, and is a card only up to wholeLinkMaxNodes
// elements.
func wholeLinkTitle(x *index, i int32) bool {
	if x.unit[i] != i || x.unitText[i] == 0 || x.atom(i) == atom.A {
		return false
	}
	for a, up := x.parent[i], 0; a >= 0 && up < wholeLinkDepth; a, up = x.parent[a], up+1 {
		if x.atom(a) != atom.A {
			continue
		}
		if !dom.LeadsAway(dom.Attr(x.nodes[a], "href")) || x.end[a]-a > wholeLinkMaxNodes {
			return false
		}
		name := int32(-1)
		for j, picture := a+1, false; j < x.end[a]; j++ {
			switch {
			case isHeading(x, j):
				return false
			case x.atom(j) == atom.Img || x.atom(j) == atom.Picture:
				picture = true
			case picture && name < 0 && x.unit[j] == j && x.unitText[j] > 0:
				name = j
			}
		}
		return name == i
	}
	return false
}

// wholeLinkDepth bounds the climb from a card's name to the link around
// the card: <a><div class="info"><div class="name"> is two levels.
const wholeLinkDepth = 3

// wholeLinkMaxNodes bounds the elements of a whole-card link: a tile
// holds a picture, a name, a price and a few badges, about twenty
// elements. A larger link wraps a page region, not a card (HTML lets an
// <a> hold any flow content), and its lines are no item's name. The bound
// also keeps the walk linear: cardLike asks every line of a link, and
// each question walks the link, so a link of n lines cost n² (a declared
// collection with 16,000 lines in one <a>: 0.74 s -> 4.4 s).
const wholeLinkMaxNodes = 64
