package classify

import "golang.org/x/net/html/atom"

// Lists of names in one paragraph. A story's "kudos" or "liked by" line,
// a tag cloud or a list of contributors is one paragraph of links, one
// name each, separated by commas: thousands of words that are all links
// (readability-testpages: a fan-fiction page ended in 3,777 user names, as
// long as the story). The learned model reads a paragraph's length as
// content. Inside the chosen blocks, a paragraph unit (no blocks inside)
// holding nameListLinks links or more, with at least nameListShare of its
// text in them, is navigation: prose with links has words between them,
// and a link list laid out as a list is a list, not one paragraph. It runs
// after the blocks are chosen: as chrome before the choice, a tag cloud on
// a trafilatura-dev blog tipped the choice to a column of PHP warnings
// (1.000 -> 0.857).
const (
	nameListLinks = 100
	nameListShare = 0.9
)

func dropNameLists(x *index, s *scores, mains map[int32]float64) {
	for m := range mains {
		for u := m; u < x.end[m]; u++ {
			if s.chrome[u] != 0 {
				u = x.end[u] - 1
				continue
			}
			if x.unit[u] == u && nameList(x, u) {
				s.chrome[u] = code(RoleNavigation)
				u = x.end[u] - 1
			}
		}
	}
}

// nameList reports whether element i is a paragraph unit of names.
func nameList(x *index, i int32) bool {
	if x.unit[i] != i || x.text[i] != x.unitText[i] || float64(x.link[i]) < nameListShare*float64(x.text[i]) {
		return false
	}
	n := 0
	for j := i + 1; j < x.end[i] && n < nameListLinks; j++ {
		if x.atom(j) == atom.A {
			n++
			j = x.end[j] - 1
		}
	}
	return n >= nameListLinks
}
