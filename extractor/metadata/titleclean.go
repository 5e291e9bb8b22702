package metadata

import "strings"

// cleanTitle applies the cleaning steps that read the chosen title against
// the rest of the page: what the page's head titles write
// (dropUnwrittenMarks) and the site's names (dropSiteTail, homeTitle),
// after folding a heading printed once per screen size (onceOver). titleFrom
// runs it on pickTitle's choice after the steps that read the title alone.
func cleanTitle(t string, s *signals, ld *linkedData, sites []string) string {
	t = dropSiteTail(onceOver(t), sites)
	if strings.ContainsAny(t, trademarkSigns) {
		t = dropUnwrittenMarks(t, headTitles(s))
	}
	if isHomeLabel(t) {
		t = homeTitle(t, siteNameFrom(s, ld))
	}
	return t
}

// headTitles returns the titles a page writes in its head for search
// results and link previews: <title>, og:title and twitter:title, as
// written (site affixes included).
func headTitles(s *signals) []string {
	heads := append([]string{s.title}, s.meta["og:title"]...)
	return append(heads, s.meta["twitter:title"]...)
}
