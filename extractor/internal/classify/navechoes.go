package classify

import (
	"golang.org/x/net/html/atom"

	"folio/extractor/internal/dom"
)

// Navigation that echoes the content's links. A shop's category page
// shows its subcategories as tiles, and its sidebar's "Product
// Categories" widget lists the same subcategories again, each with its
// count; both are short linked lines the model scores alike, and when the
// widget holds as much text as the tiles no region dominates for
// dropAsides to judge it. What sets the widget apart is that it goes
// nowhere the content does not: nearly all its links (navEchoShare) point
// where the other chosen blocks' links point, and it sits under a chrome
// word or tag (a "sidebar", a <nav>) that the tiles do not. It is the
// navigation it is named.
//
// Measured (gym score wcxb, against no such rule): collection 0.80150 ->
// 0.80509 (a WooCommerce category page 0.580 -> 1.000), documentation
// +0.00001, no page loses; ScrapingHub, trafilatura-dev and
// readability-testpages unchanged. Without the link-share condition (at
// least half the block's text in links), a shop's category header (its
// h1, subcategory chips and intro prose, under a header word) went too:
// 0.936 -> 0.931. Without leaving out the page's own link, the widget's
// entry for the category shown made 7 of 9 links echoes, under the 0.8.
const (
	navEchoShare    = 0.8
	navEchoMinLinks = 3
)

func dropNavEchoes(x *index, s *scores, opt routeOptions, mains map[int32]float64) {
	if opt.keepComments || len(mains) < 2 {
		return
	}
	sorted := orderChosen(make([]int32, 0, len(mains)), mains)
	var echoes []int32 // chosen link lists under chrome: candidates
	for _, m := range sorted {
		if 2*x.link[m] >= x.text[m] && x.link[m] > 0 && chromeAbove(x, s, m, sorted) && linkCount(x, m) >= navEchoMinLinks {
			echoes = append(echoes, m)
		}
	}
	if len(echoes) == 0 {
		return
	}
	elsewhere := map[string]int{} // href -> chosen blocks linking to it
	for _, m := range sorted {
		for _, h := range linkTargets(x, m, "") {
			elsewhere[h]++
		}
	}
	for _, m := range echoes {
		own := linkTargets(x, m, opt.pageURL)
		if len(own) < navEchoMinLinks {
			continue
		}
		mine := map[string]int{}
		for _, h := range own {
			mine[h]++
		}
		echoed := 0
		for _, h := range own {
			if elsewhere[h] > mine[h] {
				echoed++
			}
		}
		if float64(echoed) >= navEchoShare*float64(len(own)) {
			delete(mains, m)
			s.chrome[m] = code(RoleNavigation)
		}
	}
}

// linkTargets returns the href of every link in i's subtree but those to
// the page itself (forms.go's postsBack: the widget's entry for the
// category shown), when pageURL is given.
func linkTargets(x *index, i int32, pageURL string) []string {
	var hs []string
	for j := i; j < x.end[i]; j++ {
		if x.atom(j) == atom.A {
			if h := dom.Attr(x.nodes[j], "href"); h != "" && h[0] != '#' && (pageURL == "" || !postsBack(h, pageURL)) {
				hs = append(hs, h)
			}
			j = x.end[j] - 1
		}
	}
	return hs
}

// chromeAbove reports whether a chrome word or tag names m or an ancestor
// of it that holds no other chosen block (sorted: the chosen blocks in
// document order).
func chromeAbove(x *index, s *scores, m int32, sorted chosenOrder) bool {
	for a := m; a >= 0; a = x.parent[a] {
		if lo, hi := sorted.span(x, a); hi-lo > 1 {
			return false
		}
		if s.hint[a].role() != "" {
			return true
		}
		switch x.atom(a) {
		case atom.Nav, atom.Aside:
			return true
		}
	}
	return false
}
