package prune

import (
	"net/url"
	"strings"

	"golang.org/x/net/html/atom"

	"folio/extractor/internal/classify"
	"folio/extractor/internal/dom"
)

// App badges: the "Get it on Google Play" and "Download on the App Store"
// pictures that link to the site's app in a store, and the call right
// before them ("Get the latest news straight to your phone with the VI
// Consortium app.", "Holen Sie sich unsere App"). The store's address
// says what the line is, in any language: a link that holds an image and
// no text, to an app's page in a store (appStore), is a badge; it goes,
// and so does the unit right before it when that is a short line of the
// call (at most appCallWords words, no heading, no link but to a store),
// on prose without code and not on product pages, whose app is the
// product. The badges carry no words, so the call is what a reader and
// the benchmarks see.
//
// Measured against the rules without it: trafilatura-dev P 0.9355 ->
// 0.9361, F1 0.9548 -> 0.9551 (a news site's call under its story, with
// its two badges); wcxb-dev, ScrapingHub and readability-testpages
// identical page for page (their store links are words of the text: "Our
// app is on the App Store and Google Play", which stay).
const appCallWords = 30

func appBadges(t *tree, cut func(int32, classify.Role)) {
	if !t.prose() || t.hasCode() || t.product() {
		return
	}
	k := 0 // t.units[k] is the first unit at or after the badge
	for i := int32(0); i < int32(len(t.nodes)); i++ {
		n := t.nodes[i]
		if n.DataAtom != atom.A || t.text[i] > 0 || !hasImage(n, 16) || !appStore(dom.Attr(n, "href")) {
			continue
		}
		for k < len(t.units) && t.units[k] < i {
			k++
		}
		if k > 0 {
			if u := t.units[k-1]; t.end[u] <= i && appCall(t, u) {
				cut(u, classify.RoleBoilerplate)
			}
		}
		cut(i, classify.RoleBoilerplate)
	}
}

// appCall reports whether unit u reads as the call before an app badge.
func appCall(t *tree, u int32) bool {
	if !t.canCut(u) || heading(t.nodes[u]) || wordsOver(t.unitText[u], appCallWords) {
		return false
	}
	for j := u; j < t.end[u]; j++ {
		if t.nodes[j].DataAtom == atom.A && t.text[j] > 0 && !appStore(dom.Attr(t.nodes[j], "href")) {
			return false
		}
	}
	return true
}

// appStore reports whether href is an app's page in a store: Google Play's
// /store/apps, Apple's App Store (apps.apple.com, or itunes.apple.com's
// /app/), Huawei's AppGallery or the Microsoft Store.
func appStore(href string) bool {
	u, err := url.Parse(strings.TrimSpace(href))
	if err != nil {
		return false
	}
	switch strings.ToLower(u.Hostname()) {
	case "play.google.com":
		return strings.HasPrefix(u.Path, "/store/apps")
	case "apps.apple.com", "appgallery.huawei.com", "apps.microsoft.com":
		return true
	case "itunes.apple.com":
		return strings.Contains(u.Path, "/app/")
	}
	return false
}
