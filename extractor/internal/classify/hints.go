package classify

import (
	"strings"

	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"

	"folio/extractor/internal/dom"
)

// chromeHints maps class/id word prefixes to the role of the element they
// mark. The lists follow Readability's unlikelyCandidates/negative patterns
// and Trafilatura's boilerplate class lists, matched per word (class and id
// split on non-letters) so that "ad" never matches "header" or "shadow".
var chromeHints = []struct {
	prefix string
	role   Role
}{
	{"cookie", RoleCookie}, {"consent", RoleCookie}, {"gdpr", RoleCookie},
	{"breadcrumb", RoleBreadcrumb}, {"crumbs", RoleBreadcrumb},
	{"sidebar", RoleSidebar}, {"widget", RoleSidebar}, {"rail", RoleSidebar},
	{"advert", RoleAd}, {"ads", RoleAd}, {"adslot", RoleAd}, {"sponsor", RoleAd}, {"promo", RoleAd},
	{"dfp", RoleAd}, {"taboola", RoleAd}, {"outbrain", RoleAd},
	{"share", RoleBoilerplate}, {"sharing", RoleBoilerplate}, {"social", RoleBoilerplate},
	{"newsletter", RoleBoilerplate}, {"subscribe", RoleBoilerplate}, {"signup", RoleBoilerplate},
	{"popup", RoleBoilerplate}, {"modal", RoleBoilerplate}, {"toolbar", RoleBoilerplate},
	{"related", RoleRelated}, {"recommend", RoleRelated}, {"more", RoleRelated}, {"trending", RoleRelated},
	{"popular", RoleRelated},
	{"comment", RoleComments}, {"disqus", RoleComments}, {"respond", RoleComments},
	{"footer", RoleFooter}, {"copyright", RoleFooter},
	{"masthead", RoleHeader}, {"topbar", RoleHeader},
	{"navbar", RoleNavigation}, {"nav", RoleNavigation}, {"navigation", RoleNavigation}, {"menu", RoleNavigation},
	{"pagination", RoleNavigation2}, {"pager", RoleNavigation2}, {"toc", RoleNavigation2},
	{"skip", RoleNavigation2},
	{disclaimerPrefix, RoleBoilerplate},                                                                      // disclaimers.go
	{browserUpgrade, RoleBoilerplate}, {upgradeBrowser, RoleBoilerplate}, {outdatedBrowser, RoleBoilerplate}, // browsernotice.go
}

// exactChrome are whole words that mark chrome but are too short or too
// common to match as prefixes.
var exactChrome = map[string]Role{
	"ad": RoleAd, "header": RoleHeader, "tags": RoleRelated, "byline": RoleBoilerplate,
	"author": RoleBoilerplate, "meta": RoleBoilerplate, "hidden": RoleBoilerplate,
}

// contentHint reports whether w is a word of known content containers
// (Trafilatura's BODY_XPATH, Readability's positive pattern); an element
// carrying one is not chrome even when another of its words matches. A
// switch rather than a map: markChrome asks it of every class word of
// every element (hintRole, ownFlags, headRole), and a map hashes each.
func contentHint(w string) bool {
	switch w {
	case "content", "article", "entry", "post", "body", "main",
		"story", "text", "prose", "markdown", "blog", "rte":
		return true
	}
	return false
}

// hintWords splits class and id into their words (dom.AppendClassWords),
// appended to words, a buffer the caller reuses from element to element:
// it runs on every element.
func hintWords(n *html.Node, words []string) []string {
	for _, a := range n.Attr {
		switch a.Key {
		case "class":
			words = appendClassWords(words, a.Val)
		case "id":
			words = dom.AppendClassWords(words, a.Val)
		}
	}
	return words
}

// elementHint is hintRole of n's class and id words, read without the
// taxonomy terms of a CMS's post class list: "category-sidebar-tips" or
// "tag-social-media" on a post's <article> names what the post is about,
// not a sidebar or a share bar (dom.CMSTerm). The words are split again
// only when the first reading found a role and the class is such a list
// (dom.CMSClassList, the one test prune's discard names use too); the
// other readers of words (the model's hashed words, the flags) keep them
// all.
//
// The id of a self-linked heading or section (dom.SelfLinked: a docs
// site's <h2 id="social-auth"> holding a permalink to itself) is its
// title's words, not a layout name: its hint is read from its class alone.
func elementHint(n *html.Node, words []string) Role {
	r, _ := hintRole(words)
	if r == "" {
		return r
	}
	id := dom.Attr(n, "id")
	if id != "" && dom.SelfLinked(n) {
		id = ""
		var buf [16]string
		if r, _ = hintRole(appendClassWords(buf[:0], dom.Attr(n, "class"))); r == "" {
			return r
		}
	}
	class := dom.Lower(dom.Attr(n, "class"))
	if !dom.CMSClassList(class) {
		return r
	}
	var buf [16]string
	termless := dom.AppendTermlessWords(buf[:0], class)
	termless = dom.AppendClassWords(termless, id)
	r, _ = hintRole(termless)
	return r
}

