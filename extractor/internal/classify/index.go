package classify

import (
	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"

	"folio/extractor/internal/dom"
)

// index holds the body's elements in document (pre-)order with per-element
// text statistics, computed once in one walk so that no later stage walks a
// subtree again. Element i's subtree is the range [i, end[i]).
type index struct {
	nodes  []*html.Node
	parent []int32 // -1 for the body
	end    []int32

	// Own counts: text whose nearest element is i.
	ownText  []int32 // non-space bytes of text
	ownWords []int32
	// Subtree counts.
	text  []int32 // non-space bytes
	words []int32
	link  []int32 // non-space bytes inside <a>
	// unit is the nearest block-level element (i itself when i is a block);
	// unit statistics gather the text of inline descendants into one
	// paragraph-like unit.
	unit      []int32
	unitText  []int32
	unitLink  []int32
	unitWords []int32
	unitPunct []int32 // sentence punctuation in the unit
}

// skipped elements hold no visible text.
func skipped(n *html.Node) bool {
	switch n.DataAtom {
	case atom.Script, atom.Style, atom.Template, atom.Svg, atom.Head, atom.Iframe, atom.Object, atom.Select, atom.Option:
		return true
	}
	return false
}

// Inline reports whether elements of type a continue the paragraph unit of
// their parent. The prune stage groups text into the same units.
func Inline(a atom.Atom) bool { return inline.Has(a) }

// inline elements continue the paragraph unit of their parent.
var inline = dom.NewAtomSet(
	atom.A, atom.Abbr, atom.B, atom.Bdi, atom.Bdo, atom.Br,
	atom.Cite, atom.Code, atom.Data, atom.Dfn, atom.Em, atom.Font,
	atom.I, atom.Img, atom.Kbd, atom.Label, atom.Mark, atom.Q,
	atom.S, atom.Samp, atom.Small, atom.Span, atom.Strong, atom.Sub,
	atom.Sup, atom.Time, atom.U, atom.Var, atom.Wbr, atom.Strike,
	atom.Big, atom.Tt, atom.Ins, atom.Del, atom.Picture, atom.Source,
)

func buildIndex(body *html.Node) *index {
	x := newIndex(countElements(body))
	x.add(body, -1, -1, false)
	n := len(x.nodes)
	x.text, x.words, x.link = grow(x.text, n), grow(x.words, n), grow(x.link, n)
	for i := n - 1; i >= 0; i-- {
		x.text[i] += x.ownText[i]
		x.words[i] += x.ownWords[i]
		if p := x.parent[i]; p >= 0 {
			x.text[p] += x.text[i]
			x.words[p] += x.words[i]
			x.link[p] += x.link[i]
		}
	}
	return x
}

// newIndex allocates an index for size elements up front: growing eleven
// slices by appending was a fifth of the index's time.
func newIndex(size int) *index {
	buf, k := make([]int32, 10*size), 0
	ints := func() []int32 { // one allocation, sliced with capped capacity
		k += size
		return buf[k-size : k-size : k]
	}
	return &index{
		nodes: make([]*html.Node, 0, size), parent: ints(), end: ints(),
		ownText: ints(), ownWords: ints(), link: ints(),
		unit: ints(), unitText: ints(), unitLink: ints(), unitWords: ints(), unitPunct: ints(),
	}
}

// countElements counts the elements of n's subtree that add indexes
// (skipped ones and what they hold are left out).
func countElements(n *html.Node) int {
	k := 1
	for c := n.FirstChild; c != nil; c = c.NextSibling {
		if c.Type == html.ElementNode && !skipped(c) {
			k += countElements(c)
		}
	}
	return k
}

func grow(s []int32, n int) []int32 {
	if len(s) < n {
		s = append(s, make([]int32, n-len(s))...)
	}
	return s
}

