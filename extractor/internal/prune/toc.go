package prune

import (
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
// after the list (its fragment names an id there). The list goes with
// the box that holds only it and a short title ("In this post:",
// "Contents"). A list that is most of the content (a manual's chapter
// index, classify/chaptertoc.go) stays.
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
	for i := int32(0); i < int32(len(t.nodes)); i++ {
		a := t.nodes[i].DataAtom
		if a != atom.Ul && a != atom.Ol {
			continue
		}
		end := t.end[i]
		if t.cut[i] || !t.canCut(i) || 2*t.text[i] >= total || t.linkDensity(i) < tocLinkShare || dom.Attr(t.nodes[i], "role") == "tablist" {
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
		for j := i + 1; j < end; j++ {
			if t.nodes[j].DataAtom != atom.A {
				continue
			}
			links++
			href := dom.Attr(t.nodes[j], "href")
			if k := strings.IndexByte(href, '#'); k >= 0 && k+1 < len(href) {
				if at, ok := ids[strings.ToLower(href[k+1:])]; ok && at >= end {
					inward++
				}
			}
		}
		if links >= tocMinLinks && float32(inward) >= tocLinkShare*float32(links) {
			box := i
			for p := t.parent[box]; p >= 0 && t.text[p]-t.text[i] <= tocTitleLetters && t.canCut(p); p = t.parent[p] {
				box = p
			}
			cut(box, classify.RoleNavigation)
			i = t.end[box] - 1
			continue
		}
		i = end - 1
	}
}
