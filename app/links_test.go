package app

import (
	"net/url"
	"path/filepath"
	"testing"
)

func TestResolveLink(t *testing.T) {
	dir := filepath.FromSlash("/home/ann/notes")
	local := &Document{Source: filepath.Join(dir, "index.md"), Dir: dir, Mode: ModeLocalFile}
	base, _ := url.Parse("https://example.com/docs/guide.html")
	web := &Document{Source: base.String(), URL: base, Mode: ModeConverted}
	in := func(p string) string { return filepath.Join(dir, filepath.FromSlash(p)) }
	sub := &Document{Source: in("sub/deep.md"), Dir: in("sub"), Root: dir}
	bogus := &Document{Source: in("sub/deep.md"), Dir: in("sub"), Root: filepath.FromSlash("/elsewhere")}
	cases := []struct {
		name    string
		doc     *Document
		href    string
		kind    LinkKind
		target  string
		anchor  string
		confirm bool
	}{
		{"anchor", local, "#install-guide", LinkAnchor, "", "install-guide", false},
		{"anchor-escaped", local, "#caf%C3%A9", LinkAnchor, "", "café", false},
		{"same-file-anchor", local, "index.md#usage", LinkAnchor, "", "usage", false},
		{"sibling-md", local, "other.md", LinkInApp, in("other.md"), "", false},
		{"sub-md-anchor", local, "sub/deep.md#part", LinkInApp, in("sub/deep.md"), "part", false},
		{"dot-slash", local, "./a/../b.markdown", LinkInApp, in("b.markdown"), "", false},
		{"escaped-space", local, "my%20notes.md", LinkInApp, in("my notes.md"), "", false},
		{"txt", local, "log.txt", LinkInApp, in("log.txt"), "", false},
		{"image-local", local, "pic.png", LinkExternal, in("pic.png"), "", true},
		{"parent", local, "../secret.md", LinkRefused, "", "", false},
		{"parent-sneaky", local, "sub/../../x.md", LinkRefused, "", "", false},
		{"absolute-outside", local, "/etc/passwd", LinkRefused, "", "", false},
		{"file-url-inside", local, "file://" + filepath.ToSlash(in("f.md")), LinkInApp, in("f.md"), "", false},
		{"file-url-outside", local, "file:///etc/hosts", LinkRefused, "", "", false},
		{"exe", local, "setup.exe", LinkRefused, "", "", false},
		{"script", local, "run.sh", LinkRefused, "", "", false},
		{"bat-upper", local, "RUN.BAT", LinkRefused, "", "", false},
		{"http-from-local", local, "https://go.dev/doc/", LinkInApp, "https://go.dev/doc/", "", false},
		{"http-fragment", local, "http://a.org/x#y", LinkInApp, "http://a.org/x", "y", false},
		{"mailto", local, "mailto:ann@example.com", LinkExternal, "mailto:ann@example.com", "", true},
		{"tel", web, "tel:+123", LinkExternal, "tel:+123", "", true},
		{"custom-scheme", web, "zoommtg://join", LinkExternal, "zoommtg://join", "", true},
		{"javascript", web, "javascript:alert(1)", LinkRefused, "", "", false},
		{"data", web, "data:text/html,hi", LinkRefused, "", "", false},
		{"web-relative", web, "intro.md", LinkInApp, "https://example.com/docs/intro.md", "", false},
		{"web-root", web, "/about", LinkInApp, "https://example.com/about", "", false},
		{"web-protocol-relative", web, "//cdn.example.org/a", LinkInApp, "https://cdn.example.org/a", "", false},
		{"web-anchor", web, "#top", LinkAnchor, "", "top", false},
		{"web-same-page", web, "guide.html#faq", LinkAnchor, "", "faq", false},
		{"web-other-page-anchor", web, "other.html#faq", LinkInApp, "https://example.com/docs/other.html", "faq", false},
		{"web-exe", web, "/dl/setup.exe", LinkRefused, "", "", false},
		{"web-pdf", web, "paper.pdf", LinkExternal, "https://example.com/docs/paper.pdf", "", false},
		{"web-file", web, "file:///etc/passwd", LinkRefused, "", "", false},
		{"empty", web, "  ", LinkRefused, "", "", false},
		{"no-dir", &Document{Mode: ModeBuiltin}, "x.md", LinkRefused, "", "", false},
		{"root-allows-up", sub, "../index.md", LinkInApp, in("index.md"), "", false},
		{"root-still-bounds", sub, "../../x.md", LinkRefused, "", "", false},
		{"root-not-above-dir", bogus, "../x.md", LinkRefused, "", "", false},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			got := ResolveLink(c.doc, c.href)
			if got.Kind != c.kind || got.Target != c.target || got.Anchor != c.anchor || got.Confirm != c.confirm {
				t.Errorf("ResolveLink(%q) = %+v, want kind %d target %q anchor %q confirm %v",
					c.href, got, c.kind, c.target, c.anchor, c.confirm)
			}
			if c.kind == LinkRefused && got.Reason == "" {
				t.Error("refused without a reason")
			}
		})
	}
}

func TestSlug(t *testing.T) {
	cases := map[string]string{
		"Hello, World!":       "hello-world",
		"Install Guide":       "install-guide",
		"API v2.0 (beta)":     "api-v20-beta",
		"snake_case and-dash": "snake_case-and-dash",
		"  Trim  me ":         "trim--me",
		"Ünïcödé Straße":      "ünïcödé-straße",
		"`code` *emph*":       "code-emph",
		"日本語 見出し":             "日本語-見出し",
	}
	for in, want := range cases {
		if got := Slug(in); got != want {
			t.Errorf("Slug(%q) = %q, want %q", in, got, want)
		}
	}
	var s Slugger
	for i, want := range []string{"intro", "intro-1", "intro-2", "other"} {
		h := "Intro"
		if i == 3 {
			h = "Other"
		}
		if got := s.Slug(h); got != want {
			t.Errorf("Slugger #%d = %q, want %q", i, got, want)
		}
	}
}
