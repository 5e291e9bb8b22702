package extractor

import (
	"strings"
	"testing"
	"unicode/utf8"

	"folio/extractor/internal/lint"
)

// FuzzExtract runs the whole pipeline on arbitrary bytes: it must not panic,
// and what it writes must be valid UTF-8 with no accidental indented code
// (lint.Markdown reads it as goldmark does: the second paragraph of a
// nested list's item is indented four spaces or more, and is no code).
func FuzzExtract(f *testing.F) {
	seeds := []string{
		"", "<p>hello</p>", "<table><tr><td>a<td>b</table>",
		"<ul><li>one<ul><li>two</ul></ul>", "<pre><code class=language-go>x := 1\n</code></pre>",
		"<main><article><h1>T</h1><p>Body <a href=/x>link</a></p></article></main>",
		"<noscript><p>crawler view</p></noscript>", "<div>" + strings.Repeat("<div>", 30) + "    indented</div>",
		"<blockquote><p>a</p><p>b</p></blockquote>", "<dl><dt>t<dd>d</dl>", "\xff\xfe<p>x</p>", "\xdb\xae\xff",
		"<p>" + strings.Repeat("a", 1100) + " \xc3(</p>",
	}
	for _, s := range seeds {
		f.Add([]byte(s), "main")
		f.Add([]byte(s), "all")
	}
	// The hostile shapes of TestShapesGrowLinearly, three units each:
	// the fuzzer starts from the ways the open web is large.
	for _, s := range growingShapes {
		f.Add(s.page(3), "main")
	}
	f.Fuzz(func(t *testing.T, data []byte, profile string) {
		p, err := ParseProfile(profile)
		if err != nil {
			p = ProfileAll
		}
		res, err := Extract(data, WithProfile(p), WithURL("https://example.com/a/b"))
		if err != nil {
			return
		}
		if !utf8.ValidString(res.Markdown) {
			t.Fatalf("markdown is not valid UTF-8: %q", res.Markdown)
		}
		if !utf8.ValidString(res.Text) {
			t.Fatalf("text is not valid UTF-8: %q", res.Text)
		}
		for _, v := range []string{res.Metadata.Title, res.Metadata.Author, res.Metadata.Description, res.Metadata.SiteName} {
			if !utf8.ValidString(v) {
				t.Fatalf("metadata is not valid UTF-8: %q", v)
			}
		}
		if strings.Contains(string(data), "<pre") || strings.Contains(string(data), "<xmp") ||
			strings.Contains(string(data), "<plaintext") || strings.Contains(string(data), "<listing") {
			return
		}
		if lint.Markdown(res.Markdown).Indented > 0 {
			t.Fatalf("indented code block without <pre>:\n%s", res.Markdown)
		}
	})
}
