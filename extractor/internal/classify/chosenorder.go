package classify

import "slices"

// chosenOrder holds the chosen blocks in document order. An element's
// subtree is the preorder range [a, end[a]), so the chosen blocks under
// any element are one run of them, found by two binary searches (span):
// the rules that ask of many elements which chosen blocks they hold
// (contentRegion's share of the chosen text, chromeAbove's lone block)
// read it instead of walking subtrees or mapping every block's ancestors.
type chosenOrder []int32

// orderChosen returns mains' blocks in document order, stored in buf.
func orderChosen(buf []int32, mains map[int32]float64) chosenOrder {
	buf = buf[:0]
	for m := range mains {
		buf = append(buf, m)
	}
	slices.Sort(buf)
	return buf
}

// span returns the run [lo, hi) of o's blocks that lie in a's subtree.
func (o chosenOrder) span(x *index, a int32) (lo, hi int) {
	lo, _ = slices.BinarySearch(o, a)
	hi, _ = slices.BinarySearch(o, x.end[a])
	return lo, hi
}
