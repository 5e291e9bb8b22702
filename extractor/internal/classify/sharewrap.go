package classify

import "strings"

// Share-bar wrappers: a theme puts a sticky share bar beside the article by
// wrapping both in one box named for it ("socialicons-sticky",
// "share-wrapper"), so the hard hint that removes share bars removed the
// whole post (trafilatura-dev 0158: nothing extracted). A share bar holds
// a few words; an element so named that holds shareProse bytes of good
// text or more is a layout wrapper, and the hint is left to its children.
const shareProse = 300

// shareWrapper reports whether element i, whose class/id words are words,
// is named only for sharing among the hard hints and holds prose.
func shareWrapper(s *scores, i int32, words []string) bool {
	if s.good[i] < shareProse {
		return false
	}
	share := false
	for _, w := range words {
		switch {
		case strings.HasPrefix(w, "share"), strings.HasPrefix(w, "sharing"), strings.HasPrefix(w, "social"):
			share = true
		case hardHint([]string{w}):
			return false
		}
	}
	return share
}
