package classify

import "golang.org/x/net/html/atom"

// On a product page, the product's name is part of the product: when a
// chosen block holds the product's <h1> but the set of subtrees left the
// heading out, mergeUp would skip it as an unchosen child, and the block
// would describe a product it never names. The heading stays, alone: a
// skipped child is kept only when all its text is the headline's (the
// <h1> itself or a box around nothing else). Elsewhere the rule does not
// apply: an article's headline is usually its <title> too, which WCXB's
// truths leave out (EXTRACTION.md).
//
// The name is the first <h1> inside the chosen blocks (contentH1), not the
// page's first <h1>: shop themes write one for the logo or for the menu
// drawer (wcxb-dev 4206's "Menu") before the product's, outside the
// content, and reading only the page's first would leave such a product
// unnamed. No wcxb-dev page changes (on 4206 the buy box is not chosen
// at all: buybox.go); the unit test's menu drawer case fails without it.
func keepProductName(x *index, s *scores, opt routeOptions, mains map[int32]float64, skips map[int32]Role) {
	if !opt.shop() || len(skips) == 0 {
		return
	}
	h1 := contentH1(x, s, mains)
	if h1 < 0 {
		return
	}
	for c := range skips {
		if x.contains(c, h1) && x.text[c] == x.text[h1] {
			delete(skips, c)
			return
		}
	}
}

// contentH1 returns the first <h1> outside chrome inside the chosen
// blocks, -1 when they hold none.
func contentH1(x *index, s *scores, mains map[int32]float64) int32 {
	first := int32(-1)
	for m := range mains {
		for i := m; i < x.end[m] && (first < 0 || i < first); i++ {
			if s.chrome[i] != 0 {
				i = x.end[i] - 1
				continue
			}
			if x.atom(i) == atom.H1 {
				first = i
				break
			}
		}
	}
	return first
}
