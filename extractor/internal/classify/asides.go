package classify

import (
	"golang.org/x/net/html/atom"

	"folio/extractor/internal/dom"
)

// Chosen blocks in page chrome: with a learned model, class and id words
// such as "sidebar", "related", "footer" or "nav" are features, not
// verdicts (chromeOf), so the block set can take a sidebar's teaser, a
// "popular posts" widget or a footer's legal line beside the article.
// When most of the chosen text (asideDominant) lies in one region (a
// dominant block, or the wrapper of paragraphs chosen one by one), a
// chosen block outside it that sits under such a word or
// under <nav>, <aside>, <header> or <footer> (the last two and a "header"
// word only outside an <article> or <main>, where they hold the headline
// and lead), below the lowest ancestor it
// shares with the region, becomes the chrome it is named. A
// hinted element whose tag and class also wrap or fill the dominant block
// is layout ("elementor-widget" around every section), not chrome, and a
// "header"-named box around the page's <h1> and lead is its title block
// (titleblock.go).
const asideDominant = 0.6

func dropAsides(x *index, s *scores, opt routeOptions, mains map[int32]float64) {
	if opt.keepComments || len(mains) < 2 {
		return
	}
	d := contentRegion(x, s, mains)
	if d < 0 {
		return
	}
	layout, titled, footers := layoutSigs(x, s, d), boxVerdicts{}, boxVerdicts{}
	for m := range mains {
		if x.contains(d, m) {
			continue
		}
		if r, ok := asideRole(x, s, m, d, layout, titled, footers); ok {
			delete(mains, m)
			s.chrome[m] = code(r)
		}
	}
}

// contentRegion returns the deepest element holding asideDominant of the
// chosen text (the dominant block, or the wrapper of an article chosen
// paragraph by paragraph), or -1 when the chosen text is spread out.
// The chosen text under an element is the sum over the chosen blocks in
// its preorder range, read from running sums over the blocks in document
// order: several rules ask for the region on every page, and a map of
// every chosen block's ancestors cost more than the rest of the walk.
func contentRegion(x *index, s *scores, mains map[int32]float64) int32 {
	if len(mains) == 0 {
		return -1
	}
	buf := make([]int32, 2*len(mains)+1)
	picked, sums := orderChosen(buf[:0:len(mains)], mains), buf[len(mains):]
	for k, m := range picked {
		sums[k+1] = sums[k] + s.keptText[m]
	}
	// under returns the chosen text in the subtree of a.
	under := func(a int32) int32 {
		lo, hi := picked.span(x, a)
		return sums[hi] - sums[lo]
	}
	total := sums[len(picked)]
	need := int32(asideDominant * float64(total))
	if total == 0 || under(0) < need {
		return -1
	}
	r := int32(0)
	for {
		if _, ok := mains[r]; ok {
			return r
		}
		next := int32(-1)
		x.children(r, func(c int32) {
			if under(c) >= need {
				next = c
			}
		})
		if next < 0 {
			return r
		}
		r = next
	}
}

// asideRole returns the chrome role of the nearest hinted element or
// chrome tag on the way from m up to (not including) its lowest common
// ancestor with d. titled and footers keep the verdicts on the title
// blocks and the footers asked already.
func asideRole(x *index, s *scores, m, d int32, layout map[string]bool, titled, footers boxVerdicts) (Role, bool) {
	for a := m; a >= 0 && !x.contains(a, d); a = x.parent[a] {
		if r := s.hint[a].role(); r != "" && !layout[sigOf(x, a)] && !contentBanner(r, s.inContent[a]) &&
			!titleHeader(x, r, a, d, titled) {
			return r, true
		}
		switch x.atom(a) {
		case atom.Nav:
			return RoleNavigation, true
		case atom.Aside:
			return RoleSidebar, true
		case atom.Header:
			if !s.inContent[a] {
				return RoleHeader, true // inside an article: its lead
			}
		case atom.Footer:
			if footers.of(x, a, pageFooterAt) {
				return RoleFooter, true
			}
		}
	}
	return "", false
}

// layoutSigs returns the tag and class of the hinted elements around and
// inside the dominant block d.
func layoutSigs(x *index, s *scores, d int32) map[string]bool {
	sigs := map[string]bool{}
	for a := x.parent[d]; a >= 0; a = x.parent[a] {
		if s.hint[a] != 0 {
			sigs[sigOf(x, a)] = true
		}
	}
	for i := d; i < x.end[d]; i++ {
		if s.hint[i] != 0 {
			sigs[sigOf(x, i)] = true
		}
	}
	return sigs
}

// pageFooterAt reports whether footer element a is the page's
// (PageFooter, footerscope.go).
func pageFooterAt(x *index, a int32) bool { return PageFooter(x.nodes[a]) }

func sigOf(x *index, i int32) string {
	n := x.nodes[i]
	return n.Data + "." + dom.Attr(n, "class")
}
