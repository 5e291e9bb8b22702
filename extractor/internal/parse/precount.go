package parse

import (
	"context"

	"golang.org/x/net/html/atom"
)

// prescanFrom is the input size from which the parse is preceded by a
// byte scan that estimates the node count (precount). Below it, the tree
// builder's own count refuses a page over the budget after at most
// NodeAllowance plus a seventh of its size in nodes: under a tenth of a
// second of work. Above it, building the budget's worth of tree before
// refusing costs more (a single tag of 350,000 attributes in 3 MB: 30
// times the scan's time), so the scan, a few milliseconds a megabyte,
// refuses first. 17 of the 2,189 labelled pages are above it; the others
// pay nothing.
const prescanFrom = 2 << 20

// precount scans text without building a tree and refuses it as soon as
// its nodes (elements, text runs, comments; an attribute counts a half)
// pass max. It is a byte scanner rather than golang.org/x/net/html's
// tokenizer, which keeps a map of the attribute names of the tag it reads:
// a single tag of millions of attributes would cost the pre-pass what it
// is there to prevent. The count follows the tree builder where it makes
// more nodes than there are tags: a stray </p> or </br> makes an element,
// and formatting elements closed by another element's end tag are reopened
// at the next content (the HTML "reconstruct the active formatting
// elements" step).
func precount(ctx context.Context, text []byte, max int) error {
	if max <= 0 {
		return ctx.Err()
	}
	s := scanner{b: text}
	limit := int64(max) * attrsPerNode
	for n := 0; s.i < len(s.b); n++ {
		if n&4095 == 0 && ctx.Err() != nil {
			return ctx.Err()
		}
		s.next()
		if s.c.units > limit {
			if d := len(s.c.open); d > HTMLMaxDepth {
				// Nesting is what grows: say so, as the tree builder would.
				return &LimitError{Limit: "MaxDepth", Max: HTMLMaxDepth, Got: int64(d), Err: ErrTooDeep}
			}
			got := s.c.units / attrsPerNode
			return &LimitError{Limit: "MaxNodes", Max: int64(max), Got: got, Err: ErrTooManyNodes}
		}
	}
	return nil
}

// counter estimates the node count of the tree the builder will make.
type counter struct {
	units int64  // attrsPerNode per node, one per attribute
	open  []elem // elements opened and not yet closed by an end tag
	stale []elem // formatting elements popped by another end tag
}

// elem is an element on the simulated stack and what its attributes cost:
// the builder copies them into every element it reopens (a page of 78
// links reopened came to 822 attributes).
type elem struct {
	a     atom.Atom
	attrs int64
}

// maxOpen bounds the simulated stack: the tree builder refuses deeper
// documents (HTMLMaxDepth) anyway.
const maxOpen = 4 * HTMLMaxDepth

func (c *counter) content() {
	c.units += attrsPerNode
	c.reopen()
}

// reopen counts the formatting elements the tree builder reconstructs
// before new content, and puts them back on the simulated stack.
func (c *counter) reopen() {
	if len(c.stale) == 0 {
		return
	}
	for _, e := range c.stale {
		c.units += attrsPerNode + e.attrs
		c.push(e)
	}
	c.stale = c.stale[:0]
}

// start counts a start tag for a whose attributes cost attrs (counted
// already).
func (c *counter) start(a atom.Atom, selfClosing bool, attrs int64) {
	c.units += attrsPerNode
	if !block[a] {
		c.reopen() // the builder reopens them around inline content only
	}
	if selfClosing || void[a] {
		return
	}
	if g := sibling[a]; g != 0 {
		c.closeSibling(g)
	}
	c.push(elem{a, attrs})
}

