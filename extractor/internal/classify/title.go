package classify

import (
	"strings"

	"golang.org/x/net/html/atom"

	"folio/extractor/internal/dom"
)

// markTitle gives RoleTitle to the first <h1> of the content when it repeats
// the page's <title> (which usually adds " - Site name"): on wcxb-dev the
// title is in the ground truth of only ~12% of articles and forums
// (EXTRACTION.md), so there it is metadata, not content.
func markTitle(x *index, s *scores, mains map[int32]float64, title string, fuzzy bool) {
	t := dom.FoldSpace(title)
	if t == "" {
		return
	}
	for i := int32(0); i < int32(len(x.nodes)); i++ {
		if _, ok := mains[i]; !ok {
			continue
		}
		for j := i; j < x.end[i]; j++ {
			if x.atom(j) != atom.H1 || s.chrome[j] != 0 {
				continue
			}
			if h := dom.FoldSpace(dom.Text(x.nodes[j], skipped)); h != "" && (strings.Contains(t, h) || fuzzy && sameHeadline(h, t)) {
				s.chrome[j] = code(RoleTitle)
			}
			return
		}
	}
}
