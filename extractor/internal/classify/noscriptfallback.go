package classify

import "golang.org/x/net/html/atom"

// Fallbacks in <noscript> beside the content. The extractor reads
// <noscript> as HTML, since forums (Discourse, Flarum) put every post there
// for crawlers (EXTRACTION.md), but most pages use it for what a browser
// without scripts should see instead of a widget: "enable JavaScript"
// notices, a consent dialog's text, an ad's or a counter's fallback. The
// block set can take such a block beside the article (readability-testpages:
// a medical news story opened with "Welcome to Medical News Today" and
// three paragraphs of a consent dialog, from a <noscript> at the top of the
// body). When most of the chosen text lies in one region (contentRegion)
// that is not inside a <noscript>, a chosen block outside the region that
// is inside one is a fallback, not content. A page whose content is in
// <noscript> keeps it: there the region is inside one. Shops are left
// alone: a store's card shelves can sit in several <noscript>s beside the
// one chosen as the region (wcxb-dev: Apple's Mac store 0.618 -> 0.332
// without this condition).
func dropNoscriptFallbacks(x *index, s *scores, opt routeOptions, mains map[int32]float64) {
	if len(mains) < 2 || opt.pageType == TypeCollection || opt.pageType == TypeProduct {
		return
	}
	d := contentRegion(x, s, mains)
	if d < 0 || inNoscript(x, d) {
		return
	}
	for m := range mains {
		if !x.contains(d, m) && inNoscript(x, m) {
			delete(mains, m)
			s.chrome[m] = code(RoleBoilerplate)
		}
	}
}

// inNoscript reports whether i is, or is inside, a <noscript> element.
func inNoscript(x *index, i int32) bool {
	for a := i; a >= 0; a = x.parent[a] {
		if x.atom(a) == atom.Noscript {
			return true
		}
	}
	return false
}
