package prune

import (
	"strings"

	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"

	"folio/extractor/internal/classify"
	"folio/extractor/internal/dom"
)

// Link boxes before the text: the mirror of tails. Older portals open the
// content column with a box of links to their other pages ("Tools &
// Resources": "Think You Have a Food Allergy?", "Pets and Allergies", ...)
// before the story's headline, and the classifier, taking the column,
// took the box with it (readability-testpages webmd-1, P 0.85). On prose
// without code, a list before the first long paragraph (tailLong letters,
// at most tailLinks of them in links) whose items include headLinkItems
// headline links (items of tailWords words or more, nearly all link text)
// and that is itself nearly all links is cut, with a heading standing
// right before it. Unlike tails, the list needs no cap on its share of
// the content: it is at least headLinkShare (0.9) links, so a list over
// sectionShare (0.34) of the text would put over 0.3 of the content in
// links, more than prose allows (proseLinks, 0.25).
//
// A link with a fragment ("#caic", "/page/#elite") goes somewhere on the
// same page: a list of those is the page's own table of contents, which
// WCXB's truths keep (wcxb-dev 0025, a service page's package list, 0.997
// -> 0.986 when cut), so such items do not count.
const (
	headLinkItems = 3
	headLinkShare = 0.9 // the least share of link text in an item and in the list
	headTitleMax  = 60  // letters of a heading that titles the box
)

func headLinks(t *tree, cut func(int32, classify.Role)) {
	if !t.prose() || t.hasCode() {
		return
	}
	first := -1
	for k, u := range t.units {
		if !t.cut[u] && !t.mixed[u] && t.own[u] >= tailLong && t.linkDensity(u) <= tailLinks && !truncated(t.unitText[u]) {
			first = k
			break
		}
	}
	if first <= 0 {
		return
	}
	var lists []int32
	var counts []int
	for _, u := range t.units[:first] {
		if t.cut[u] || t.nodes[u].DataAtom != atom.Li || t.linkDensity(u) < headLinkShare || wordsUnder(t.unitText[u], tailWords) {
			continue
		}
		if a := firstLink(t.nodes[u]); a == nil || strings.Contains(dom.Attr(a, "href"), "#") {
			continue
		}
		p := t.parent[u]
		if p < 0 {
			continue
		}
		if n := len(lists); n > 0 && lists[n-1] == p {
			counts[n-1]++
		} else {
			lists, counts = append(lists, p), append(counts, 1)
		}
	}
	for k, l := range lists {
		if counts[k] < headLinkItems || t.cut[l] || t.linkDensity(l) < headLinkShare {
			continue
		}
		cut(l, classify.RoleRelated)
		if h := titleBefore(t, l); h >= 0 {
			cut(h, classify.RoleRelated)
		}
	}
}

// titleBefore returns the short heading that is element l's previous
// element sibling, -1 when there is none.
func titleBefore(t *tree, l int32) int32 {
	prev := t.nodes[l].PrevSibling
	for prev != nil && prev.Type != html.ElementNode {
		if prev.Type == html.TextNode && strings.TrimSpace(prev.Data) != "" {
			return -1
		}
		prev = prev.PrevSibling
	}
	if prev == nil || !heading(prev) {
		return -1
	}
	for i := l - 1; i >= 0 && t.nodes[i] != t.nodes[l].Parent; i-- {
		if t.nodes[i] == prev {
			if t.cut[i] || t.text[i] > headTitleMax {
				return -1
			}
			return i
		}
	}
	return -1
}

// firstLink returns the first <a> under n, nil when there is none.
func firstLink(n *html.Node) *html.Node {
	for c := n.FirstChild; c != nil; c = c.NextSibling {
		if c.Type != html.ElementNode {
			continue
		}
		if c.DataAtom == atom.A {
			return c
		}
		if a := firstLink(c); a != nil {
			return a
		}
	}
	return nil
}
