package app

import (
	"bytes"
	"net/url"
	"strings"
	"testing"

	"github.com/yuin/goldmark"
	"github.com/yuin/goldmark/extension"

	"folio/extractor"
)

func FuzzResolveLink(f *testing.F) {
	f.Add("../x.md", true)
	f.Add("https://a.b/c#d", false)
	f.Add("javascript:alert(1)", false)
	f.Fuzz(func(t *testing.T, href string, web bool) {
		doc := &Document{Source: "/home/a/doc.md", Dir: "/home/a"}
		if web {
			doc = &Document{URL: &url.URL{Scheme: "https", Host: "example.com", Path: "/a/"}}
		}
		got := ResolveLink(doc, href)
		if got.Kind == LinkRefused && got.Reason == "" {
			t.Fatal("refused without reason")
		}
		if got.Kind == LinkInApp && !web && strings.HasPrefix(got.Target, "/") && !within("/home/a", got.Target) {
			t.Fatalf("%q escapes the folder: %q", href, got.Target)
		}
	})
}

func FuzzParseTarget(f *testing.F) {
	for _, s := range []string{"example.com", "file:///x", "C:\\a.md", "localhost:80", "::", "file:", "file:a.md"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		tg, err := parseTarget(s)
		if err == nil && (tg.url == nil) == (tg.path == "") {
			t.Fatalf("%q: url %v path %q", s, tg.url, tg.path)
		}
	})
}

// TestStubsRoundTrip renders the generated stubs with goldmark (GFM) and
// checks that the metadata text stays text and the link stays a link.
func TestStubsRoundTrip(t *testing.T) {
	m := extractor.Metadata{Title: "A *star* [1] <b>", Description: "1. Desc_with_underscores",
		Author: "Ann", Image: "https://e.com/i (1).png", Canonical: "https://e.com/a b"}
	for name, md := range map[string]string{
		"metadata": metadataStub(m, "https://e.com/x", "Some text."),
		"empty":    emptyStub("", "https://e.com/x?a=1&b=2"),
		"needs-js": needsJSStub("Next.js", "https://e.com/x", m),
	} {
		var out bytes.Buffer
		if err := goldmark.New(goldmark.WithExtensions(extension.GFM)).Convert([]byte(md), &out); err != nil {
			t.Fatal(err)
		}
		html := out.String()
		if strings.Contains(strings.Replace(html, "<em>Ann</em>", "", 1), "<em>") || strings.Contains(html, "<b>") || strings.Contains(html, "<ol>") ||
			strings.Contains(html, "<ul>") || strings.Count(html, "<h1>") > 1 {
			t.Errorf("%s: markup leaked:\n%s\n%s", name, md, html)
		}
		if !strings.Contains(html, `>Open in browser</a>`) {
			t.Errorf("%s: link lost:\n%s", name, html)
		}
	}
}
