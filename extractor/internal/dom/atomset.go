package dom

import "golang.org/x/net/html/atom"

// AtomSet is a set of element atoms (block elements, inline elements,
// elements the walker drops) whose Has is a multiply, a shift and one
// compare. Every stage asks it of each element it walks, often several
// times; a map[atom.Atom]bool hashed each atom, and those lookups were
// 2.5% of extraction time in the bench's CPU profile. NewAtomSet finds a
// multiplier that gives each member a slot of its own among 256 (a
// perfect hash); any other atom lands on a slot holding something else.
type AtomSet struct {
	mul   uint32
	slots [256]atom.Atom
}

// noAtom fills the slots no member takes: no element has it (no tag name
// is 255 bytes long at the end of the atom table), so Has(0) is false too.
const noAtom = ^atom.Atom(0)

// maxAtomSet bounds a set's size: the multiplier search needs the slots
// mostly empty to end quickly (64 members in 256 slots: a few thousand
// tries at init).
const maxAtomSet = 64

// NewAtomSet returns the set of atoms. It panics when given more than
// maxAtomSet atoms or the zero atom: sets are built at init from atom
// constants, so either is a programming error.
func NewAtomSet(atoms ...atom.Atom) *AtomSet {
	if len(atoms) > maxAtomSet {
		panic("dom: NewAtomSet: more than 64 atoms")
	}
	for _, a := range atoms {
		if a == 0 || a == noAtom {
			panic("dom: NewAtomSet: not an element's atom")
		}
	}
	s := &AtomSet{}
	for mul := uint32(0x9E3779B1); ; mul += 2 { // odd multipliers from the golden ratio's
		if s.fill(mul, atoms) {
			return s
		}
	}
}

// fill places atoms by multiplier mul and reports whether each got a
// slot of its own.
func (s *AtomSet) fill(mul uint32, atoms []atom.Atom) bool {
	s.mul = mul
	for i := range s.slots {
		s.slots[i] = noAtom
	}
	for _, a := range atoms {
		slot := &s.slots[s.slot(a)]
		if *slot != noAtom && *slot != a {
			return false
		}
		*slot = a
	}
	return true
}

func (s *AtomSet) slot(a atom.Atom) uint8 { return uint8((uint32(a) * s.mul) >> 24) }

// Has reports whether a is in the set.
func (s *AtomSet) Has(a atom.Atom) bool { return s.slots[s.slot(a)] == a }
