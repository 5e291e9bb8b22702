package classify

// Headings between chosen blocks. When the block set takes an article
// paragraph by paragraph, a section heading standing between two chosen
// paragraphs is in none of them: the model, trained where an article's h1
// repeats the page title, finds a short heading unlikely, and one block more
// costs the selection more than a few words bring. The Markdown then lost
// the article's outline (readability-testpages: a Medium story whose
// sections open with <h1>s kept 0 of its 12 headings). Inside the content
// region (contentRegion), a heading after the first chosen block and before
// the last, outside any chosen block and any chrome, whose next text is
// chosen, introduces that text and joins the content.

func rescueGapHeadings(x *index, s *scores, opt routeOptions, mains map[int32]float64) {
	switch opt.pageType {
	case TypeForum, TypeCollection, TypeListing, TypeProduct:
		return
	}
	if opt.keepComments || len(mains) < 2 {
		return
	}
	d := contentRegion(x, s, mains)
	if d < 0 {
		return
	}
	first, last := int32(-1), int32(-1)
	for m := range mains {
		if m < d || m >= x.end[d] {
			continue
		}
		if first < 0 || m < first {
			first = m
		}
		if m > last {
			last = m
		}
	}
	if first < 0 {
		return
	}
	var found []int32
	for i := x.end[first]; i < last; i++ {
		if _, ok := mains[i]; ok || s.chrome[i] != 0 {
			i = x.end[i] - 1
			continue
		}
		if !isHeading(x, i) {
			continue
		}
		if x.text[i] > 0 && nextTextChosen(x, s, mains, x.end[i]) {
			found = append(found, i)
		}
		i = x.end[i] - 1
	}
	for _, h := range found {
		mains[h] = mains[first]
	}
}

// nextTextChosen reports whether the first text unit at or after j, past
// chrome, lies in a chosen block.
func nextTextChosen(x *index, s *scores, mains map[int32]float64, j int32) bool {
	for n := int32(len(x.nodes)); j < n; j++ {
		if _, ok := mains[j]; ok {
			return x.text[j] > 0
		}
		if s.chrome[j] != 0 {
			j = x.end[j] - 1
			continue
		}
		if x.unit[j] == j && x.unitText[j] > 0 {
			return false
		}
	}
	return false
}
