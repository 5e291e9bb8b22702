package classify

// Scattered bits beside an article. The block set pays a small cost per
// block, so on an article it still picks up short pieces far from the
// story: a sidebar's headline, a footer's address line, a navigation label.
// When one body holds most of the chosen text (largestBody: outlierBody
// bytes and outlierShare of it), dropOutliers removes the chosen blocks of
// under outlierMax bytes whose nearest common ancestor with the body lies
// more than outlierLevels levels above the body: a byline or a lede beside
// the story shares its wrapper and stays, and so does a block in the same
// declared body as the largest group (declaredoutliers.go).
const (
	outlierBody   = 400
	outlierShare  = 0.75
	outlierMax    = 150
	outlierLevels = 2
)

func dropOutliers(x *index, s *scores, mains map[int32]float64) map[int32]float64 {
	if len(mains) < 2 {
		return mains
	}
	keep := make([]int32, 0, len(mains))
	var kept int32
	for m := range mains {
		keep = append(keep, m)
		kept += s.keptText[m]
	}
	body, text := largestBody(x, s, keep)
	if text < outlierBody || float64(text) < outlierShare*float64(kept) {
		return mains
	}
	out := make(map[int32]float64, len(mains))
	for _, m := range keep {
		if s.keptText[m] < outlierMax {
			// a, the nearest ancestor m shares with the body, lies up levels above the body.
			if a, up := x.commonAncestor(body, m); up > outlierLevels && !inDeclaredBody(x, a) {
				continue
			}
		}
		out[m] = mains[m]
	}
	return out
}
