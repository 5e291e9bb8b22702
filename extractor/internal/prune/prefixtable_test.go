package prune

import (
	"strings"
	"testing"
)

// The prefix table finds a prefix phrase for every line a scan of all the
// phrases finds one for, and for no other.
func TestPrefixTable(t *testing.T) {
	var all []string
	for _, l := range strings.Split(phrasesTxt+"\n"+intlTxt+"\n"+minedTxt, "\n") {
		if len(l) >= 3 && l[0] == '^' && l[1] == ' ' {
			v, _, _ := strings.Cut(l[2:], "\t")
			all = append(all, v)
		}
	}
	if len(all) < 100 {
		t.Fatalf("%d prefix phrases", len(all))
	}
	lines := []string{"", "s", "see also", "x"}
	for _, p := range all {
		lines = append(lines, p, p+" the headline", p[:len(p)-1], "x"+p)
	}
	for _, line := range lines {
		want := false
		for _, p := range all {
			want = want || strings.HasPrefix(line, p) && wordEnds(line, len(p))
		}
		if got := hasPrefix(line); got != want {
			t.Errorf("hasPrefix(%q) = %v, want %v", line, got, want)
		}
	}
}

// A prefix phrase matches whole words only: "previous article" starts a
// link to the previous post, "previous articles" a sentence of the text.
func TestPrefixWholeWords(t *testing.T) {
	for line, want := range map[string]bool{
		"previous article transforming mount trashmore": true,
		"previous article": true,
		"previous articles in this series explained how to set up the board": false,
		"next postponement of the vote was announced on monday":              false,
		"© copyright 2026 the gazette":                                       true,
	} {
		if got := hasPrefix(line); got != want {
			t.Errorf("hasPrefix(%q) = %v, want %v", line, got, want)
		}
	}
}
