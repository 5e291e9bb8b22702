package classify

import "golang.org/x/net/html/atom"

// disclosureHops bounds the climb from a chosen block to the <details>
// around it, so the rescue costs a few steps per chosen block.
const disclosureHops = 4

// rescueSummaries adds the label of a disclosure whose body was chosen:
// the <summary> of a <details> (an FAQ's question, a product sheet's
// "Materials & care" toggle) is a short line, often marked role="button",
// and the model rejects it as a control while it keeps the answer beside
// it, so a shop's FAQ came out as answers without their questions. The
// label heads the text it opens; once that text is content, so is it.
//
// A <details> inside a chosen block (a shop's FAQ under the product's
// text, the whole page chosen) needs no new block, but its summary is
// still a short line, marked role="button" as often as not, and
// dropUnlikely cut it as a control while the answer beside it stayed
// (synthetic shop page: three questions lost, their answers kept). As for
// an ARIA toggle (toggles.go), a summary whose disclosure holds chosen
// text besides it is trusted: its units' probabilities are lifted to
// dropProb, and its role="button" no longer reads as a control's.
func rescueSummaries(x *index, s *scores, mains map[int32]float64) {
	trustChosenSummaries(x, s, mains)
	add := map[int32]float64{}
	for m, v := range mains {
		d := x.parent[m]
		for hop := 0; d >= 0 && hop < disclosureHops && x.atom(d) != atom.Details; hop++ {
			if _, ok := mains[d]; ok {
				d = -1 // inside another chosen block: its summary is in it
				break
			}
			d = x.parent[d]
		}
		if d < 0 || x.atom(d) != atom.Details {
			continue
		}
		x.children(d, func(c int32) {
			if x.atom(c) != atom.Summary || s.chrome[c] != 0 || x.text[c] == 0 {
				return
			}
			if _, ok := mains[c]; !ok {
				add[c] = max(add[c], v)
			}
		})
	}
	for c, v := range add {
		mains[c] = v
		trustUnits(x, s, c)
	}
}

// trustChosenSummaries trusts the <summary> of every <details> inside the
// chosen blocks whose other children hold kept text: the label of an
// answer that is content.
func trustChosenSummaries(x *index, s *scores, mains map[int32]float64) {
	if len(mains) == 0 || s.prob == nil {
		return
	}
	var in []bool // made on the first <details>
	for d := int32(0); d < int32(len(x.nodes)); d++ {
		if x.atom(d) != atom.Details || s.chrome[d] != 0 {
			continue
		}
		if in == nil {
			in = chosenMask(x, mains)
		}
		if !in[d] {
			continue
		}
		summary, body := int32(-1), int32(0)
		x.children(d, func(c int32) {
			if x.atom(c) == atom.Summary && summary < 0 {
				summary = c
			} else if s.chrome[c] == 0 {
				body += s.keptText[c]
			}
		})
		if summary >= 0 && body > 0 && s.chrome[summary] == 0 {
			trustUnits(x, s, summary)
			clear(s.button[summary:x.end[summary]])
		}
	}
}
