package classify

import (
	"strings"
)

// A chapter's index page: a book-like manual (PostgreSQL's, DocBook and
// Sphinx output) gives each chapter a page holding a sentence or two of
// introduction and the chapter's table of contents, a list of links to
// its sections under a class or id named "toc". The links are the page's
// content (WCXB's truths keep them), but a table of contents elsewhere
// is navigation beside a text, and the model leaves it out here too,
// keeping only the introduction.
//
// rescueTOC adds a box named as a table of contents when the chosen text
// is short (under chosenShort: an introduction, not a text) and the box
// sits beside it, a sibling of a chosen block in the same container, and
// holds more text than that block, mostly in links. Forums,
// products and collections have their own strategies.
//
// Measured with gym score against no such rule: wcxb-dev 0.90015 ->
// 0.90045, documentation 0.946 -> 0.951 (PostgreSQL's chapter page 0.44 ->
// 0.89, no page loses); ScrapingHub and trafilatura-dev unchanged.
func rescueTOC(x *index, s *scores, opt routeOptions, mains map[int32]float64) map[int32]float64 {
	switch opt.pageType {
	case TypeForum, TypeProduct, TypeCollection:
		return mains
	}
	chosen := keptTotal(s, mains)
	if len(mains) == 0 || chosen >= chosenShort {
		return mains
	}
	sc := 0.0
	var add []int32
	for m, v := range mains {
		sc = max(sc, v)
		p := x.parent[m]
		if p < 0 {
			continue
		}
		x.children(p, func(c int32) {
			if _, ok := mains[c]; ok || s.chrome[c] != 0 || s.hint[c] != code(RoleNavigation2) || !tocNamed(x, c) {
				return
			}
			if x.text[c] <= s.keptText[m] || 2*x.link[c] < x.text[c] {
				return
			}
			add = append(add, c)
		})
	}
	for _, c := range add {
		mains[c] = sc
		trustUnits(x, s, c)
	}
	return mains
}

// tocNamed reports whether a class or id word of element i starts with
// "toc".
func tocNamed(x *index, i int32) bool {
	for _, w := range hintWords(x.nodes[i], nil) {
		if strings.HasPrefix(w, "toc") {
			return true
		}
	}
	return false
}
