package prune

import (
	"golang.org/x/net/html/atom"

	"folio/extractor/internal/classify"
)

// Menu roots: the classifier sometimes chooses a site's menu as a content
// root of its own beside the story (a government site's mobile menu, its
// "Nachrichten 2019", "Geschichte des Gebäudes" and five hundred more
// lines after the press release), where no class names it and no
// landmark holds it. A root that is all links (menuLinkShare of its
// letters), menuMinLinks links or more, each short (menuLinkLetters letters
// on average: a menu's entries, not a listing's headlines), is the site's
// navigation, in any language, when another root holds a story (a long
// paragraph of few links, tailLong letters). Not on listings, collections
// and products, whose link lists may be the content.
//
// Measured against no such rule: trafilatura-dev P 0.9362 -> 0.9368, F1
// 0.9561 -> 0.9564 (the Austrian chancellery's menu); wcxb-dev 0.914051 ->
// 0.914114 (article .96596 -> .96607, forum .84695 -> .84701: a movers'
// directory's state menu 0.773 -> 0.853, a legal guide's 0.839 -> 0.851,
// two forum threads up; one article down 0.005, a blog's closing list of
// links to its other lists, which its truth keeps); readability-
// testpages 0.9520 -> 0.9523; ScrapingHub identical page for page.
// Without the length of the links it cut an untyped news hub's list of
// headlines (wcxb-dev 2965, 0.962 -> 0.826).
const (
	menuLinkShare   = 0.9
	menuMinLinks    = 10
	menuLinkLetters = 32
)

func menuRoots(t *tree, cut func(int32, classify.Role)) {
	switch t.page.Type {
	case classify.TypeListing, classify.TypeCollection, classify.TypeProduct:
		return
	}
	roots := t.roots()
	if len(roots) < 2 {
		return
	}
	story := false
	var menus []int32
	for _, r := range roots {
		if t.cut[r] || t.text[r] == 0 {
			continue
		}
		if t.menu(r) {
			menus = append(menus, r)
			continue
		}
		story = story || t.holdsStory(r)
	}
	if !story {
		return
	}
	for _, r := range menus {
		cut(r, classify.RoleNavigation)
	}
}

// menu reports whether root r reads as a menu: all links, many and short.
func (t *tree) menu(r int32) bool {
	if float32(t.link[r]) < menuLinkShare*float32(t.text[r]) || !t.canCut(r) {
		return false
	}
	n := t.links(r)
	return n >= menuMinLinks && t.link[r] <= int32(n)*menuLinkLetters
}

// holdsStory reports whether root r holds a long paragraph of few links.
func (t *tree) holdsStory(r int32) bool {
	for j := r; j < t.end[r]; j++ {
		if t.unit[j] == j && t.own[j] >= tailLong && t.linkDensity(j) <= tailLinks && t.nodes[j].DataAtom != atom.A {
			return true
		}
	}
	return false
}
