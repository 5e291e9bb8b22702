package dom

import (
	"testing"

	"golang.org/x/net/html/atom"
)

// An AtomSet holds its members and nothing else, whichever slot another
// atom lands on; the zero atom (an unknown element) is never a member.
func TestAtomSet(t *testing.T) {
	members := []atom.Atom{atom.Div, atom.P, atom.Li, atom.Table, atom.H1, atom.Section}
	s := NewAtomSet(members...)
	in := map[atom.Atom]bool{}
	for _, a := range members {
		in[a] = true
	}
	// Every atom of a tag name the HTML standard lists.
	for _, name := range []string{"a", "abbr", "address", "article", "aside", "b", "body", "br",
		"div", "dl", "em", "h1", "h2", "head", "html", "i", "img", "li", "main", "nav", "ol", "p",
		"pre", "script", "section", "span", "strong", "table", "td", "tr", "ul", "video"} {
		a := atom.Lookup([]byte(name))
		if got := s.Has(a); got != in[a] {
			t.Errorf("Has(%s) = %v, want %v", name, got, in[a])
		}
	}
	if s.Has(0) {
		t.Error("the zero atom is in the set")
	}
	if NewAtomSet().Has(0) {
		t.Error("the zero atom is in the empty set")
	}
	if BlockAtom(0) || !BlockAtom(atom.Div) || BlockAtom(atom.Span) {
		t.Error("BlockAtom: div is a block, span and an unknown element are not")
	}
}

// A set built with the zero atom or too many atoms is a programming
// error, told at init.
func TestAtomSetMisuse(t *testing.T) {
	for name, atoms := range map[string][]atom.Atom{
		"zero":     {atom.Div, 0},
		"too many": make([]atom.Atom, maxAtomSet+1),
	} {
		func() {
			defer func() {
				if recover() == nil {
					t.Errorf("%s: no panic", name)
				}
			}()
			NewAtomSet(atoms...)
		}()
	}
}
