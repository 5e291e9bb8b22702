package extractor

import (
	"runtime"

	"golang.org/x/net/html"

	"folio/extractor/internal/parse"
)

// settleFrom is the tree size (nodes) from which the extraction collects
// its garbage between stages. The collector lets the heap grow to twice
// what was live at its last cycle, so on a page whose tree is most of the
// heap the peak was twice the tree plus a stage, whichever stage the
// cycle fell in (31 times the input for a 9 MB page of table cells).
// Collecting after the parse, the metadata and rules, the classifier and
// the pruning brings it to the tree plus the largest stage's working set,
// for a few tens of milliseconds a cycle on trees this size. Real pages stay well under it
// (the largest labelled page holds 44,000 nodes) and pay nothing.
const settleFrom = 150_000

// settler collects garbage between the stages of one extraction of a
// large tree; the zero settler does nothing.
type settler struct{ on bool }

// newSettler returns the settler for doc, the tree of a page of size
// bytes: nodes are only counted when the node budget lets a page of that
// size reach settleFrom.
func newSettler(doc *html.Node, size int, lim Limits) settler {
	if b := parse.Budget(size, parse.Limits(lim)); b > 0 && b < settleFrom {
		return settler{}
	}
	return settler{on: countNodes(doc, settleFrom) >= settleFrom}
}

// countNodes counts the nodes of the tree under doc, up to max.
func countNodes(doc *html.Node, max int) int {
	k := 0
	for n := doc; n != nil && k < max; {
		k++
		if n.FirstChild != nil {
			n = n.FirstChild
			continue
		}
		for n != nil && n.NextSibling == nil {
			n = n.Parent
		}
		if n != nil {
			n = n.NextSibling
		}
	}
	return k
}

// stageDone returns the garbage of the stage that just ended to the heap.
func (s settler) stageDone() {
	if s.on {
		runtime.GC()
	}
}
