package markdown_test

import (
	"regexp"
	"strings"
	"testing"

	"folio/extractor/internal/markdown"
)

// openingWord is the first word of each quoted blurb.
var openingWord = regexp.MustCompile(`"(\w+) `)

// TestNearCopiesDropped: a text node holding its passage twice, the second
// copy with a stray word of mojibake in every sentence (so that no sentence
// repeats word for word), is written once.
func TestNearCopiesDropped(t *testing.T) {
	second := openingWord.ReplaceAllString(blurbs, `"$1 â€¦ `)
	_, txt := markdown.Render(parseBody(t, "<p>"+blurbs+" "+second+"</p>"), markdown.Options{})
	for _, s := range []string{"graceful volume reminiscent", "wild things went"} {
		if n := strings.Count(strings.ToLower(txt), s); n != 1 {
			t.Errorf("%q written %d times, want once:\n%s", s, n, txt)
		}
	}
	if strings.Contains(txt, "â") {
		t.Errorf("the first copy is not the one kept:\n%s", txt)
	}
}

// TestNearCopiesKept: sentences that share a few phrases with earlier ones
// but say something new, and short near copies (too few 4-grams to judge),
// stay.
func TestNearCopiesKept(t *testing.T) {
	fresh := `"A graceful volume reminiscent of the classics, though its second half wanders into economics and loses the thread." - Another Review.`
	short := ` Read it on a long train ride home. Read it on a long â€¦ train ride home.`
	_, txt := markdown.Render(parseBody(t, "<p>"+blurbs+" "+fresh+short+"</p>"), markdown.Options{})
	for _, s := range []string{"wanders into economics", "a long train", "long â€¦ train"} {
		if !strings.Contains(txt, s) {
			t.Errorf("%q dropped:\n%s", s, txt)
		}
	}
}
