package embedded

import (
	"strings"
	"unicode"
)

// chromeKeyWords name the parts of a site that every page repeats. A
// framework's page state carries the layout's data beside the page's own
// (Next.js page props often hold the footer, the menus, the consent text
// and the site's settings next to the product or the post), and in data
// order the layout usually comes first: a Bombas product page's props open
// with the footer's "Customer Happiness Team" blurb, its privacy notice and
// a discount's terms before the product's description. The words are the
// class and id words that mark the same chrome in markup (Readability's and
// Trafilatura's lists, classify/hints.go), plus the words that name a
// site's configuration (config, settings, seo: data no page shows as its
// text).
var chromeKeyWords = map[string]bool{
	"header": true, "footer": true, "nav": true, "navigation": true, "navbar": true, "menu": true,
	"breadcrumb": true, "breadcrumbs": true, "legal": true, "disclaimer": true, "cookie": true,
	"cookies": true, "consent": true, "gdpr": true, "modal": true, "popup": true,
	"newsletter": true, "banner": true, "announcement": true, "config": true,
	"configuration": true, "settings": true, "seo": true,
}

// chromeKey reports whether a data key names site chrome: one of its words
// (split at case changes, digits and punctuation: "footerV1", "site_menu",
// "localeMismatchModal", "SEOData") is a chrome word. Everything under such
// a key is the layout's, not the page's.
func chromeKey(key string) bool {
	rs := []rune(key)
	start := -1
	for i := 0; i <= len(rs); i++ {
		letter := i < len(rs) && unicode.IsLetter(rs[i])
		// A capital after a small letter, or a capital before a small
		// letter after capitals, opens a word.
		opens := letter && i > 0 && unicode.IsUpper(rs[i]) && unicode.IsLetter(rs[i-1]) &&
			(unicode.IsLower(rs[i-1]) || (i+1 < len(rs) && unicode.IsLower(rs[i+1])))
		if start >= 0 && (!letter || opens) {
			if chromeKeyWords[strings.ToLower(string(rs[start:i]))] {
				return true
			}
			start = -1
		}
		if letter && start < 0 {
			start = i
		}
	}
	return false
}
