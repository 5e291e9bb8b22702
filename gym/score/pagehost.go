package score

import (
	"bytes"
	"net/url"
	"strings"

	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"
)

// Trafilatura's "hard::" pages come without an address (the extractor is
// not given one, as in the set's own evaluation), so --by host and gym
// ablate would count each as a host of its own, though some share a host
// with each other or with the addressed pages. The address is in the
// corpus all the same: the saved page declares it in its head. The file
// name that "hard::" carries is no source: it is the set author's
// shorthand ("iwr.de.IWR-Pressedienst.html" for www.iwrpressedienst.de,
// "jamaica.gleaner.com-victims.html" for jamaica-gleaner.com).

// headScanLimit bounds how far into a page declaredHost reads: the head of
// every hard:: page ends well before it.
const headScanLimit = 512 << 10

// declaredHost is the host of the address a saved page declares for
// itself, without "www.": its <link rel=canonical>, else its og:url, else
// its <base href>, the first of them that is an absolute address.
// It reads the head only and returns "" when the page declares none.
func declaredHost(page []byte) string {
	if len(page) > headScanLimit {
		page = page[:headScanLimit]
	}
	var canonical, ogURL, base string
	z := html.NewTokenizer(bytes.NewReader(page))
	for {
		tt := z.Next()
		if tt == html.ErrorToken {
			break
		}
		if tt == html.EndTagToken {
			if name, _ := z.TagName(); atom.Lookup(name) == atom.Head {
				break
			}
			continue
		}
		if tt != html.StartTagToken && tt != html.SelfClosingTagToken {
			continue
		}
		name, hasAttr := z.TagName()
		a := atom.Lookup(name)
		if a == atom.Body {
			break
		}
		if !hasAttr || (a != atom.Link && a != atom.Meta && a != atom.Base) {
			continue
		}
		attrs := map[string]string{}
		for more := true; more; {
			var k, v []byte
			k, v, more = z.TagAttr()
			attrs[string(k)] = string(v)
		}
		switch {
		case a == atom.Link && hasToken(attrs["rel"], "canonical") && canonical == "":
			canonical = attrs["href"]
		case a == atom.Meta && strings.EqualFold(attrs["property"], "og:url") && ogURL == "":
			ogURL = attrs["content"]
		case a == atom.Base && base == "":
			base = attrs["href"]
		}
	}
	for _, addr := range []string{canonical, ogURL, base} {
		if h := absoluteHost(addr); h != "" {
			return h
		}
	}
	return ""
}

// hasToken reports whether the space-separated list holds tok, case folded.
func hasToken(list, tok string) bool {
	for _, f := range strings.Fields(list) {
		if strings.EqualFold(f, tok) {
			return true
		}
	}
	return false
}

// absoluteHost is the host of an absolute address, lower case and
// without "www.", or "" for a relative one.
func absoluteHost(addr string) string {
	u, err := url.Parse(strings.TrimSpace(addr))
	if err != nil || u.Hostname() == "" {
		return ""
	}
	return strings.TrimPrefix(strings.ToLower(u.Hostname()), "www.")
}
