package metadata

import "strings"

// Blog platforms write the document title as the blog's name, a colon and
// the post's title ("Engora Data Blog: Small adventures with small
// language models", Blogger's default template), while og:title holds the
// post's title alone. stripSite does not cut at a colon, since colons
// separate a headline from its subtitle far more often than from a site's
// name; but when the part after the colon is another structured title of
// the page, the part before it is the blog's name. Left whole, such a
// <title> shares enough words with an h1 that prints the blog's name
// (the logo, also an h1 on these templates) to make that h1 the headline.
//
// Measured on wcxb-dev: title 1233 -> 1235 of 1497 (82.4% -> 82.5%: a
// Blogger data blog and a startup blog whose logo h1 was taken; none
// lose); readability-testpages, author and date unchanged.

// colonSiteTitle returns the structured title that t ends with after a
// colon ("Blog Name: <og:title>"), or t when there is none.
func colonSiteTitle(t string, cands []string) string {
	if !strings.Contains(t, ": ") {
		return t // most titles: nothing to fold
	}
	ft := foldTitle(t)
	for _, c := range cands {
		fc := foldTitle(c)
		if fc == "" || len(fc) >= len(ft) {
			continue
		}
		head, ok := strings.CutSuffix(ft, fc)
		if name, colon := strings.CutSuffix(head, ": "); ok && colon && strings.TrimSpace(name) != "" {
			return c
		}
	}
	return t
}
