package main

import (
	"fmt"
	"io"
)

// heldoutHosts is the host count a phrase needs within one half to be
// mined there: half of minHosts, as each half holds about half the hosts.
const heldoutHosts = minHosts / 2

// heldoutResult is what the phrases mined on one half of the hosts do on
// the other: how many leak there too (on at least one host of it) and
// which are content there.
type heldoutResult struct {
	mined, confirmed int
	content          []string
}

// heldout mines on the hosts of half train and tests on the others.
func heldout(recs []page, train int) heldoutResult {
	seen, content, withs := gather(recs, func(h string) bool { return half(h) == train })
	tseen, tcontent, twiths := gather(recs, func(h string) bool { return half(h) != train })
	var r heldoutResult
	for _, p := range pick(seen, content, withs, heldoutHosts, false) {
		r.mined++
		if tseen[p.text] != nil {
			r.confirmed++
		}
		if tcontent[p.text] || insideAny(p.text, twiths) {
			r.content = append(r.content, p.text)
		}
	}
	return r
}

// reportHeldout writes, for each half of the hosts, how the phrases mined
// on it fare on the other half: the check that mining learns boilerplate
// that carries over to sites it has not seen, and not one site's lines.
func reportHeldout(w io.Writer, recs []page) {
	for train := range 2 {
		r := heldout(recs, train)
		fmt.Fprintf(w, "mined on half %d (at least %d hosts): %d phrases; on half %d: %d leak too (%.0f%%), %d are content\n",
			train, heldoutHosts, r.mined, 1-train, r.confirmed, pct(r.confirmed, r.mined), len(r.content))
		for _, c := range r.content {
			fmt.Fprintf(w, "  content on half %d: %q\n", 1-train, c)
		}
	}
}

func pct(a, b int) float64 {
	if b == 0 {
		return 0
	}
	return 100 * float64(a) / float64(b)
}
