package classify

// selectMain chooses the content root: the subtree that maximises an
// estimate of word F1 against the page's good text. With g the subtree's good
// text, t all its text outside chrome and G the page's good text,
// F1 ~ 2g / (t + G): a larger subtree gains recall and pays in precision.
func selectMain(x *index, s *scores) map[int32]float64 {
	G := float64(s.keptGood[0])
	best, bestScore := int32(0), -1.0
	for i := int32(0); i < int32(len(x.nodes)); i++ {
		if s.chrome[i] != 0 {
			i = x.end[i] - 1
			continue
		}
		if s.keptText[i] == 0 {
			continue
		}
		f := 2 * float64(s.keptGood[i]) / (float64(s.keptText[i]) + G)
		if f > bestScore {
			best, bestScore = i, f
		}
	}
	return map[int32]float64{best: bestScore}
}
