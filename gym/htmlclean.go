package gym

import "sort"

// cleanDeltas lists, page by page, how the clean-up command's output
// scored against the extractor's own: the pages it helped and hurt
// (largest change first) and how many it left unchanged. A page whose
// clean-up failed counts as hurt, with its error.
func cleanDeltas(rs []Result) (helped, hurt []pageDelta, same int) {
	for _, r := range rs {
		c := r.Clean
		if c == nil {
			continue
		}
		pd := pageDelta{Key: r.Key, URL: r.URL, Before: r.Score, After: c.Score, Err: c.Error}
		if r.Word != nil && c.Word != nil {
			pd.HasWord, pd.WordBefore, pd.WordAft = true, r.Word.F1, c.Word.F1
		}
		switch ch := pd.change(); {
		case ch > 1e-9 && c.Error == "":
			helped = append(helped, pd)
		case ch < -1e-9 || c.Error != "":
			hurt = append(hurt, pd)
		default:
			same++
		}
	}
	sort.SliceStable(helped, func(i, j int) bool { return helped[i].change() > helped[j].change() })
	sort.SliceStable(hurt, func(i, j int) bool { return hurt[i].change() < hurt[j].change() })
	return helped, hurt, same
}
