package dom

import "strings"

// JavascriptURL reports whether href is a javascript: URL, a script the
// link runs instead of going anywhere. The scheme is matched as a browser
// matches it: after leading ASCII white space, in any case.
func JavascriptURL(href string) bool {
	h := strings.TrimLeft(href, SpaceBytes)
	return len(h) >= 11 && strings.EqualFold(h[:11], "javascript:")
}

// LeadsAway reports whether a link's href leads off the page: it is not
// empty, not a fragment into the page ("#", "#reviews": a section, a
// gallery's slide, an accordion's panel) and not a javascript: script (a
// menu toggle). White space around it is trimmed as browsers trim it
// (ASCII only). A card's link leads away to the item's page; the
// walker's control icons tell links away from links into the page.
func LeadsAway(href string) bool {
	h := strings.Trim(href, SpaceBytes)
	return h != "" && h[0] != '#' && !JavascriptURL(h)
}
