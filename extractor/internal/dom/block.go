package dom

import "golang.org/x/net/html/atom"

// BlockAtom reports whether a browser lays out elements of atom a as
// blocks by default (the HTML standard's rendering section, plus the
// table parts and list items, which are boxes of their own too): the
// Markdown walker ends a paragraph at them, and text read across them
// has a word break there.
func BlockAtom(a atom.Atom) bool { return blockAtoms[a] }

var blockAtoms = map[atom.Atom]bool{
	atom.Address: true, atom.Article: true, atom.Aside: true, atom.Body: true,
	atom.Caption: true, atom.Center: true, atom.Dd: true, atom.Details: true,
	atom.Dialog: true, atom.Dir: true, atom.Div: true, atom.Dl: true,
	atom.Fieldset: true, atom.Figcaption: true, atom.Figure: true,
	atom.Footer: true, atom.Form: true, atom.Header: true, atom.Hgroup: true,
	atom.Html: true, atom.Legend: true, atom.Li: true, atom.Main: true,
	atom.Nav: true, atom.P: true, atom.Section: true, atom.Search: true,
	atom.Tbody: true, atom.Td: true, atom.Tfoot: true, atom.Th: true,
	atom.Thead: true, atom.Tr: true, atom.Table: true, atom.Ul: true,
	atom.Ol: true, atom.Pre: true, atom.Blockquote: true, atom.Hr: true,
	atom.H1: true, atom.H2: true, atom.H3: true, atom.H4: true, atom.H5: true,
	atom.H6: true, atom.Dt: true, atom.Summary: true, atom.Menu: true,
	atom.Frameset: true, atom.Optgroup: true,
}
