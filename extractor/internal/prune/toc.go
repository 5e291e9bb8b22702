package prune

import (
	"net/url"
	"strings"

	"golang.org/x/net/html/atom"

	"folio/extractor/internal/classify"
	"folio/extractor/internal/dom"
)

// Tables of contents inside the text: blog and guide themes (the
// table-of-contents plugins of WordPress and its block editor, static
// site generators' "In this post" boxes) open a long article with a list
// of links to its own sections, whose words are the section headings'
// again: the reader reads every heading twice, and WCXB's truths mostly
// list it once. What makes such a list is structural, in any language: a
// list (<ul>, <ol>) of tocMinLinks links or more, nearly all of its text
// in links, and nearly every link pointing at an element of the content
// after the list (its fragment names an id there). A link counts when it
// points at this page: "#id", or the page's own address with a fragment
// (Page.URL); "/part-2/#setup" is another page's section, whatever ids
// this one has. The fragment is percent-decoded first, as a browser does
// ("#%E6%A6%82%E8%A6%81" names id="概要"). The list goes with the box
// that holds only it and a short title ("In this post:", "Contents"):
// the climb stops at a parent with more than tocTitleLetters letters
// beside the list, and at one that reaches the first section the list
// points at, which a short first section or a list among its sections
// would otherwise lose with it. A list that is most of the content (a
// manual's chapter index, classify/chaptertoc.go) stays.
const (
	tocMinLinks     = 3
	tocLinkShare    = 0.8 // of the list's links that point into the content after it
	tocTitleLetters = 40  // letters of the title beside the list in its box
)

func tocs(t *tree, cut func(int32, classify.Role)) {
	if t.hasCode() {
		return
	}
	var ids map[string]int32 // each id of the content to its element, made on first need
	total := t.totalText()
	page := ownURL(t.page.URL)
	for i := int32(0); i < int32(len(t.nodes)); i++ {
		a := t.nodes[i].DataAtom
		if a != atom.Ul && a != atom.Ol {
			continue
		}
		end := t.end[i]
		if !t.canCut(i) || 2*t.text[i] >= total || t.linkDensity(i) < tocLinkShare || dom.Attr(t.nodes[i], "role") == "tablist" {
			i = end - 1
			continue
		}
		if ids == nil {
			ids = make(map[string]int32)
			for j, id := range t.id {
				if _, ok := ids[id]; id != "" && !ok {
					ids[id] = int32(j)
				}
			}
		}
		links, inward := 0, 0
		first := int32(len(t.nodes)) // the first element the list points at
		for j := i + 1; j < end; j++ {
			if t.nodes[j].DataAtom != atom.A {
				continue
			}
			links++
			if id := tocTarget(dom.Attr(t.nodes[j], "href"), page); id != "" {
				if at, ok := ids[id]; ok && at >= end {
					inward++
					first = min(first, at)
				}
			}
		}
		if links >= tocMinLinks && float32(inward) >= tocLinkShare*float32(links) {
			box := i
			for p := t.parent[box]; p >= 0 && t.end[p] <= first && t.text[p]-t.text[i] <= tocTitleLetters && t.canCut(p); p = t.parent[p] {
				box = p
			}
			cut(box, classify.RoleNavigation)
			i = t.end[box] - 1
			continue
		}
		i = end - 1
	}
}

// ownURL is the page's address parsed, or nil when it has none a link
// could be compared with.
func ownURL(raw string) *url.URL {
	u, err := url.Parse(raw)
	if raw == "" || err != nil || u.Host == "" {
		return nil
	}
	return u
}

// tocTarget is the id, lower-cased as tree.id, of the element of this
// page that href points at: the fragment of "#id" or of the page's own
// address (page; nil when unknown, and then only "#id" counts),
// percent-decoded; "" for a link elsewhere or without a fragment. The
// address is its host and path: the query is left out, since a page
// reached with a tracking query ("?srsltid=…") links its sections by its
// canonical address.
func tocTarget(href string, page *url.URL) string {
	k := strings.IndexByte(href, '#')
	if k < 0 || k+1 == len(href) {
		return ""
	}
	if k > 0 {
		if page == nil {
			return ""
		}
		u, err := page.Parse(href[:k])
		if err != nil || !strings.EqualFold(u.Host, page.Host) ||
			strings.TrimSuffix(u.Path, "/") != strings.TrimSuffix(page.Path, "/") {
			return ""
		}
	}
	frag := href[k+1:]
	if d, err := url.PathUnescape(frag); err == nil {
		frag = d
	}
	return strings.ToLower(frag)
}
