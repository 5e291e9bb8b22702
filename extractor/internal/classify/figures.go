package classify

import "golang.org/x/net/html/atom"

// Pictures between chosen paragraphs. When the block set takes an article
// paragraph by paragraph (its steps or sections wrapped one by one), a
// <figure> or <img> standing between two chosen paragraphs is in none of
// them, and the Markdown lost every picture of the story
// (readability-testpages: two how-to articles kept 0 of 21 step photos).
// Inside the content region (contentRegion), a <figure> after the first
// chosen block and before the last, outside any chosen block and any
// chrome, with no text of its own, joins the content: a picture adds no
// words. Bare <img> and <picture> elements stay out: on a shop page routed
// as an article a banner image between chosen blocks brought its section
// with it (wcxb-dev solostove.com 0.954 -> 0.930). With captions (up to 300 bytes of text) it cost
// wcxb-dev 0.905193 -> 0.904851 and ScrapingHub 0.9766 -> 0.9765: the
// captions the truth leaves out came with their pictures. Forums, shops and
// listings are left alone: between posts the pictures are avatars, between
// cards thumbnails, and as blocks of their own they changed what the prune
// stage saw (two NodeBB threads -0.05 and -0.03, a collection -0.02).

func rescueFigures(x *index, s *scores, opt routeOptions, mains map[int32]float64) {
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
		switch x.atom(i) {
		case atom.Figure:
			if x.text[i] == 0 {
				found = append(found, i)
			}
			i = x.end[i] - 1
		}
	}
	for _, f := range found {
		mains[f] = mains[first]
	}
}
