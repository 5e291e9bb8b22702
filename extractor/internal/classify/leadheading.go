package classify

// The heading over the first chosen block. When the block set takes a
// story paragraph by paragraph, the gap rules (between.go) give back what
// stands between two chosen blocks, but the heading that opens the first
// section stands before them all: a Medium story's first section heading
// ("Why CPU monitoring is important?") was lost while the later ones came
// back (readability-testpages). On a page that declares itself an article,
// the last heading inside the content region (contentRegion) before the
// first chosen block, with no other text between them, joins the content.
//
// Measured with gym score on every article-like page (services and
// unrouted pages too): wcxb-dev 0.906210 -> 0.906207 (two listings' intro
// headings over their cards, 0.761 -> 0.726 and 0.636 -> 0.604); on
// declared articles only, as here, no corpus falls.
func rescueLeadHeading(x *index, s *scores, opt routeOptions, mains map[int32]float64) {
	if opt.pageType != TypeArticle || len(mains) < 2 {
		return
	}
	d := contentRegion(x, s, mains)
	if d < 0 {
		return
	}
	first := int32(-1)
	for m := range mains {
		if x.contains(d, m) && (first < 0 || m < first) {
			first = m
		}
	}
	if first <= d {
		return
	}
	h := int32(-1) // the last heading so far with no text after it
	for i := d + 1; i < first; i++ {
		if s.chrome[i] != 0 {
			i = x.end[i] - 1
			continue
		}
		if x.end[i] > first {
			continue // an ancestor of the first block: walk into it
		}
		if isHeading(x, i) {
			if x.text[i] > 0 {
				h = i
			}
			i = x.end[i] - 1
			continue
		}
		if x.unit[i] == i && x.unitText[i] > 0 {
			h = -1
		}
	}
	if h >= 0 {
		mains[h] = mains[first]
	}
}
