package metadata

import (
	"net/url"
	"strings"
)

// A site's front page often titles itself with its name first and its
// tagline after it ("BetterHelp | Professional Therapy With A Licensed
// Therapist", "SuiteCRM - Open Source CRM Software Application for
// Businesses"). Elsewhere on a site the name trails the page's own title
// ("Pricing | BetterHelp") and is an affix to cut; on the front page the
// site is what the page is about, and leading with the name makes the
// whole <title> the page's title, as the wcxb labels take it. A tagline
// that the page also shows as an h1 is its visible headline and stays
// the title (Discord's "Group chat that's all fun & games").
//
// Measured on wcxb-dev front pages whose <title> leads with the site's
// name (34 pages, each its own host): the label is the whole <title> on
// 14, the tagline alone on 7, the site's name alone on 7, an h1 on 5.
// The rule fires on 11 of them: title 1262 -> 1265 of 1497 (84.3% ->
// 84.5%; 7 shop and service front pages gain, 4 front pages of tools and
// news sites whose labels keep only the tagline lose; 3 more, labelled
// with the site's name or an h1, change from one wrong title to another);
// readability-testpages (no addresses), author and date unchanged. The
// labels split, so the evidence is a plurality of front pages, not a
// rule every annotator followed.

// siteLedHome returns the page's whole <title> when pageURL is a front
// page, the <title> leads with a site name, and t is the tagline after
// it that no h1 repeats; otherwise it returns t.
func siteLedHome(t string, s *signals, sites []string, pageURL *url.URL) string {
	if pageURL == nil || strings.Trim(pageURL.Path, "/") != "" || t == "" {
		return t
	}
	ft := foldTitle(t)
	for _, h := range s.h1 {
		if foldTitle(cleanH1(h)) == ft {
			return t
		}
	}
	whole := strings.TrimSpace(s.title)
	for _, sep := range titleSeparators {
		sp, ok := splitTitle(whole, sep)
		if !ok {
			continue
		}
		if rest := sp.rest(); matchesSite(sp.head(), sites) && !matchesSite(rest, sites) && foldTitle(rest) == ft {
			return whole
		}
		return t
	}
	return t
}
