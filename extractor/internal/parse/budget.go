package parse

import "folio/extractor/internal/parse/html5"

// The node budget (Limits.BytesPerNode). Every later stage (tree, classifier, pruning, rendering)
// costs memory per node, about 250 bytes in all (BenchmarkShapes in the
// extractor measures it per page shape), so a page may only hold as many
// nodes as its size pays for: NodeAllowance plus one per BytesPerNode bytes
// of input (DefaultBytesPerNode in the default limits). Real pages sit far below: the densest page of the labelled
// corpora (2,300 pages) has one node or attribute per 10 bytes, and the
// largest 35,000 nodes, inside the allowance. Hostile pages (a million
// `<td>x` cells, `<br>` runs, attribute floods) are refused while
// tokenizing: the tree builder (package html5) counts what it builds, an
// attribute as a quarter of a node, and stops at the budget; pages from
// prescanFrom bytes on are first estimated by a byte scan (precount.go).
const (
	// NodeAllowance is the number of nodes any page may hold whatever its
	// size, when Limits.BytesPerNode is set.
	NodeAllowance = 50_000
	// DefaultBytesPerNode is the input a page needs per node beyond the
	// allowance, in the default limits.
	DefaultBytesPerNode = 10
)

// budget returns the largest node count a page of size bytes may hold
// under lim: MaxNodes, lowered for dense input by BytesPerNode.
func budget(size int, lim Limits) int {
	n := lim.MaxNodes
	if lim.BytesPerNode > 0 {
		d := NodeAllowance + size/lim.BytesPerNode
		if n <= 0 || d < n {
			n = d
		}
	}
	return n
}

// attrsPerNode is what an attribute costs next to a node (48 bytes and a
// slice slot against a 112-byte node and its entries in every stage).
const attrsPerNode = html5.NodeUnits
