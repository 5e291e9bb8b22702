package classify

import "folio/extractor/internal/dom"

// rescueToggles trusts the label of an ARIA disclosure whose panel is
// chosen. An accordion written without <details> (Bootstrap's collapse, a
// shop's "expandable-section") marks its header with aria-expanded, often
// as role="button", and puts the panel right after it: a FAQ's question in
// an <h5> inside the header, the answer in the next box. The model finds
// the question unlikely (a short line under a button), so dropUnlikely cut
// it while the answer it opens stayed, and the FAQ came out as answers
// without their questions (wcxb-dev 4149, a sewing-machine shop's FAQ). As
// for a <summary> (disclosure.go), once the panel is content the label
// that heads it is too: its units' probabilities are lifted to dropProb.
// Only a header inside the chosen blocks is trusted; adding headers
// outside them (panels chosen alone) lost on a service page whose truth
// leaves a toggle's label out.
//
// Measured (gym score): wcxb-dev mean 0.905861 -> 0.905895 (the FAQ 0.975
// -> 1.000, a product's accordion 0.649 -> 0.674, an article +0.001, no
// page loses); ScrapingHub, trafilatura-dev and readability-testpages
// unchanged.
func rescueToggles(x *index, s *scores, mains map[int32]float64) {
	if len(mains) == 0 || s.prob == nil {
		return
	}
	in := chosenMask(x, mains)
	n := int32(len(x.nodes))
	for i := int32(0); i < n; i++ {
		if s.chrome[i] != 0 {
			i = x.end[i] - 1
			continue
		}
		if !in[i] || x.text[i] == 0 || !toggle(x, i) {
			continue
		}
		// The next element after i's subtree is the panel when it is
		// i's sibling.
		p := x.end[i]
		if p < n && x.parent[p] == x.parent[i] && in[p] && s.chrome[p] == 0 && s.keptText[p] > 0 {
			trustUnits(x, s, i)
		}
	}
}

// chosenMask marks the elements inside a chosen block, in one pass over a
// difference array (chosen blocks may nest).
func chosenMask(x *index, mains map[int32]float64) []bool {
	n := int32(len(x.nodes))
	d := make([]int32, n+1)
	for m := range mains {
		d[m]++
		d[x.end[m]]--
	}
	in := make([]bool, n)
	var depth int32
	for i := range in {
		depth += d[i]
		in[i] = depth > 0
	}
	return in
}

// toggle reports whether element i declares the state of a disclosure it
// opens (aria-expanded, whatever its value).
func toggle(x *index, i int32) bool {
	return dom.HasAttr(x.nodes[i], "aria-expanded")
}
