package main

import (
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"folio/internal/corpus"
)

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
		{'&', "quelle:", true}, // a pointer phrase checks as a prefix
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

// A prefix phrase cuts lines of prune.PrefixLine's length only: a long
// sentence of truth that starts with it is no hit.
func TestContentHitPrefixLength(t *testing.T) {
	long := "written by " + strings.Repeat("the author of many stories ", 8)
	if hit := contentHit('^', "written by", []string{long}, []string{long}); hit != "" {
		t.Errorf("contentHit(^ written by) = %q on a line of %d words, want none", hit, len(strings.Fields(long)))
	}
	if hit := contentHit('^', "written by", []string{"written by anna"}, nil); hit == "" {
		t.Errorf("contentHit(^ written by) missed a short line")
	}
}

// A phrase whose comment says why it is kept is listed as known and does
// not count; the same comment on a phrase that is content nowhere is
// stale and counts, as does a phrase that is content without one.
func TestCheckPhrasesKnown(t *testing.T) {
	lines := []string{"related", "out of stock"}
	for _, c := range []struct {
		file string
		bad  int
	}{
		{"> related\t" + knownContent + " without it wcxb-dev -0.004\n= out of stock\t# a note\n= advertisement\n", 1},
		{"> related\t" + knownContent + " a reason\n= advertisement\t" + knownContent + " a reason\n", 1},
		{"> related\t" + knownContent + " a reason\n= advertisement\n", 0},
	} {
		if got := checkPhrases(io.Discard, c.file, lines, nil); got != c.bad {
			t.Errorf("checkPhrases(%q) = %d, want %d", c.file, got, c.bad)
		}
	}
}

// TestPhraseFiles runs mine -check on every phrase file of package prune:
// none may be content in the corpora's ground truth unless its line says
// why it is kept. Skipped without ../shared/corpus.
func TestPhraseFiles(t *testing.T) {
	root := filepath.Dir(corpus.Require(t, "wcxb-dev"))
	lines, withs, err := loadContent(root)
	if err != nil {
		t.Fatal(err)
	}
	files, err := filepath.Glob("../*.txt")
	if err != nil || len(files) == 0 {
		t.Fatalf("no phrase files beside ./mine (%v)", err)
	}
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		var out strings.Builder
		if bad := checkPhrases(&out, string(data), lines, withs); bad > 0 {
			t.Errorf("%s: %d phrases are content (mine -check):\n%s", f, bad, out.String())
		}
	}
}
