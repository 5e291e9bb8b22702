package classify

import (
	"strings"
	"testing"
)

// keptByRescue runs a rule that grows the chosen blocks (rescueGapHeadings,
// rescueFigures, chooseLeadLines) on page as a page of type typ, with the
// elements whose id starts with "p" as the chosen blocks, and reports for
// each id whether it ends in the content.
func keptByRescue(t *testing.T, page string, typ PageType, rescue func(*index, *scores, routeOptions, map[int32]float64)) map[string]bool {
	t.Helper()
	x := indexPage(t, page)
	s := score(x, routeOptions{softHints: true})
	mains := map[int32]float64{}
	ids := nodeIDs(x)
	for id, i := range ids {
		if strings.HasPrefix(id, "p") {
			mains[i] = 1
			s.keptText[i] = x.text[i]
		}
	}
	rescue(x, s, routeOptions{pageType: typ}, mains)
	kept := map[string]bool{}
	for id, i := range ids {
		_, kept[id] = mains[i]
	}
	return kept
}

// checkKeptIDs fails the test for every id whose kept state in got is not
// the one want gives.
func checkKeptIDs(t *testing.T, got, want map[string]bool) {
	t.Helper()
	for id, kept := range want {
		if got[id] != kept {
			t.Errorf("%s kept = %v, want %v", id, got[id], kept)
		}
	}
}
