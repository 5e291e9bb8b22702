package dom

import (
	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"
)

// HeadingLevel returns the level of a heading element's atom, 1 for h1 to
// 6 for h6, and 0 for any other atom. It is the one place that names the
// six heading elements: the renderer writes the level as that many "#",
// and every stage that asks "is this a heading" asks HeadingAtom, which
// reads this switch.
func HeadingLevel(a atom.Atom) int {
	switch a {
	case atom.H1:
		return 1
	case atom.H2:
		return 2
	case atom.H3:
		return 3
	case atom.H4:
		return 4
	case atom.H5:
		return 5
	case atom.H6:
		return 6
	}
	return 0
}

// HeadingAtom reports whether a is one of h1 to h6. It counts the element
// only, not role=heading: the renderer, the tables' heavy-cell test and the
// classifier's features mean the element a Markdown heading is written
// from. Headings a page declares with ARIA count where a stage means what
// a reader sees as a heading (HeadingButton, SelfLinked, through
// headingElement).
func HeadingAtom(a atom.Atom) bool {
	return HeadingLevel(a) != 0
}

// headingElement reports whether n is <h1>..<h6> or declares role=heading.
func headingElement(n *html.Node) bool {
	return HeadingAtom(n.DataAtom) || Attr(n, "role") == "heading"
}
