package app

import (
	"errors"
	"net/url"
	"path/filepath"
	"strings"
	"testing"

	"folio/gym/entry"
)

func TestReportable(t *testing.T) {
	web, _ := url.Parse("https://example.org/post")
	html := []byte("<!doctype html><html><body><p>Hello</p></body></html>")
	rss := []byte(`<?xml version="1.0"?><rss version="2.0"><channel><title>T</title></channel></rss>`)
	cases := []struct {
		name string
		doc  *Document
		ok   bool
		why  string
	}{
		{"nothing", nil, false, "Open a web page"},
		{"converted", &Document{URL: web, Mode: ModeConverted, ContentType: "text/html", Raw: html}, true, ""},
		{"metadata stub", &Document{URL: web, Mode: ModeMetadataOnly, ContentType: "text/html", Raw: html}, true, ""},
		{"js shell", &Document{URL: web, Mode: ModeNeedsJS, ContentType: "text/html", Raw: html}, true, ""},
		{"server markdown", &Document{URL: web, Mode: ModeServerMarkdown, Raw: []byte("# Hi")}, false, "as Markdown"},
		{"plain text", &Document{URL: web, Mode: ModePlainText, Raw: []byte("hi")}, false, "plain text"},
		{"feed", &Document{URL: web, Mode: ModeFeed, ContentType: "application/rss+xml", Raw: rss}, false, "feed"},
		{"local file", &Document{Source: "/tmp/a.md", Mode: ModeLocalFile}, false, "local file"},
		{"builtin", &Document{Source: "folio:help", Mode: ModeBuiltin}, false, "Folio's own"},
		{"no snapshot", &Document{URL: web, Mode: ModeConverted, ContentType: "text/html"}, false, "no snapshot"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			ok, why := Reportable(c.doc)
			if ok != c.ok || !strings.Contains(why, c.why) {
				t.Fatalf("Reportable = %v, %q", ok, why)
			}
			if !ok {
				if _, err := ReportBadExtraction(c.doc, "x", "", t.TempDir()); !errors.Is(err, ErrNotReportable) {
					t.Fatalf("ReportBadExtraction: %v", err)
				}
			}
		})
	}
}

func TestReportBadExtraction(t *testing.T) {
	web, _ := url.Parse("https://example.org/docs/install")
	doc := &Document{URL: web, Mode: ModeConverted, ContentType: "text/html",
		Raw: []byte("<html><body><nav>Menu</nav><main><p>Install it.</p></main></body></html>"), Markdown: "Menu\n\nInstall it.\n"}
	dir := t.TempDir()
	path, err := ReportBadExtraction(doc, "  menu kept \n", "docs", dir)
	if err != nil {
		t.Fatal(err)
	}
	if filepath.Dir(path) != dir {
		t.Fatalf("saved to %s", path)
	}
	e, err := entry.ReadEntry(path)
	if err != nil {
		t.Fatal(err)
	}
	if e.URL != web.String() || e.Note != "menu kept" || e.Category != "docs" || e.ContentType != "text/html" {
		t.Fatalf("entry = %+v", e)
	}
	if _, err := ReportBadExtraction(doc, "", "Not a category", dir); !errors.Is(err, entry.ErrFlag) {
		t.Fatalf("bad category: %v", err)
	}
	if cs := ReportCategories(); cs[0] != entry.Unsorted || len(cs) < 5 {
		t.Fatalf("categories = %v", cs)
	}
}
