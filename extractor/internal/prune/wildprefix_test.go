package prune

import "testing"

// TestWildPrefix: a " * " in a prefix phrase stands for a site's name of
// one to four words, and only there.
func TestWildPrefix(t *testing.T) {
	const p = "add * as a preferred source"
	for line, want := range map[string]bool{
		"add newsweek as a preferred source on google to see more of our trusted coverage": true,
		"add cio as a preferred source in google search":                                   true,
		"add the hindu business line as a preferred source on google":                      true,
		"add as a preferred source on google":                                              false, // its own phrase
		"add a pinch of salt as a preferred seasoning":                                     false,
		"add one two three four five as a preferred source":                                false,
		"added newsweek as a preferred source":                                             false,
		"add newsweek as a preferred sources list":                                         false,
	} {
		if got := startsWith(line, p); got != want {
			t.Errorf("startsWith(%q) = %v, want %v", line, got, want)
		}
	}
	if !hasPrefix("add newsweek as a preferred source on google") || !hasPrefix("add as a preferred source on google") {
		t.Error("the preferred-source phrases are not in the phrase files")
	}
}
