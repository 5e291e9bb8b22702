package classify

import "golang.org/x/net/html/atom"

// Linked teasers beside an article. The block set can take, beside an
// article, a widget of other stories' headlines ("Mehr zum Thema", "More
// from the site") whose items are headings or lines that are wholly links:
// the model scores headings as content, and when no chrome word sits above
// the widget dropAsides has nothing to read (trafilatura-dev: a legal
// news page kept a list of three linked headlines after the story). When
// most of the chosen text lies in one region (contentRegion) that is an
// <article>'s prose (in or inside an <article>, at most teaserRegionLinks
// of its text in links), a chosen block outside it whose text is nearly
// all link text (teaserLinkShare) across teaserMinLinks links or more is a
// list of other pages, not part of this one. Inside the region links stay:
// a listicle's linked headings are its content.
//
// Measured against the same rule without the <article> condition: on
// wcxb-dev news hubs and shop pages routed as articles lost up to 0.2 (an
// AP hub page 0.962 -> 0.760: there the lists are the content, and their
// prose lead is no <article>); excluding shop and listing page types and
// link-heavy regions was not enough.
const (
	teaserLinkShare   = 0.8
	teaserMinLinks    = 3
	teaserRegionLinks = 0.25
)

func dropLinkedTeasers(x *index, s *scores, opt routeOptions, mains map[int32]float64) {
	switch opt.pageType {
	case TypeCollection, TypeListing, TypeProduct:
		return
	}
	if opt.keepComments || len(mains) < 2 {
		return
	}
	d := contentRegion(x, s, mains)
	if d < 0 || float64(x.link[d]) > teaserRegionLinks*float64(x.text[d]) || !inArticle(x, d) {
		return
	}
	for m := range mains {
		if d <= m && m < x.end[d] || x.text[m] == 0 || float64(x.link[m]) < teaserLinkShare*float64(x.text[m]) {
			continue
		}
		if linkCount(x, m) >= teaserMinLinks {
			delete(mains, m)
			s.chrome[m] = code(RoleRelated)
		}
	}
}

// linkCount is the number of links in i's subtree.
func linkCount(x *index, i int32) int {
	n := 0
	for j := i; j < x.end[i]; j++ {
		if x.atom(j) == atom.A {
			n++
			j = x.end[j] - 1
		}
	}
	return n
}

// inArticle reports whether i is, or is inside, an <article> element.
func inArticle(x *index, i int32) bool {
	for a := i; a >= 0; a = x.parent[a] {
		if x.atom(a) == atom.Article {
			return true
		}
	}
	return false
}
