package dom

import "golang.org/x/net/html/atom"

// BlockAtom reports whether a browser lays out elements of atom a as
// blocks by default (the HTML standard's rendering section, plus the
// table parts and list items, which are boxes of their own too): the
// Markdown walker ends a paragraph at them, and text read across them
// has a word break there.
func BlockAtom(a atom.Atom) bool { return blockAtoms.Has(a) }

var blockAtoms = NewAtomSet(
	atom.Address, atom.Article, atom.Aside, atom.Body,
	atom.Caption, atom.Center, atom.Dd, atom.Details,
	atom.Dialog, atom.Dir, atom.Div, atom.Dl,
	atom.Fieldset, atom.Figcaption, atom.Figure,
	atom.Footer, atom.Form, atom.Header, atom.Hgroup,
	atom.Html, atom.Legend, atom.Li, atom.Main,
	atom.Nav, atom.P, atom.Section, atom.Search,
	atom.Tbody, atom.Td, atom.Tfoot, atom.Th,
	atom.Thead, atom.Tr, atom.Table, atom.Ul,
	atom.Ol, atom.Pre, atom.Blockquote, atom.Hr,
	atom.H1, atom.H2, atom.H3, atom.H4, atom.H5,
	atom.H6, atom.Dt, atom.Summary, atom.Menu,
	atom.Frameset, atom.Optgroup,
)
