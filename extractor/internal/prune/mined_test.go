package prune

import "testing"

func TestMinedPhrases(t *testing.T) {
	p := parsePhrases("= schreibe einen kommentar\t# de 10\n> mehr zum thema\t# de 9\n# a comment\n")
	if !p.line["schreibe einen kommentar"] || !p.title["mehr zum thema"] || len(p.line) != 1 {
		t.Fatalf("parsePhrases = %+v", p)
	}
	if q := parsePhrases("~ follow us\n~ folgen sie uns\n"); len(q.promo) != 2 || q.promo[1] != "folgen sie uns" {
		t.Fatalf("promo words = %q", q.promo)
	}
	// The embedded mined.txt joins phrases.txt.
	if !phrases.line["ähnliche beiträge"] {
		t.Fatalf("mined.txt's lines are not among the phrases")
	}
	if got := NormLine("  Ähnliche   Beiträge: "); got != "ähnliche beiträge" {
		t.Fatalf("NormLine = %q", got)
	}
}
