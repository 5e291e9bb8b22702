package metadata

// Some templates print both parts of the document title as h1s: the
// site's or the manual's name in the banner and the page's heading below
// it ("SQLAlchemy 2.0 Documentation" and "ORM Quick Start" for the
// <title> "ORM Quick Start — SQLAlchemy 2.0 Documentation"). The banner
// h1 repeats a longer run of the title's words and wins the similarity
// test, although it is the part the title puts second. Title templates
// put the page's own name first (stripSite's convention), so when two
// h1s are the two sides of one separator in <title> or og:title, the
// first side is the page's title, even where it is the site's own name
// on its home page ("The Barn Swallow - Shop").
//
// Measured on wcxb-dev: title 1235 -> 1237 of 1497 (82.5% -> 82.6%: a
// documentation page and a shop's home page gain; eight pages whose h1s
// are the two sides of their title already gave the first side; none
// lose); readability-testpages rows unchanged (Mercurial's page now
// gives the first side, still a match across the site affix), author and
// date unchanged.

// pairedH1 returns the h1 that is the first side of a separator in one of
// titles when another h1 is the second side, or "".
func pairedH1(h1s, titles []string) string {
	if len(h1s) < 2 {
		return ""
	}
	folded := make([]string, len(h1s))
	for i, h := range h1s {
		folded[i] = foldTitle(cleanH1(h))
	}
	for _, t := range titles {
		ft := foldTitle(t)
		for _, sep := range titleSeparators {
			sp, ok := splitTitle(ft, sep)
			if !ok {
				continue
			}
			head, tail := sp.head(), sp.rest()
			if h := indexOf(folded, head); h >= 0 && head != "" && indexOf(folded, tail) >= 0 {
				return cleanH1(h1s[h])
			}
		}
	}
	return ""
}

// indexOf returns the index of the first element of list equal to s, or -1.
func indexOf(list []string, s string) int {
	for i, v := range list {
		if v == s {
			return i
		}
	}
	return -1
}
