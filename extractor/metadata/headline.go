package metadata

import (
	"strings"
)

// The visible h1 often wraps the headline the structured titles give in
// words of its own: a label or date before it ("Thread: …", "Dec 18 2025
// …", "News …", a brand), or a tagline after a separator ("… | Top 19
// Companies", "… – Artlyst"). The headline is the part both agree on.
// Measured on wcxb-dev titles: 79.4% -> 80.5% (the prefix rule alone
// 80.0%; a tail without a separator, "Machine Learning Recruiters and
// Executive Search", is part of the headline more often than not, 79.1%).

// The words before the structured title are a label only when they are
// not the site's own name (matchesSite): a shop that prints its brand
// before the product's name in the h1 ("Acme Outfitters Trail 25 Pack")
// and in the <title> ("Acme Outfitters Trail 25 Pack | Acme Outfitters")
// names the product with it, where its JSON-LD or og:title leaves the
// brand out. Measured on wcxb-dev: title 1260 -> 1261 of 1497 (a
// co-op's product page gains; no other page changes);
// readability-testpages, author and date unchanged.

// maxH1Extra is how many words an h1 may put before a structured title for
// the structured title to be taken as the headline.
const maxH1Extra = 4

// sharedHeadline returns the structured title that h1 wraps, or "";
// sites are the site's names.
func sharedHeadline(h1 string, cands, sites []string) string {
	fh := foldTitle(h1)
	for _, c := range cands {
		if gluedLabel(fh, c) {
			return c
		}
		if len(c) == 0 || len(c) >= len(h1)+len(h1)/2 {
			continue // too long to be wrapped by the h1, even after folding
		}
		fc := foldTitle(c)
		if fc == "" || len(fc) >= len(fh) {
			continue
		}
		// A number alone before it is the headline's own ("8 Recent
		// Trends in Photography"), not a label.
		if head, ok := strings.CutSuffix(fh, fc); ok && labelEnd(head) &&
			wordCount(head) <= maxH1Extra && hasLetter(head) && !matchesSite(head, sites) {
			return c
		}
		if tail, ok := strings.CutPrefix(fh, fc); ok {
			if sourceDomainTail(tail) {
				return c
			}
			if separatorAt(fh, len(fc)) != "" || bareSeparator(tail) {
				return c
			}
		}
	}
	return ""
}

// labelEnd reports whether head, the words an h1 puts before a
// structured title, ends where a label ends: at a space, or at a colon
// the title is glued to ("Title:AlignMerge - …", where the label is an
// element of its own and the walk adds no space after it).
func labelEnd(head string) bool {
	return strings.HasSuffix(head, " ") || strings.HasSuffix(head, ":")
}

// foldTitle folds case, typographic apostrophes and quotes, and runs of
// white space, for comparing titles; foldedRune (bannersite.go) is its
// table, which sameTitle reads without building the copies. It builds
// the result in one pass: it runs for every structured title on pages
// whose h1 is taken.
func foldTitle(s string) string {
	var b strings.Builder
	b.Grow(len(s))
	for s = strings.TrimSpace(s); s != ""; {
		r, n := foldedRune(s)
		b.WriteRune(r)
		s = s[n:]
	}
	return b.String()
}

// bareSeparator reports whether s is a title separator and nothing after
// it (" |"), the end of an h1 that the template closed with an empty
// tagline.
func bareSeparator(s string) bool {
	for _, sep := range titleSeparators {
		if s == strings.TrimRight(sep, " ") {
			return true
		}
	}
	return false
}
