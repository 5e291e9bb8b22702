package prune

import (
	"net/url"
	"strings"

	"golang.org/x/net/html/atom"
	"golang.org/x/net/publicsuffix"

	"folio/extractor/internal/dom"
)

// offSite reports whether a link of i's subtree points to another site
// than the page's: an absolute http(s) address whose registrable domain
// (publicsuffix's eTLD+1: "www.zeit.de" and "blog.zeit.de" are one site,
// "bbc.co.uk" is not "co.uk") differs from the page's. A site's pointers
// to its own articles ("Read more: ...", "Lesen Sie auch: ...") link into
// the site; the lines of a story's facts box ("Venue: <a>Royal Concert
// Hall</a>", "Adresse : <a>12 rue des Rosiers</a>" to a map, "Book: <a>The
// Name of the Wind</a>" to a shop, "Tickets: ..." to a box office) link out.
// Without the page's address (Page.URL empty) no link is known to leave,
// and the answer is false.
func (t *tree) offSite(i int32) bool {
	site := t.site()
	if site == "" {
		return false
	}
	for j := i; j < t.end[i]; j++ {
		if t.nodes[j].DataAtom != atom.A {
			continue
		}
		if s := siteOf(dom.Attr(t.nodes[j], "href")); s != "" && s != site {
			return true
		}
	}
	return false
}

// onSite reports whether a link of i's subtree points into the page's own
// site: an address on its registrable domain, or a relative one (not a
// fragment of the page itself, nor another scheme such as mailto:). Without
// the page's address only relative links are known to stay.
func (t *tree) onSite(i int32) bool {
	site := t.site()
	for j := i; j < t.end[i]; j++ {
		if t.nodes[j].DataAtom != atom.A {
			continue
		}
		href := strings.TrimSpace(dom.Attr(t.nodes[j], "href"))
		if href == "" || href[0] == '#' {
			continue
		}
		if s := siteOf(href); s != "" {
			if s == site {
				return true
			}
			continue
		}
		if u, err := url.Parse(href); err == nil && u.Scheme == "" && u.Host == "" {
			return true
		}
	}
	return false
}

// site is the registrable domain of the page's address, worked out once;
// "" when unknown.
func (t *tree) site() string {
	if !t.siteRead {
		t.siteRead = true
		t.siteName = siteOf(t.page.URL)
	}
	return t.siteName
}

// siteOf is the registrable domain of an absolute http(s) address, lower
// case; "" for a relative address, another scheme, or a host publicsuffix
// cannot reduce (an IP address, "localhost").
func siteOf(raw string) string {
	raw = strings.TrimSpace(raw)
	if len(raw) < 8 || !strings.EqualFold(raw[:4], "http") && !strings.HasPrefix(raw, "//") {
		return ""
	}
	u, err := url.Parse(raw)
	if err != nil || u.Host == "" || u.Scheme != "" && u.Scheme != "http" && u.Scheme != "https" {
		return ""
	}
	s, err := publicsuffix.EffectiveTLDPlusOne(strings.ToLower(u.Hostname()))
	if err != nil {
		return ""
	}
	return s
}
