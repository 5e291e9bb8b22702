package classify

// selectSet chooses a set of disjoint subtrees maximising the same F1
// estimate as selectMain, 2*sum(g)/(sum(t)+G), where single-subtree choice
// caps products, listings and collections (EXTRACTION.md: best subtree 0.81-
// 0.83, best set of blocks 0.90-0.92). The ratio is maximised by Dinkelbach
// iteration: for a rate mu, a tree DP picks the subtrees maximising
// sum(g - mu*t) - beta per block, then mu becomes the chosen set's ratio.
// beta (blockCost characters at rate mu) keeps the set coherent: scattered
// one-line picks cost more than they bring. 10 is the best of 10/60/200
// with oracle unit labels on wcxb-dev (0.938/0.926/0.876 F1).
//
// Shop pages, whose precision trails their recall (product P 0.797, R
// 0.878), gain nothing from weighting the estimate towards precision:
// G scaled by 0.7, 0.85 or 1.2 on product and collection routes took
// product 0.81219 to 0.80736, 0.81077 and 0.79693, and blockCost 0, 30 or
// 80 there to 0.78095, 0.80112 and 0.80034 (gym score wcxb on bfd1cd7).
const (
	dinkelbachRounds = 4
	blockCost        = 10
)

func selectSet(x *index, s *scores, start map[int32]float64) map[int32]float64 {
	G := float64(s.keptGood[0])
	var mu float64
	for i := range start {
		mu = float64(s.keptGood[i]) / (float64(s.keptText[i]) + G)
	}
	n := int32(len(x.nodes))
	best := make([]float64, n)
	split := make([]float64, n)
	take := make([]bool, n)
	var chosen []int32
	for range dinkelbachRounds {
		clear(split)
		for i := n - 1; i >= 0; i-- {
			if s.chrome[i] != 0 {
				best[i] = 0
				continue
			}
			t := float64(s.keptGood[i]) - mu*float64(s.keptText[i]) - mu*blockCost
			take[i] = t >= split[i]
			best[i] = max(t, split[i])
			if p := x.parent[i]; p >= 0 {
				split[p] += max(0, best[i])
			}
		}
		chosen = collect(x, s, take, best, chosen[:0])
		var g, t float64
		for _, i := range chosen {
			g += float64(s.keptGood[i])
			t += float64(s.keptText[i])
		}
		if t == 0 {
			return start
		}
		next := g / (t + G)
		if next <= mu+1e-9 {
			break
		}
		mu = next
	}
	out := make(map[int32]float64, len(chosen))
	for _, i := range chosen {
		out[i] = 2 * mu
	}
	return out
}

// collect walks the DP's decisions top-down.
func collect(x *index, s *scores, take []bool, best []float64, out []int32) []int32 {
	for i := int32(0); i < int32(len(x.nodes)); {
		if s.chrome[i] != 0 || best[i] <= 0 {
			i = x.end[i]
			continue
		}
		if take[i] {
			out = append(out, i)
			i = x.end[i]
			continue
		}
		i++
	}
	return out
}
