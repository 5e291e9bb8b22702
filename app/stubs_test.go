package app

import (
	"context"
	"flag"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"folio/extractor"
)

var updateGolden = flag.Bool("update", false, "rewrite the golden files in testdata")

const longBody = "The committee met on Tuesday to review the budget for the coming year. " +
	"Members agreed to fund the new library wing and to delay the road repairs until spring. " +
	"The mayor said the decision reflected what residents had asked for at the public hearings."

// sparsePages are pages whose markup holds little text; the fallback chain
// must find something better.
var sparsePages = map[string]string{
	"/jsonld": `<html><head><title>Budget news</title>
<script type="application/ld+json">{"@context":"https://schema.org","@graph":[
 {"@type":"WebSite","name":"Town Times"},
 {"@type":"NewsArticle","headline":"Committee approves budget","author":{"@type":"Person","name":"Ann Lee"},
  "datePublished":"2026-03-01","articleBody":"` + longBody + `"}]}</script>
</head><body><div id="app"></div><p>Loading</p><script src="/app.js"></script></body></html>`,
	"/nextdata": `<html><head><title>Post</title></head><body><div id="__next"></div>
<script id="__NEXT_DATA__" type="application/json">{"props":{"pageProps":{"post":{"id":"p1",
"slug":"budget","title":"Budget","body":"<p>` + longBody + `</p><p>Second paragraph of the post.</p>"}}},"page":"/[slug]","buildId":"x"}</script>
<script src="/_next/static/main.js"></script></body></html>`,
	"/meta": `<html lang="en"><head><title>Rug | Shop</title>
<meta property="og:title" content="Beatrice Rug"><meta property="og:description" content="A tufted wool rug in tan.">
<meta property="og:image" content="/img/rug.jpg"><meta name="author" content="Shop Team">
<link rel="canonical" href="https://shop.example/rug"></head>
<body><p>Rug.</p></body></html>`,
	"/empty": `<html><head></head><body></body></html>`,
}

func TestFallbackChain(t *testing.T) {
	mux := http.NewServeMux()
	for p, body := range sparsePages {
		mux.HandleFunc(p, func(w http.ResponseWriter, r *http.Request) {
			w.Header().Set("Content-Type", "text/html")
			w.Write([]byte(body))
		})
	}
	srv := httptest.NewServer(mux)
	defer srv.Close()
	cases := []struct {
		path     string
		mode     Mode
		contains []string
	}{
		{"/jsonld", ModeConverted, []string{"# Committee approves budget", "library wing"}},
		{"/nextdata", ModeConverted, []string{"library wing", "Second paragraph"}},
		{"/meta", ModeMetadataOnly, []string{"# Beatrice Rug", "A tufted wool rug", "Shop Team",
			"](<" + srv.URL + "/img/rug.jpg>)", "[Open in browser](<" + srv.URL + "/meta>)"}},
		{"/empty", ModeConverted, []string{"Nothing to read here", "[Open in browser]"}},
	}
	for _, c := range cases {
		t.Run(strings.Trim(c.path, "/"), func(t *testing.T) {
			doc, err := NewLoader().Load(context.Background(), srv.URL+c.path)
			if err != nil {
				t.Fatal(err)
			}
			if doc.Mode != c.mode {
				t.Errorf("mode = %s, want %s\n%s", doc.Mode, c.mode, doc.Markdown)
			}
			for _, s := range c.contains {
				if !strings.Contains(doc.Markdown, s) {
					t.Errorf("markdown lacks %q:\n%s", s, doc.Markdown)
				}
			}
		})
	}
}

func TestNeedsJSStub(t *testing.T) {
	srv := newServer(t)
	doc, err := NewLoader().Load(context.Background(), srv.URL+"/shell")
	if err != nil {
		t.Fatal(err)
	}
	if doc.Mode != ModeNeedsJS || doc.Framework != "Next.js" {
		t.Fatalf("mode %s framework %q", doc.Mode, doc.Framework)
	}
	for _, s := range []string{"# Shop", "The best rugs.", "Next.js", "[Open in browser](<" + srv.URL + "/shell>)"} {
		if !strings.Contains(doc.Markdown, s) {
			t.Errorf("stub lacks %q:\n%s", s, doc.Markdown)
		}
	}
}

// TestNeedsJSStubGolden compares the shell stub with testdata/stub/<case>.md;
// run with -update to rewrite them after a deliberate change.
func TestNeedsJSStubGolden(t *testing.T) {
	cases := map[string]struct {
		framework, url string
		meta           extractor.Metadata
	}{
		"nextjs-with-meta": {"Next.js", "https://shop.example/rug",
			extractor.Metadata{Title: "Beatrice Rug", Description: "A tufted wool rug in tan."}},
		"unknown-framework": {"", "https://app.example/", extractor.Metadata{}},
		"discourse": {"Ember (Discourse)", "https://forum.example/t/1",
			extractor.Metadata{Title: "Help picking a keyboard", Description: "1. I am looking for a *full size* board"}},
	}
	for name, c := range cases {
		t.Run(name, func(t *testing.T) {
			got := needsJSStub(c.framework, c.url, c.meta)
			path := filepath.Join("testdata", "stub", name+".md")
			if *updateGolden {
				if err := os.WriteFile(path, []byte(got), 0o644); err != nil {
					t.Fatal(err)
				}
			}
			want, err := os.ReadFile(path)
			if err != nil {
				t.Fatalf("%v (run with -update to create it)", err)
			}
			if got != string(want) {
				t.Errorf("stub differs from %s:\n--- got\n%s\n--- want\n%s", path, got, want)
			}
		})
	}
}

func TestNeedsJSStubEscapes(t *testing.T) {
	meta := extractor.Metadata{Title: "Shop *now*", Description: "Rugs\nand mats"}
	md := needsJSStub("Next.js", "https://example.com/a b", meta)
	for _, s := range []string{"# Shop \\*now\\*\n", "> Rugs and mats", "by Next.js", "[Open in browser](<https://example.com/a b>)"} {
		if !strings.Contains(md, s) {
			t.Errorf("stub lacks %q:\n%s", s, md)
		}
	}
	md = needsJSStub("", "", extractor.Metadata{})
	if !strings.Contains(md, "# This page needs JavaScript") || !strings.Contains(md, "a JavaScript framework") ||
		strings.Contains(md, "Open in browser") {
		t.Errorf("bare stub:\n%s", md)
	}
}