// closeSibling pops an open element of group g near the top of the stack:
// a <p>, <li>, <td> or <option> start tag closes the previous one, so
// that runs of them do not count as nesting. A list, table or select
// opened since is a new scope: an <li> of a nested list closes nothing.
func (c *counter) closeSibling(g int) {
	for i := len(c.open) - 1; i >= 0 && i >= len(c.open)-4; i-- {
		if scope[c.open[i].a] {
			return
		}
		if sibling[c.open[i].a] == g {
			c.open = c.open[:i]
			return
		}
	}
}

func (c *counter) push(e elem) {
	if len(c.open) < maxOpen {
		c.open = append(c.open, e)
	}
}

func (c *counter) end(a atom.Atom) {
	i := len(c.open) - 1
	for i >= 0 && c.open[i].a != a {
		i--
	}
	if i < 0 {
		if a == atom.P || a == atom.Br {
			c.units += attrsPerNode // the builder inserts the element the end tag names
		}
		c.unstale(a)
		return
	}
	for _, o := range c.open[i+1:] {
		if formatting[o.a] && len(c.stale) < HTMLMaxDepth {
			c.stale = append(c.stale, o)
		}
	}
	c.open = c.open[:i]
}

// unstale drops the last stale formatting element named a: its own end
// tag removes it from the builder's list of active formatting elements.
func (c *counter) unstale(a atom.Atom) {
	for i := len(c.stale) - 1; i >= 0; i-- {
		if c.stale[i].a == a {
			c.stale = append(c.stale[:i], c.stale[i+1:]...)
			return
		}
	}
}

// sibling groups the elements whose start tag implies the end of an open
// element of the same group.
var sibling = map[atom.Atom]int{
	atom.P: 1, atom.Li: 2, atom.Dt: 3, atom.Dd: 3, atom.Td: 4, atom.Th: 4,
	atom.Tr: 5, atom.Option: 6, atom.Optgroup: 6,
}

// scope lists the elements inside which a sibling start tag closes
// nothing outside: the item scopes of lists, tables and selects.
var scope = map[atom.Atom]bool{
	atom.Ul: true, atom.Ol: true, atom.Dl: true, atom.Menu: true,
	atom.Table: true, atom.Select: true,
}

// block lists the elements whose start tag does not reopen formatting
// elements: the new element goes where the stack is, and content inside
// it reopens them.
var block = map[atom.Atom]bool{
	atom.Address: true, atom.Article: true, atom.Aside: true, atom.Blockquote: true,
	atom.Center: true, atom.Details: true, atom.Dialog: true, atom.Dir: true,
	atom.Div: true, atom.Dl: true, atom.Dd: true, atom.Dt: true, atom.Fieldset: true,
	atom.Figcaption: true, atom.Figure: true, atom.Footer: true, atom.Form: true,
	atom.H1: true, atom.H2: true, atom.H3: true, atom.H4: true, atom.H5: true,
	atom.H6: true, atom.Header: true, atom.Hgroup: true, atom.Hr: true, atom.Li: true,
	atom.Listing: true, atom.Main: true, atom.Menu: true, atom.Nav: true, atom.Ol: true,
	atom.P: true, atom.Pre: true, atom.Section: true, atom.Summary: true,
	atom.Table: true, atom.Ul: true, atom.Xmp: true,
}

// void lists the elements that never have content.
var void = map[atom.Atom]bool{
	atom.Area: true, atom.Base: true, atom.Br: true, atom.Col: true, atom.Embed: true,
	atom.Hr: true, atom.Img: true, atom.Input: true, atom.Keygen: true, atom.Link: true,
	atom.Meta: true, atom.Param: true, atom.Source: true, atom.Track: true, atom.Wbr: true,
}

// formatting lists the HTML formatting elements, which the tree builder
// reopens when another element's end tag closed them.
var formatting = map[atom.Atom]bool{
	atom.A: true, atom.B: true, atom.Big: true, atom.Code: true, atom.Em: true,
	atom.Font: true, atom.I: true, atom.Nobr: true, atom.S: true, atom.Small: true,
	atom.Strike: true, atom.Strong: true, atom.Tt: true, atom.U: true,
}
