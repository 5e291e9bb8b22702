package classify

// rescueBetween is the walk the gap rules share (gapheadings.go,
// figures.go): when the block set takes an article paragraph by paragraph,
// what stands between two chosen paragraphs is in none of them. Inside the
// content region (contentRegion), each element after the first chosen
// block and before the last, outside any chosen block and any chrome, is
// offered to match; an element match claims (ok) has its subtree skipped,
// and joins the content when take is true. Forums, shops and listings are
// left alone: between posts and cards the elements are the items' own
// furniture (avatars, thumbnails, item titles).
func rescueBetween(x *index, s *scores, opt routeOptions, mains map[int32]float64, match func(i int32) (take, ok bool)) {
	if !opt.articleLike() || len(mains) < 2 {
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
		if _, chosen := mains[i]; chosen || s.chrome[i] != 0 {
			i = x.end[i] - 1
			continue
		}
		take, ok := match(i)
		if !ok {
			continue
		}
		if take {
			found = append(found, i)
		}
		i = x.end[i] - 1
	}
	for _, f := range found {
		mains[f] = mains[first]
		s.markRescued(f)
	}
}