// hintRole returns the chrome role the class/id words suggest.
func hintRole(words []string) (Role, bool) {
	for k, w := range words {
		if contentHint(w) && !hardPart(words, k) {
			return "", false
		}
	}
	for k, w := range words {
		if utilityWord(words, k) || modifierWord(words, k) {
			continue
		}
		if r, ok := exactChrome[w]; ok {
			return r, true
		}
		for _, k := range chromeByByte[w[0]] {
			if h := chromeHints[k]; strings.HasPrefix(w, h.prefix) {
				return h.role, true
			}
		}
		if r, ok := splitChrome(words, k); ok {
			return r, true
		}
	}
	return "", false
}

// chromeByByte and hardByByte file the indices of chromeHints and hardHints
// under their prefix's first byte, in list order, so that a word is tested
// only against the prefixes it could have: the first match is the same.
var chromeByByte, hardByByte = byFirstByte(len(chromeHints), func(k int) string { return chromeHints[k].prefix }),
	byFirstByte(len(hardHints), func(k int) string { return hardHints[k] })

func byFirstByte(n int, prefix func(int) string) *[256][]int {
	var t [256][]int
	for k := 0; k < n; k++ {
		b := prefix(k)[0]
		t[b] = append(t[b], k)
	}
	return &t
}

var landmarkRoles = map[string]Role{
	"navigation":    RoleNavigation,
	"banner":        RoleHeader,
	"contentinfo":   RoleFooter,
	"complementary": RoleSidebar,
	"search":        RoleForm,
	"dialog":        RoleBoilerplate,
	"alertdialog":   RoleBoilerplate,
	"menu":          RoleNavigation,
	"menubar":       RoleNavigation,
}

// tagRole returns the chrome role of a semantic element or ARIA landmark.
// A <header> or <footer> inside an <article> or <main> is its byline or
// dateline, so it is not page chrome; it is left to the hints, except a
// <footer> that no sectioning element or ARIA landmark scopes and that
// ends <main> as a site footer does (footerscope.go).
func tagRole(n *html.Node, inContent bool) (Role, bool) {
	switch n.DataAtom {
	case atom.Nav:
		return RoleNavigation, true
	case atom.Header:
		if !inContent {
			return RoleHeader, true
		}
	case atom.Footer:
		if PageFooter(n) { // footerscope.go
			return RoleFooter, true
		}
	case atom.Aside:
		if quoteAside(n) {
			return "", false
		}
		return RoleSidebar, true
	case atom.Form:
		return RoleForm, true
	case atom.Dialog:
		return RoleBoilerplate, true
	case atom.Button, atom.Input, atom.Textarea:
		if dom.DisplayButton(n) || dom.HeadingButton(n) || dom.PanelButton(n) { // shows a block of text, or heads a panel
			return "", false
		}
		return RoleForm, true
	}
	if r, ok := landmarkRoles[dom.Attr(n, "role")]; ok {
		if contentBanner(r, inContent) { // bannerincontent.go
			return "", false
		}
		return r, true
	}
	return "", false
}

// hardHints are class/id word prefixes whose elements are never content,
// even inside an article: consent banners, share bars, newsletter boxes, ads,
// modals and breadcrumbs.
var hardHints = []string{"cookie", "consent", "gdpr", "newsletter", "subscribe", "signup",
	"share", "sharing", "social", "advert", "adslot", "sponsor", "dfp", "taboola", "outbrain",
	"popup", "modal", "breadcrumb", "crumbs", browserUpgrade, upgradeBrowser, outdatedBrowser}

// hardHint reports whether words (of an element with a hint role, so with
// no content word) hold a hard hint.
func hardHint(words []string) bool {
	for _, w := range words {
		for _, k := range hardByByte[w[0]] {
			if strings.HasPrefix(w, hardHints[k]) {
				return true
			}
		}
	}
	return false
}
