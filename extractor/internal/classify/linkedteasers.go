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
// a listicle's linked headings are its content. When the teasers are long
// enough that no region holds asideDominant of the chosen text, the
// <article> that holds half of it is the region, its links up to
// teaserArticleLinks (share bars and inline links: readability-testpages'
// BuzzFeed story, 33%, beside two columns of other stories' headlines,
// 0.761 -> 0.992; wcxb-dev 0.905082 -> 0.905150).
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
	// teaserArticleLinks bounds the links of an <article> that holds half
	// the chosen text when no region holds asideDominant of it.
	teaserArticleLinks = 0.5
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
		d = articleRegion(x, s, mains)
		if d < 0 || float64(x.link[d]) > teaserArticleLinks*float64(x.text[d]) {
			return
		}
	}
	for m := range mains {
		if x.contains(d, m) || x.text[m] == 0 || float64(x.link[m]) < teaserLinkShare*float64(x.text[m]) {
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

// articleRegion returns the <article> holding the most chosen text when it
// holds at least half of it, else -1.
func articleRegion(x *index, s *scores, mains map[int32]float64) int32 {
	in := map[int32]int32{}
	var total int32
	for m := range mains {
		total += s.keptText[m]
		for a := m; a >= 0; a = x.parent[a] {
			if x.atom(a) == atom.Article {
				in[a] += s.keptText[m]
				break
			}
		}
	}
	best := int32(-1)
	for a, t := range in {
		if best < 0 || t > in[best] || t == in[best] && a < best {
			best = a
		}
	}
	if best < 0 || 2*in[best] < total {
		return -1
	}
	return best
}
