package classify

import "folio/extractor/internal/dom"

// Sanity checks on the chosen content of article-like pages (typed article,
// or untyped). The learned scorer judges paragraph units one by one, so it
// can find almost nothing likely on a page whose markup it has not seen:
// on CNN's "zn-body__paragraph" divs it gives the whole story under 5% of
// its text, and a "send to Messenger" button or a promo in the story wins,
// while the page declares its body with itemprop="articleBody".
// rescueDeclaredBody takes the declared body when the chosen blocks hold
// under a third of its text.
//
// On scrapinghub (gym score) F1 0.953 -> 0.961 (the two CNN pages go from
// 0 to full recall); on wcxb-dev no page changes.
//
// dropLinkFarms (linkfarm.go) then skips columns of links beside the story
// inside the chosen blocks, keepEmbeds (embeds.go) keeps embedded posts, and
// on pages typed article dropFeeds (feeds.go) removes the chosen blocks that
// are teasers of other stories and dropOutliers (outliers.go) the short
// blocks far from the story.

// Thresholds of the checks.
const (
	declaredMin   = 500 // text (non-space bytes) a declared body must hold
	declaredCover = 0.3 // share of it the chosen blocks must hold
)

func checkRoot(x *index, s *scores, opt routeOptions, title string, mains map[int32]float64) map[int32]float64 {
	if opt.pageType != TypeArticle && opt.pageType != TypeUnknown || len(mains) == 0 {
		return mains
	}
	mains = rescueDeclaredBody(x, s, mains)
	dropLinkFarms(x, s, mains, title)
	keepEmbeds(x, s, mains)
	if opt.pageType != TypeArticle {
		return mains
	}
	mains = dropFeeds(x, s, mains, titleHead(title))
	return dropOutliers(x, s, mains)
}

// rescueDeclaredBody returns the largest itemprop="articleBody" element
// outside chrome instead of mains when mains hold under declaredCover of
// its text.
func rescueDeclaredBody(x *index, s *scores, mains map[int32]float64) map[int32]float64 {
	body := int32(-1)
	for i := int32(0); i < int32(len(x.nodes)); i++ {
		if s.chrome[i] != 0 {
			i = x.end[i] - 1
			continue
		}
		if s.keptText[i] >= declaredMin && declaresBody(x, i) && (body < 0 || s.keptText[i] > s.keptText[body]) {
			body = i
		}
	}
	if body < 0 {
		return mains
	}
	var inside int32
	sc := 0.0
	for m, v := range mains {
		sc = max(sc, v)
		switch {
		case x.contains(m, body):
			return mains // the body is chosen whole, within a larger block
		case x.contains(body, m):
			inside += s.keptText[m]
		}
	}
	if float64(inside) >= declaredCover*float64(s.keptText[body]) {
		return mains
	}
	return map[int32]float64{body: sc}
}

func declaresBody(x *index, i int32) bool {
	return dom.HasToken(dom.Attr(x.nodes[i], "itemprop"), "articleBody")
}
