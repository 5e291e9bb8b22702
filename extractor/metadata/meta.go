package metadata

import (
	"net/url"
	"strings"

	"folio/extractor/internal/dom"
)

// siteNameFrom returns the site's name: og:site_name first (the field
// Readability and most readers use), then the JSON-LD publisher of the main
// entity or the WebSite entity, then application-name.
func siteNameFrom(s *signals, ld *linkedData) string {
	if v := s.first("og:site_name", "og:site", "site_name"); v != "" {
		return v
	}
	if ld.main != nil {
		if p, ok := ld.resolve(ld.main["publisher"]).(map[string]any); ok {
			if n := ldString(p["name"]); n != "" {
				return n
			}
		}
	}
	if w := ld.firstOfType("WebSite"); w != nil {
		if n := ldString(w["name"]); n != "" {
			return n
		}
	}
	return s.first("application-name", "apple-mobile-web-app-title", "al:ios:app_name")
}

// siteNames lists every name the site goes by, for stripping title affixes.
func siteNames(s *signals, ld *linkedData, site string, page *url.URL) []string {
	names := []string{site}
	names = append(names, s.meta["og:site_name"]...)
	names = append(names, s.meta["application-name"]...)
	names = append(names, s.meta["apple-mobile-web-app-title"]...)
	names = append(names, s.meta["twitter:site"]...)
	if w := ld.firstOfType("WebSite"); w != nil {
		names = append(names, ldString(w["name"]), ldString(w["alternateName"]))
	}
	if o := ld.firstOfType("Organization", "NewsMediaOrganization", "Corporation"); o != nil {
		names = append(names, ldString(o["name"]))
	}
	if page != nil {
		names = append(names, hostLabel(page.Hostname()), strings.TrimPrefix(page.Hostname(), "www."))
	}
	out := names[:0]
	for _, n := range names {
		if n = strings.TrimPrefix(strings.TrimSpace(n), "@"); n != "" {
			out = append(out, n)
		}
	}
	return out
}

// hostLabel returns the registrable label of a host: "nytimes" for
// www.nytimes.com, "bbc" for www.bbc.co.uk.
func hostLabel(host string) string {
	parts := strings.Split(strings.ToLower(host), ".")
	if len(parts) < 2 {
		return host
	}
	i := len(parts) - 2
	if i > 0 && len(parts[i]) <= 3 && len(parts[len(parts)-1]) == 2 { // co.uk, com.au
		i--
	}
	return parts[i]
}

// languageFrom returns the page's language as a BCP 47 tag: <html lang>,
// then Content-Language, then og:locale (en_US becomes en-US).
func languageFrom(s *signals, ld *linkedData) string {
	if l := langTag(s.lang); l != "" {
		return l
	}
	for _, k := range []string{"content-language", "language", "dc.language", "og:locale", "inlanguage", "locale"} {
		if l := langTag(s.first(k)); l != "" {
			return l
		}
	}
	for _, e := range ld.entities {
		if l := langTag(ldString(e["inLanguage"])); l != "" {
			return l
		}
	}
	return ""
}

// langTag tidies a language value: the first of a list ("en, fr"),
// underscores to hyphens (og:locale writes en_US). It rejects values that
// cannot be tags: template placeholders, punctuation, over 35 bytes. Names
// such as "English" pass unchanged; mapping them is not worth a table.
func langTag(v string) string {
	v = strings.TrimSpace(v)
	if i := strings.IndexAny(v, ",; "); i >= 0 {
		v = v[:i]
	}
	v = strings.ReplaceAll(v, "_", "-")
	if len(v) < 2 || len(v) > 35 {
		return ""
	}
	for _, r := range v {
		if !(r == '-' || r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9') {
			return ""
		}
	}
	return v
}

// descriptionFrom returns the page's summary: meta description (what the
// publisher wrote for search results), then OpenGraph, Twitter, JSON-LD.
func descriptionFrom(s *signals, ld *linkedData) string {
	if v := s.first("description", "og:description", "twitter:description", "dc.description", "itemprop:description"); v != "" {
		return v
	}
	if ld.main != nil {
		return ldString(ld.main["description"])
	}
	return ""
}

// canonicalFrom returns the canonical URL, absolute.
func canonicalFrom(s *signals, page *url.URL) string {
	if u := resolve(page, s.canonical); u != "" {
		return u
	}
	return resolve(page, s.first("og:url", "twitter:url"))
}

// imageFrom returns the lead image, absolute.
func imageFrom(s *signals, ld *linkedData, page *url.URL) string {
	for _, k := range []string{"og:image", "og:image:url", "og:image:secure_url", "twitter:image", "twitter:image:src", "itemprop:image", "thumbnail"} {
		if u := resolve(page, s.first(k)); u != "" {
			return u
		}
	}
	for _, e := range ld.ofRank(rankPage) {
		for _, k := range []string{"image", "thumbnailUrl", "primaryImageOfPage"} {
			if u := resolve(page, ldString(ld.resolve(e[k]))); u != "" {
				return u
			}
		}
	}
	return ""
}

// typeFrom returns the page's declared type: the main JSON-LD entity's
// @type (specific: NewsArticle, Product, QAPage) when it describes the page,
// else og:type.
func typeFrom(s *signals, ld *linkedData) string {
	if ld.main != nil && ld.mainRank >= rankPage {
		types := ldTypes(ld.main)
		best, rank := "", 0
		for _, t := range types {
			if r := typeRanks[t]; r > rank {
				best, rank = t, r
			}
		}
		if best != "" {
			return best
		}
	}
	return s.first("og:type")
}

// resolve makes ref absolute against page; it returns "" for refs that are
// not http(s) URLs (data:, javascript:) or do not parse.
func resolve(page *url.URL, ref string) string {
	ref = strings.TrimSpace(ref)
	if ref == "" || strings.HasPrefix(ref, "data:") || dom.JavascriptURL(ref) {
		return ""
	}
	u, err := url.Parse(ref)
	if err != nil {
		return ""
	}
	if page != nil {
		u = page.ResolveReference(u)
	} else if strings.HasPrefix(ref, "//") {
		u.Scheme = "https"
	}
	if u.Scheme != "" && u.Scheme != "http" && u.Scheme != "https" {
		return ""
	}
	return u.String()
}
