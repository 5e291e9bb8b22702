package extractor

import (
	"fmt"
	"strings"
	"testing"
)

const sparseBody = "The committee met on Tuesday to review the budget for the coming year. " +
	"Members agreed to fund the new library wing and to delay the road repairs until spring. " +
	"The mayor said the decision reflected what residents had asked for at the public hearings."

// pictures returns n paragraphs of one picture each, each at an address of
// its own (a copy of a picture is not written twice).
func pictures(n int) string {
	var b strings.Builder
	for i := range n {
		fmt.Fprintf(&b, `<p><img alt="Sock" src="https://images.example.com/fetch/c_crop,h_3040,w_3040/b_rgb:f1f1ee/f_auto,q_auto/white-layflat-%d.png"></p>`, i)
	}
	return b.String()
}

// TestFallbackSources: on sparse pages the content profiles look past the
// markup, on the one parsed tree, and say where the result came from.
func TestFallbackSources(t *testing.T) {
	article := `<html><head><title>Rivers</title></head><body><article><h1>Rivers</h1><p>` +
		sparseBody + `</p><p>` + sparseBody + `</p></article></body></html>`
	cases := []struct {
		name, page string
		profile    Profile
		source     Source
		framework  string
		contains   string
	}{
		{"dom", article, ProfileMain, SourceDOM, "", "library wing"},
		{"embedded-jsonld", `<html><head><script type="application/ld+json">{"@type":"NewsArticle",
"articleBody":"` + sparseBody + `"}</script></head><body><div id="app"></div><p>Loading</p></body></html>`,
			ProfileRAG, SourceEmbedded, "", "library wing"},
		{"embedded-nextdata", `<html><body><div id="__next"></div><script id="__NEXT_DATA__" type="application/json">
{"props":{"pageProps":{"post":{"body":"<p>` + sparseBody + `</p><h2>Next</h2><p>Second paragraph.</p>"}}}}</script></body></html>`,
			ProfileMain, SourceEmbedded, "", "## Next"},
		// A sparse page's Markdown is mostly image addresses: the embedded
		// text, longer than the markup's, wins though its Markdown is shorter.
		{"embedded-beats-pictures", `<html><body><main><h2>One purchased, one donated</h2><p>Just enough cushion for your everyday shoes, knitted in a soft midweight cotton blend.</p>` +
			pictures(6) +
			`</main><script id="__NEXT_DATA__" type="application/json">{"props":{"pageProps":{"product":{"description":"` + sparseBody + `"}}}}</script></body></html>`,
			ProfileMain, SourceEmbedded, "", "library wing"},
		{"shell", `<html><head><title>Shop</title></head><body><div id="__next"></div>
<script id="__NEXT_DATA__" type="application/json">{"props":{"pageProps":{"id":42}}}</script></body></html>`,
			ProfileMain, SourceShell, "Next.js", ""},
		{"metadata", `<html><head><title>Rug</title><meta property="og:description" content="A tufted wool rug in tan.">
</head><body><p>Rug.</p></body></html>`, ProfileRAG, SourceMetadata, "", "Rug."},
		{"nav-profile-has-no-fallback", `<html><body><div id="__next"></div>
<script id="__NEXT_DATA__">{"props":{}}</script></body></html>`, ProfileNav, SourceDOM, "", ""},
		{"all-profile-has-no-fallback", `<html><head><script type="application/ld+json">{"articleBody":"` + sparseBody +
			`"}</script></head><body><p>Short.</p></body></html>`, ProfileAll, SourceDOM, "", "Short."},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			res, err := Extract([]byte(c.page), WithProfile(c.profile), WithURL("https://example.com/a"))
			if err != nil {
				t.Fatal(err)
			}
			if res.Source != c.source || res.Framework != c.framework {
				t.Fatalf("source %q framework %q, want %q %q\n%s", res.Source, res.Framework, c.source, c.framework, res.Markdown)
			}
			if !strings.Contains(res.Markdown, c.contains) {
				t.Errorf("markdown lacks %q:\n%s", c.contains, res.Markdown)
			}
			if c.source == SourceShell && (res.Markdown != "" || res.Text != "" || !strings.Contains(res.Empty, "Next.js")) {
				t.Errorf("shell: markdown %q text %q empty %q", res.Markdown, res.Text, res.Empty)
			}
			if c.source == SourceEmbedded && (res.Empty != "" || !strings.Contains(res.Text, "library wing")) {
				t.Errorf("embedded: text %q empty %q", res.Text, res.Empty)
			}
		})
	}
}
