package dom

import (
	"unicode"
	"unicode/utf8"

	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"
)

// Seam is what lies between the last text met along a walk of the tree
// in document order and the next text: white space, a block boundary,
// or the edges of the elements that start and end there. It decides
// whether the two texts are one word or two, as a browser shows them:
// texts that meet at inline markup run on ("<b>W</b>ord" is "Word"); a
// block element (BlockAtom) or a <br> parts them; an element that its
// style or class makes a box (BoxOf), an item of a flex or grid
// container and a control (button, label, option) part them as
// Edge.Parts says, and so do two links to different addresses meeting
// (no word is split between two destinations); two texts that cannot be
// one word of prose (WordBreak: "Merrell" "Moab 3") part at any element.
// Text reads words by it; the prune stage joins its text nodes by it;
// the Markdown walker writes by the same rules (markdown/edges.go, which
// keeps its own state because it also places a line's hard breaks).
//
// The zero Seam is the start of a walk, where nothing needs parting.
type Seam struct {
	sep    bool   // white space or a block boundary
	marked bool   // an element starts or ends here
	edge   Edge   // the strongest edge of those elements
	link   bool   // a link starts or ends here
	href   string // its address
}

// Space notes white space, a block boundary or text left out between
// the last text and the next: they are words apart.
func (s *Seam) Space() { s.sep = true }

// Element notes that element c, one of in's children, starts or ends
// here. Its Box, and in's, are read only when no white space already
// parts the texts: most element edges lie beside indentation.
func (s *Seam) Element(c *html.Node, in *Parent) {
	if s.sep {
		return
	}
	switch c.DataAtom {
	case atom.Sup, atom.Sub, atom.Wbr:
		// No edge: "1<sup>st</sup>", "CO<sub>2</sub>", "get<wbr>Element".
		s.marked, s.edge = false, EdgeInline
		return
	case atom.Br:
		s.sep = true
		return
	case atom.Button, atom.Label, atom.Option:
		s.edge = max(s.edge, EdgePhrase)
	}
	if BlockAtom(c.DataAtom) {
		s.sep = true
		return
	}
	if c.DataAtom == atom.A {
		// Links cannot nest, so two at one seam are one ending and the
		// next starting: a row of tag links that the style sheet spaces.
		h := Attr(c, "href")
		if s.link && s.href != h {
			s.edge = max(s.edge, EdgePhrase)
		}
		s.link, s.href = true, h
	}
	s.marked = true
	if in.Box() == BoxItems {
		s.edge = EdgeBox // CSS blockifies flex and grid items
		return
	}
	s.edge = max(s.edge, in.edgeOf(c))
}

// Parent is the element whose children a walk is at, as Seam.Element
// reads it: whether it is a flex or grid container (BoxOf) is read once,
// at the first of its children's edges that asks, instead of at each of
// the two edges of every child, and a child's own Edge once for both of
// its edges (the walk between them, inside the child, has Parents of its
// own). Most edges lie beside white space and never ask, so nothing is
// read up front.
type Parent struct {
	n     *html.Node
	box   Box
	read  bool
	child *html.Node // the child whose Edge is edge
	edge  Edge
}

// ParentOf returns the Parent of n's children.
func ParentOf(n *html.Node) Parent { return Parent{n: n} }

// Box returns the parent's Box, read the first time it is asked for.
func (p *Parent) Box() Box {
	if !p.read {
		p.read = true
		if p.n != nil {
			p.box = BoxOf(p.n)
		}
	}
	return p.box
}

// edgeOf returns EdgeOf(c) for c, one of the parent's children, read
// once for the child the walk is at.
func (p *Parent) edgeOf(c *html.Node) Edge {
	if c != p.child {
		p.child, p.edge = c, EdgeOf(c)
	}
	return p.edge
}

// Joins reports whether text next, met after text last (both as they
// stand in their nodes, white space and all), continues last's word. A
// broken UTF-8 sequence at either side never joins: its bytes could make
// a character neither text has.
func (s *Seam) Joins(last, next string) bool {
	if s.sep || last == "" || next == "" {
		return false
	}
	a, _ := utf8.DecodeLastRuneInString(last)
	b, size := utf8.DecodeRuneInString(next)
	if a == utf8.RuneError || b == utf8.RuneError || unicode.IsSpace(a) || unicode.IsSpace(b) {
		return false
	}
	if !s.marked {
		return true // one text split in two nodes
	}
	c, _ := utf8.DecodeRuneInString(next[size:])
	return !s.edge.Parts(a, b) && !WordBreak(a, b, c)
}

// Text notes that text t was met: the seam after it starts afresh,
// parted when t ends with white space.
func (s *Seam) Text(t string) {
	if t == "" {
		return
	}
	r, _ := utf8.DecodeLastRuneInString(t)
	*s = Seam{sep: unicode.IsSpace(r)}
}

// WordBreak reports whether a then b (followed by c), met where an inline
// element starts or ends, cannot be the inside of one word of prose:
// lower-case then upper-case or a digit, a digit then upper-case or a
// digit, an upper-case letter then a capitalised word (an acronym before
// a name: "HOKA" "Clifton"). Shops and app frameworks lay out a card's
// parts as sibling spans that CSS sets apart (a brand above its
// product's name, a facet's label beside its count, a price beside its
// list price); an upper-case letter then a digit ("EH<b>55</b>") and a
// digit then a lower-case letter (a unit, "31<span>g</span>") stay
// joined. The Markdown walker writes a space there (markdown/edges.go).
func WordBreak(a, b, c rune) bool {
	switch {
	case unicode.IsLower(a):
		return unicode.IsUpper(b) || unicode.IsDigit(b)
	case unicode.IsDigit(a):
		return unicode.IsUpper(b) || unicode.IsDigit(b)
	case unicode.IsUpper(a):
		return unicode.IsUpper(b) && unicode.IsLower(c)
	}
	return false
}
