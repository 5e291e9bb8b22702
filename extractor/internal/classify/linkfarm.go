package classify

import (
	"strings"

	"golang.org/x/net/html/atom"

	"folio/extractor/internal/dom"
)

// Link farms inside the chosen content of article-like pages. The learned
// scorer gives link text some weight (card titles and inline links are
// sometimes content), so a column of category, tag and archive links that
// shares a wrapper with a short story can carry the wrapper into the
// content: on jaraguadosul.com.br a 3,200-byte column of links sat beside a
// 600-byte story in the chosen block. dropLinkFarms marks as navigation the
// largest subtrees of a chosen block whose text is nearly all links, when
// the block keeps enough text outside links to be a story.
const (
	farmMin        = 300  // text (non-space bytes) of a link farm
	farmLinkShare  = 0.9  // share of it inside links
	farmProseMin   = 300  // non-link text the block must keep
	farmShare      = 0.25 // share of the block's text the farms must hold
	farmAnchors    = 10   // links of a farm, at least
	farmStoryShare = 0.8  // share of the prose one sibling of the farm must hold
	farmLinkLen    = 20   // mean text of a farm's links, at most: menu words, not titles
	titleHeadMin   = 15   // bytes of a headline
)

func dropLinkFarms(x *index, s *scores, mains map[int32]float64, title string) {
	head := titleHead(title)
	if head == "" {
		return
	}
	var farms []int32
	for m := range mains {
		farms = farms[:0]
		var farmText, farmProse int32
		for i := m + 1; i < x.end[m]; i++ {
			if s.chrome[i] != 0 {
				i = x.end[i] - 1
				continue
			}
			if x.text[i] >= farmMin && float64(x.link[i]) >= farmLinkShare*float64(x.text[i]) && shortLinks(x, i) {
				farms = append(farms, i)
				farmText += s.keptText[i]
				farmProse += x.text[i] - x.link[i]
				i = x.end[i] - 1
			}
		}
		prose := x.text[m] - x.link[m] - farmProse
		if len(farms) == 0 || prose < farmProseMin || float64(farmText) < farmShare*float64(s.keptText[m]) {
			continue
		}
		for _, f := range farms {
			if besideStory(x, f, prose, head) {
				s.chrome[f] = code(RoleNavigation)
			}
		}
	}
}

// shortLinks reports whether the subtree at i holds farmAnchors links or
// more whose mean text is menu-like (farmLinkLen bytes or less): category,
// tag and month names, not the titles of a listing's items.
func shortLinks(x *index, i int32) bool {
	var n, text int32
	for j := i; j < x.end[i]; j++ {
		if x.atom(j) == atom.A {
			n++
			text += x.text[j]
			j = x.end[j] - 1
		}
	}
	return n >= farmAnchors && text <= farmLinkLen*n
}

// besideStory reports whether a sibling of f holds farmStoryShare of the
// block's prose and the page's headline: the farm is a column beside the
// story, not a list within it (a Wikipedia list's links are interleaved with
// its headings and paragraphs; a category's links follow an intro that does
// not repeat its title).
func besideStory(x *index, f, prose int32, head string) bool {
	p := x.parent[f]
	if p < 0 {
		return false
	}
	found := false
	x.children(p, func(c int32) {
		if !found && c != f && float64(x.text[c]-x.link[c]) >= farmStoryShare*float64(prose) {
			found = strings.Contains(dom.FoldSpace(dom.Text(x.nodes[c], skipped)), head)
		}
	})
	return found
}

// titleHead is the longest part of the page's <title> split at " - ", " | "
// and dashes (the headline, not the site's name), normalised; "" when
// shorter than titleHeadMin.
func titleHead(title string) string {
	best := ""
	for _, part := range strings.FieldsFunc(title, func(r rune) bool { return r == '|' || r == '–' || r == '—' }) {
		for _, p := range strings.Split(part, " - ") {
			if p = dom.FoldSpace(p); len(p) > len(best) {
				best = p
			}
		}
	}
	if len(best) < titleHeadMin {
		return ""
	}
	return best
}
