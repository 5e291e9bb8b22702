package templates

import (
	"golang.org/x/net/html"

	"folio/extractor/internal/dom"
)

// chromeWords are class and id segments that name chrome inside an
// article whatever the site: a subset of Mozilla Readability's
// unlikelyCandidates pattern (related, social, sponsor, comment, ...) plus
// share, newsletter, subscribe and byline, which wcxb-dev ground truth leaves
// out. Learned selectors only know the chrome seen on checked pages; these
// words catch chrome a layout shows rarely (a related box on half of the
// pages) before a check has seen it.
var chromeWords = map[string]bool{
	"related": true, "share": true, "sharing": true, "social": true, "newsletter": true,
	"subscribe": true, "signup": true, "sponsor": true, "sponsored": true, "advert": true,
	"advertisement": true, "ad": true, "ads": true, "comment": true, "comments": true,
	"byline": true, "promo": true, "popup": true, "cookie": true, "consent": true,
}

// chromeNamed reports whether n's class or id has a chrome word as one of
// its '-'/'_'/space-separated segments ("share-bar", "ad_slot"), not as a
// part of a word ("shadow", "loaded"). It does not allocate.
func chromeNamed(n *html.Node) bool {
	for _, a := range n.Attr {
		if (a.Key == "class" || a.Key == "id") && hasChromeSegment(a.Val) {
			return true
		}
	}
	return false
}

func hasChromeSegment(v string) bool {
	var buf [16]byte
	start := 0
	for i := 0; i <= len(v); i++ {
		if i < len(v) && !dom.IsSpace(v[i]) && v[i] != '-' && v[i] != '_' {
			continue
		}
		if seg := v[start:i]; len(seg) >= 2 && len(seg) <= len(buf) {
			b := buf[:len(seg)]
			for k := 0; k < len(seg); k++ {
				c := seg[k]
				if c >= 'A' && c <= 'Z' {
					c += 'a' - 'A'
				}
				b[k] = c
			}
			if chromeWords[string(b)] { // no allocation: map lookup with a converted key
				return true
			}
		}
		start = i + 1
	}
	return false
}
