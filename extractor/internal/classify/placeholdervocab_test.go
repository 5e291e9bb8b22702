package classify

import (
	"strings"
	"testing"
)

func TestPlaceholderPassage(t *testing.T) {
	for _, c := range []struct {
		opening string
		want    bool
	}{
		{"Tempor incididunt ut labore et dolore magna ", true},
		{"Duis aute irure dolor in reprehenderit in vo", true},
		{"Ut enim ad minim veniam, quis nostrud exerci", true},
		{"consetetur sadipscing elitr, sed diam nonumy", true},
		{"Tempor incididunt ut ", false},                           // too few words
		{"In principio erat verbum, et verbum erat apud", false},   // real Latin
		{"Sed ut perspiciatis unde omnis iste natus err", false},   // not the passage's words
		{"Dolor sit amet et in est sed ut ", false},                // common words only
		{"Tempor incididunt ut labore at our office today", false}, // English goes on
	} {
		b := []byte(c.opening)
		if got := placeholderPassage(b, len(b) >= placeholderOpeningLen); got != c.want {
			t.Errorf("placeholderPassage(%q) = %v, want %v", c.opening, got, c.want)
		}
	}
}

// TestPlaceholderPageVocab: a demo page whose paragraphs are pieces of the
// placeholder passage, only one opening with "Lorem ipsum", keeps them all.
func TestPlaceholderPageVocab(t *testing.T) {
	page := `<html><head><title>Demo</title></head><body><main><article><h1>Lorem</h1>` +
		`<p>Lorem ipsum dolor sit amet.</p>` +
		`<p>Lorem ipsum dolor sit amet, consectetur adipisicing elit, sed do eiusmod tempor incididunt ut labore et dolore magna aliqua. Ut enim ad minim veniam, quis nostrud exercitation ullamco laboris nisi ut aliquip ex ea commodo consequat.</p>` +
		`<p>Tempor incididunt ut labore et dolore magna aliqua. Ut enim ad minim veniam, quis nostrud exercitation ullamco laboris nisi ut aliquip ex ea commodo consequat. Duis aute irure dolor in reprehenderit in voluptate velit esse cillum dolore eu fugiat nulla pariatur.</p>` +
		`</article></main></body></html>`
	got := classifiedText(t, page, "https://example.org/demo.html")
	for _, want := range []string{"consectetur adipisicing", "Tempor incididunt"} {
		if !strings.Contains(got, want) {
			t.Errorf("a page of placeholder text lost %q: %.400q", want, got)
		}
	}
}