// add appends element n and its subtree; unit is the enclosing paragraph
// unit, inLink whether n lies inside an <a>.
func (x *index) add(n *html.Node, parent, unit int32, inLink bool) {
	i := int32(len(x.nodes))
	x.nodes = append(x.nodes, n)
	x.parent = append(x.parent, parent)
	x.end = append(x.end, 0)
	if unit < 0 || !inline.Has(n.DataAtom) {
		unit = i
	}
	x.unit = append(x.unit, unit)
	x.ownText, x.ownWords = append(x.ownText, 0), append(x.ownWords, 0)
	x.unitText, x.unitLink = append(x.unitText, 0), append(x.unitLink, 0)
	x.unitWords, x.unitPunct = append(x.unitWords, 0), append(x.unitPunct, 0)
	x.link = append(x.link, 0)
	inLink = inLink || n.DataAtom == atom.A
	box := unit == i && BlockBox(n) // anonblock.go
	for c := n.FirstChild; c != nil; c = c.NextSibling {
		switch c.Type {
		case html.TextNode:
			x.addText(c.Data, i, unit, inLink)
		case html.ElementNode:
			switch {
			case skipped(c):
			case box && LoneTitle(c):
				x.add(c, i, -1, inLink) // a unit of its own
			default:
				x.add(c, i, unit, inLink)
			}
		}
	}
	x.end[i] = int32(len(x.nodes))
}

func (x *index) addText(s string, el, unit int32, inLink bool) {
	chars, words, punct := countText(s)
	x.ownText[el] += chars
	x.ownWords[el] += words
	x.unitText[unit] += chars
	x.unitWords[unit] += words
	x.unitPunct[unit] += punct
	if inLink {
		x.link[el] += chars
		x.unitLink[unit] += chars
	}
}

// countText counts non-space bytes, words and sentence punctuation. It
// reads every byte of the body's text, so the byte classes come from a
// table. White space is HTML's and the no-break space (U+00A0), which
// parts words as a browser shows them and as dom.WordCounter counts
// them: "10&nbsp;kg" and "Add&nbsp;to&nbsp;cart" are words apart, not
// one long word, and the space is no text. Unicode's other spaces (the
// narrow no-break space of French, thin and ideographic spaces) read as
// white space too were measured a loss (wcxb-dev 0.909615 -> 0.909608,
// two lists of books down, the other corpora identical) and are text
// here. Otherwise its words are runs of non-space bytes of one text
// node, not dom.WordCounter's, which the prune stage counts with: the
// model was fitted on these counts, and with the dom counter's words it
// lost held out by host on every corpus, refitted or not (train/main.go's
// doc), although a Chinese paragraph is one word here.
func countText(s string) (chars, words, punct int32) {
	in := false
	for i := 0; i < len(s); i++ {
		c := textClass[s[i]]
		switch {
		case c == classSpace:
			in = false
			continue
		case c == classNBSPLead:
			if i+1 < len(s) && s[i+1] == 0xa0 {
				in = false
				i++
				continue
			}
			c = 0
		}
		chars++
		if !in {
			words++
			in = true
		}
		punct += int32(c) // classPunct is 1
	}
	return
}

const (
	classPunct    = 1
	classSpace    = 2
	classNBSPLead = 3 // 0xC2, which opens U+00A0 and other Latin-1 characters
)

var textClass = func() (t [256]uint8) {
	for _, b := range []byte(" \n\t\r\f") {
		t[b] = classSpace
	}
	for _, b := range []byte(".,?!;:") {
		t[b] = classPunct
	}
	t[0xc2] = classNBSPLead
	return t
}()

// children calls f for each element child of i.
func (x *index) children(i int32, f func(c int32)) {
	for c := i + 1; c < x.end[i]; c = x.end[c] {
		f(c)
	}
}

func (x *index) atom(i int32) atom.Atom { return x.nodes[i].DataAtom }

// contains reports whether element m lies in a's subtree (a included): in
// preorder, the range [a, end[a]).
func (x *index) contains(a, m int32) bool { return a <= m && m < x.end[a] }

// commonAncestor returns the nearest element holding both b and m (b
// itself when it holds m) and how many levels above b it lies; -1, with
// the levels up to the body's parent, when there is none (m not an
// element of this body).
func (x *index) commonAncestor(b, m int32) (a int32, up int) {
	for a = b; a >= 0; a = x.parent[a] {
		if x.contains(a, m) {
			return a, up
		}
		up++
	}
	return -1, up
}
