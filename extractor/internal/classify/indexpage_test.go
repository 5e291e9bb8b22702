package classify

import (
	"slices"
	"strings"
	"testing"

	"golang.org/x/net/html"

	"folio/extractor/internal/dom"
)

// indexPage parses page and indexes its body, as Classify does: the first
// step of every test that runs one stage on a fragment.
func indexPage(t testing.TB, page string) *index {
	t.Helper()
	doc, err := html.Parse(strings.NewReader(page))
	if err != nil {
		t.Fatal(err)
	}
	return buildIndex(dom.FindBody(doc))
}

// nodeIDs maps each id attribute of x's elements to the element's index:
// the handle tests use to name blocks in a fragment.
func nodeIDs(x *index) map[string]int32 {
	ids := map[string]int32{}
	for i, n := range x.nodes {
		if id := dom.Attr(n, "id"); id != "" {
			ids[id] = int32(i)
		}
	}
	return ids
}

// chosenIDs returns every element of x whose id is one of ids (a fragment
// may give two elements one id) as chosen blocks of weight w: the start of
// every test of a stage that grows or drops the chosen blocks.
func chosenIDs(x *index, w float64, ids ...string) map[int32]float64 {
	mains := map[int32]float64{}
	for i, n := range x.nodes {
		if id := dom.Attr(n, "id"); id != "" && slices.Contains(ids, id) {
			mains[int32(i)] = w
		}
	}
	return mains
}

// keptAfter chooses every element of x that has an id (its whole text
// kept), runs the drop stage for a page of type typ, and returns which
// ids stay chosen: the check of every stage that drops chosen blocks.
func keptAfter(x *index, typ PageType, drop func(*index, *scores, routeOptions, map[int32]float64)) map[string]bool {
	s := score(x, routeOptions{softHints: true})
	mains := map[int32]float64{}
	ids := nodeIDs(x)
	for _, i := range ids {
		mains[i] = 1
	}
	for m := range mains {
		s.keptText[m] = x.text[m]
	}
	drop(x, s, routeOptions{pageType: typ}, mains)
	kept := make(map[string]bool, len(ids))
	for id, i := range ids {
		_, kept[id] = mains[i]
	}
	return kept
}

// checkChrome scores page and checks that exactly the elements whose id
// is in want are marked boilerplate chrome, before any block is chosen.
func checkChrome(t *testing.T, page string, want ...string) {
	t.Helper()
	x := indexPage(t, page)
	s := score(x, routeOptions{softHints: true})
	for i, n := range x.nodes {
		id := dom.Attr(n, "id")
		if id == "" {
			continue
		}
		if got := s.chrome[i].role() == RoleBoilerplate; got != slices.Contains(want, id) {
			t.Errorf("%s: chrome %q, want boilerplate %v", id, s.chrome[i].role(), !got)
		}
	}
}
