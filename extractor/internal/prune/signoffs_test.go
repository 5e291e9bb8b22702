package prune

import "testing"

// The sign-offs' cases (signoffs.go) run in TestPrune.

// signOffCases are agency sign-offs after the text, and lines of the same
// look that stay.
var signOffCases = []pruneCase{
	{
		name: "initials and an agency close the story",
		html: article + `<p>aja/PAP</p>`,
		cut:  []string{"p"},
	},
	{
		name: "several editors' initials, in brackets",
		html: article + `<div>(mw, kk/PAP)</div>`,
		cut:  []string{"div"},
	},
	{
		name: "a sign-off before more of the text is kept",
		html: "<p>" + para("one", 40) + "</p><div>aja/PAP</div><p>" + para("two", 40) + "</p>",
		keep: []string{"div"},
	},
	{
		name: "a media type closing a note is kept",
		html: article + `<div>text/html</div>`,
		keep: []string{"div"},
	},
	{
		name: "an image credit in capitals is kept",
		html: article + `<div>(NASA/GSFC)</div>`,
		keep: []string{"div"},
	},
}

func TestSignOff(t *testing.T) {
	for s, want := range map[string]bool{
		"aja/PAP": true, "mw, kk/PAP": true, "(ap/AFP)": true, "jm /DPA": true,
		"mi/kWh": false, "text/html": false, "NASA/GSFC": false, "Black/White": false,
		"aja/PAP2": false, "abcde/PAP": false, "aja/": false, "/PAP": false, "a/B": false,
	} {
		if got := signOff(s); got != want {
			t.Errorf("signOff(%q) = %v, want %v", s, got, want)
		}
	}
}
