package parse

import "folio/extractor/internal/parse/html5"

// The node budget (Limits.BytesPerNode). Every later stage (tree,
// classifier, pruning, rendering) costs memory per node, about 200 bytes
// at the peak in all (BenchmarkShapes in the extractor measures it per
// page shape), so a page may only hold as many nodes as its size pays
// for: NodeAllowance plus one per BytesPerNode bytes of input
// (DefaultBytesPerNode in the default limits). A page at that density
// peaks under 30 times its size (BenchmarkShapes, short-cells). Real
// pages sit below it: the densest of the labelled corpora's 2,449 pages
// over a kilobyte has one node (an attribute a half) per 11 bytes, and
// the largest 44,000 nodes in 2 MB; a minified table of short numbers
// (`<td>r12c34</td>`) has one per 7.5. The allowance is for small pages
// (one of 200 bytes holds one node per 8): a dense page may reach it
// whatever its size, so it bounds what such a page costs in absolute
// terms (1.5 MB) where the per-byte rule cannot. Hostile pages (a million
// `<td>x` cells, `<br>` runs, attribute floods, reopened formatting) are
// refused while tokenizing: the tree builder (package html5) counts what
// it builds, an attribute as half a node, and stops at the budget; pages
// from prescanFrom bytes on are first estimated by a byte scan
// (precount.go).
const (
	// NodeAllowance is the number of nodes any page may hold whatever its
	// size, when Limits.BytesPerNode is set.
	NodeAllowance = 2_000
	// DefaultBytesPerNode is the input a page needs per node beyond the
	// allowance, in the default limits.
	DefaultBytesPerNode = 7
)

// Budget returns the largest node count a page of size bytes may hold
// under lim: MaxNodes, lowered for dense input by BytesPerNode.
func Budget(size int, lim Limits) int {
	n := lim.MaxNodes
	if lim.BytesPerNode > 0 {
		d := NodeAllowance + size/lim.BytesPerNode
		if n <= 0 || d < n {
			n = d
		}
	}
	return n
}

// attrsPerNode is how many attributes cost as much as a node (48 bytes and
// its strings against a 112-byte node and its entries in every stage).
const attrsPerNode = html5.NodeUnits
