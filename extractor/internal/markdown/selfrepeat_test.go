package markdown_test

import (
	"strings"
	"testing"

	"folio/extractor/internal/markdown"
)

// blurbs is a field's text, long enough (over 1,000 bytes) to be checked.
const blurbs = `"A graceful volume reminiscent of the classics of nature writing, full of new revelations about familiar landscapes." - The Review. ` +
	`"His case is buttressed not only by a wealth of scientific investigation but also by some of the best writing about the outdoors." - The Beast. ` +
	`"An urgent meditation on the alternately symbiotic and confounding relationship of humanity and the natural world." - The Tribune. ` +
	`"A re-enchantment with the natural world may be a necessary prerequisite to the changes we must make to keep it intact." - A Critic. ` +
	`"This book should make your blood run cold, or boil with furious rage against the despoilers of our planet and its seas." - A Writer. ` +
	`"Remarkable, beautifully written and important; it does not pull any punches about the current state of the planet." - The Post. ` +
	`"One of those rare reading experiences that can change the way you see everything around you, for anyone who breathes." - The Mail. ` +
	`"Vital reading for anyone who has wondered where the wild things went, and whether they could ever come back again." - The Star.`

// TestSelfRepeatsDropped: a text node holding its passage twice over (a
// shop's field joined from copies, the second with other dashes and case)
// is written once.
func TestSelfRepeatsDropped(t *testing.T) {
	second := strings.ToUpper(strings.ReplaceAll(blurbs, " - ", " -- "))
	_, txt := markdown.Render(parseBody(t, "<p>"+blurbs+" "+second+"</p>"), markdown.Options{})
	for _, s := range []string{"graceful volume reminiscent", "wild things went"} {
		if n := strings.Count(strings.ToLower(txt), s); n != 1 {
			t.Errorf("%q written %d times, want once:\n%s", s, n, txt)
		}
	}
	if strings.Contains(txt, "GRACEFUL") || !strings.Contains(txt, "wild things went") {
		t.Errorf("the first copy is not the one kept:\n%s", txt)
	}
}

// TestSelfRepeatsKept: short sentences, short text nodes, repeats across
// text nodes and the lossless conversion keep every copy.
func TestSelfRepeatsKept(t *testing.T) {
	refrain := strings.Repeat("Yes, we ship it. ", 80) // short sentences, over 1,000 bytes
	line := "The same sentence of quite a few words stands here again."
	for name, c := range map[string]struct {
		html string
		keep bool
		want string
		n    int
	}{
		"short sentences": {html: "<p>" + refrain + "</p>", want: "Yes, we ship it.", n: 80},
		"short node":      {html: "<p>" + line + " " + line + "</p>", want: line, n: 2},
		"two nodes":       {html: "<p>" + blurbs + "</p><p>" + blurbs + "</p>", want: "graceful volume", n: 2},
		"lossless":        {html: "<p>" + blurbs + " " + blurbs + "</p>", keep: true, want: "graceful volume", n: 2},
	} {
		md, txt := markdown.Render(parseBody(t, c.html), markdown.Options{KeepHTML: c.keep})
		out := txt
		if c.keep {
			out = md
		}
		if got := strings.Count(out, c.want); got != c.n {
			t.Errorf("%s: %q written %d times, want %d", name, c.want, got, c.n)
		}
	}
}
