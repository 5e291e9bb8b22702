package main

import "testing"

func TestContentHit(t *testing.T) {
	lines := []string{"weitere informationen", "quelle: statistisches bundesamt"}
	withs := []string{"nur die folie bleibt zurück", "lesen sie dazu auch die analyse", "\x00weitere informationen erhalten sie"}
	cases := []struct {
		kind   byte
		phrase string
		hit    bool
	}{
		{'>', "weitere informationen", true},   // a whole line of truth
		{'^', "quelle:", true},                 // starts a line of truth
		{'=', "quelle", false},                 // only a prefix of it
		{'=', "zurück", true},                  // may end a line inside a snippet
		{'>', "lesen sie dazu", true},          // may start a line inside a snippet
		{'=', "informationen erhalten", false}, // mid-sentence snippet, not a line start
		{'=', "drucken", false},
	}
	for _, c := range cases {
		if got := contentHit(c.kind, c.phrase, lines, withs) != ""; got != c.hit {
			t.Errorf("contentHit(%c %q) = %v, want %v", c.kind, c.phrase, got, c.hit)
		}
	}
	if !midSentence(" weitere Informationen erhalten") || midSentence("Weitere Informationen") {
		t.Errorf("midSentence is wrong")
	}
}
