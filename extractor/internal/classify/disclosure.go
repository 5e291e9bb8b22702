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
func rescueSummaries(x *index, s *scores, mains map[int32]float64) {
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
