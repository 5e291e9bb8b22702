package metadata

// structuredTitles returns the titles the page gives search engines and
// browsers, cleaned of their site affixes and in the order chooseTitle
// prefers them: the main JSON-LD entity's headline (or an article's
// name), the title meta tags, then <title>; titles that are only the
// site's name go last. When the page has no such title but a <title>
// that is the site's name and tagline, it returns instead the h1 that
// taglineTitle finds as tagline, for pickTitle to take as it is.
func structuredTitles(s *signals, ld *linkedData, sites []string) (cands []string, tagline string) {
	for _, e := range ld.ofRank(rankContent) {
		if h := ldString(e["headline"]); h != "" {
			cands = append(cands, stripSite(h, sites))
		} else if isArticleType(ldTypes(e)) {
			if n := ldString(e["name"]); n != "" {
				cands = append(cands, n)
			}
		}
		break
	}
	for _, k := range []string{"og:title", "twitter:title", "itemprop:headline", "dc.title", "dc:title", "dcterms.title", "dcterm:title", "parsely-title", "sailthru.title"} {
		if v := s.first(k); v != "" {
			cands = append(cands, stripSite(v, sites))
		}
	}
	if s.title != "" && !headlessTitle(s.title) {
		if len(cands) == 0 {
			if h := taglineTitle(s.title, s.h1, sites); h != "" {
				return nil, h
			}
		}
		cands = append(cands, stripSite(colonSiteTitle(s.title, cands), sites))
	}
	return siteLast(untruncate(cands), sites), ""
}
