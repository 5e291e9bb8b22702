package classify

import "golang.org/x/net/html/atom"

// The story's <article> inside a chosen column. When the block set takes a
// page's middle column whole, a news site's right-hand column of teasers
// ("Meistgelesen", the magazine's other stories with their summaries, ad
// lines) comes with the story: the teasers carry summaries the model scores
// as prose, and the column's words are German, so no chrome word marks it
// (readability-testpages: a heise story kept 800 words for its 252). When
// the content is one chosen block that holds exactly one <article>, and
// that article holds the page's <h1> and at least narrowProse of the
// block's unlinked text, while at least narrowOutLinks of the text outside
// it is link text, the article is the content. Forums, shops and listings
// are left alone: there the items beside a lead are the content.

func narrowToArticle(x *index, s *scores, opt routeOptions, mains map[int32]float64) {
	if !opt.articleLike() || len(mains) != 1 {
		return
	}
	var m int32
	for k := range mains {
		m = k
	}
	a, n := int32(-1), 0
	for i := m + 1; i < x.end[m]; i++ {
		if x.atom(i) == atom.Article {
			a, n = i, n+1
			i = x.end[i] - 1
		}
	}
	if n != 1 || !holdsH1(x, a) {
		return
	}
	proseM, proseA := x.text[m]-x.link[m], x.text[a]-x.link[a]
	out, outLink := x.text[m]-x.text[a], x.link[m]-x.link[a]
	if float64(proseA) < narrowProse*float64(proseM) || float64(outLink) < narrowOutLinks*float64(out) {
		return
	}
	mains[a] = mains[m]
	delete(mains, m)
}

// narrowProse is the least share of the block's unlinked text the article
// must hold, narrowOutLinks the least share of links in the text outside
// it (teasers are linked headlines). Measured on the four corpora: 0.5 and
// 0.6 change the same pages but two wcxb-dev articles, 0.3 and 0.4 the
// same as 0.4 and 0.5.
const (
	narrowProse    = 0.4
	narrowOutLinks = 0.5
)

func holdsH1(x *index, a int32) bool {
	for i := a; i < x.end[a]; i++ {
		if x.atom(i) == atom.H1 {
			return true
		}
	}
	return false
}
