package dom

import "testing"

// A Parent reads its Box only when an edge beside text asks, and a
// child's Edge once for both of the child's edges: a walk meets two edges
// of every child, most of them beside white space.
func TestParentReadsOnce(t *testing.T) {
	div := firstElement(t, `<div class="flex"><span>Price</span><span class="inline-block">$20</span></div>`)
	price, amount := div.FirstChild, div.LastChild

	in := ParentOf(div)
	var s Seam
	s.Space()
	s.Element(price, &in)
	if in.read {
		t.Fatal("the parent's box was read at an edge beside white space")
	}
	s.Text("Price")
	s.Element(price, &in)
	if !in.read || in.box != BoxItems {
		t.Fatalf("box read %v as %v, want BoxItems", in.read, in.box)
	}
	if s.Joins("Price", "$20") {
		t.Error(`"Price" and "$20" are two flex items, not one word`)
	}
	div.Attr = nil // read once: the next edge does not look again
	s = Seam{}
	s.Text("Price")
	s.Element(amount, &in)
	if s.edge != EdgeBox {
		t.Errorf("the parent's box was read again: edge %v", s.edge)
	}

	outer := firstElement(t, `<span>was<span class="inline-block">$20</span></span>`)
	amount = outer.LastChild
	plain := ParentOf(outer) // no box: the child's own Edge decides
	s = Seam{}
	s.Text("was")
	s.Element(amount, &plain)
	if plain.child != amount || plain.edge != EdgePhrase {
		t.Fatalf("child edge %v of %v, want EdgePhrase of the inline-block", plain.edge, plain.child)
	}
	amount.Attr = nil // the second edge reads the first's Edge
	s.Text("$20")
	s.Element(amount, &plain)
	if s.edge != EdgePhrase {
		t.Errorf("the closing edge read the child's Edge again: %v", s.edge)
	}
}
