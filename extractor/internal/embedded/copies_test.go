package embedded

import (
	"strings"
	"testing"

	"folio/extractor/internal/parse"
)

// TestNextDataCopies: a description given as an HTML field and again, as
// plain text, in each variant's data is read once, and the plain strings
// after an HTML one stay paragraphs of their own.
func TestNextDataCopies(t *testing.T) {
	blurb := "These socks are engineered for comfort and designed to stand out, higher than an ankle sock."
	feature := "Our honeycomb support system cradles the arch of your foot like a firm but comfortable hug."
	variant := `{"details":[{"description":"` + blurb + `","features":[{"description":"` + feature + `"}]}]}`
	page := `<html><head><script id="__NEXT_DATA__" type="application/json">{"props":{"pageProps":{"sections":[{
"description":"<p>` + blurb + `</p><p>As always, one purchased is one donated to someone.</p>",
"variants":[` + variant + `,` + variant + `,` + variant + `]}],"more":"` + longBody + `"}}}</script></head><body></body></html>`
	nodes := Content(mustParse(t, page), parse.Limits{})
	got := text(nodes)
	if n := strings.Count(got, "designed to stand out"); n != 1 {
		t.Errorf("blurb read %d times: %q", n, got)
	}
	if n := strings.Count(got, "honeycomb"); n != 1 {
		t.Errorf("feature read %d times: %q", n, got)
	}
	paras := 0
	for c := nodes[0].FirstChild; c != nil; c = c.NextSibling {
		if c.Data == "p" {
			paras++
		}
	}
	if paras != 4 {
		t.Errorf("%d paragraphs, want 4 (blurb, donation, feature, body): %q", paras, got)
	}
}
