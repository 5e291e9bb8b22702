package convert

import (
	"strings"
	"testing"
)

func TestMarkdownHelpers(t *testing.T) {
	if got := fenced("a ```` b", ""); !strings.HasPrefix(got, "`````\n") {
		t.Errorf("fence not longer than content: %q", got)
	}
	cases := map[string]string{
		"# **Bold** title #\n":        "Bold title",
		"intro\n\n## [Link](x) `c`\n": "Link c",
		"Setext\n===\n\n# Later\n":    "Setext",
		"no heading\n":                "",
	}
	for md, want := range cases {
		if got := FirstHeading(md); got != want {
			t.Errorf("FirstHeading(%q) = %q, want %q", md, got, want)
		}
	}
	if _, _, ok := SplitFrontmatter("---\nunterminated\n"); ok {
		t.Error("unterminated frontmatter accepted")
	}
	if fm, rest, ok := SplitFrontmatter("---\r\na: 1\r\n---\r\nbody"); !ok || fm != "a: 1\r\n" || rest != "body" {
		t.Errorf("CRLF frontmatter: %q %q %v", fm, rest, ok)
	}
}

func TestSniff(t *testing.T) {
	html := []byte("<!DOCTYPE html><html><body><p>x</p></body></html>")
	md := []byte("# Title\n\ntext\n")
	cases := []struct {
		ct   string
		body []byte
		path string
		want Kind
	}{
		{"text/markdown", md, "/", KindMarkdown},
		{"text/x-markdown; charset=utf-8", md, "/", KindMarkdown},
		{"text/html", html, "/", KindHTML},
		{"text/html", md, "/", KindMarkdown},
		{"text/plain", html, "/", KindHTML},
		{"text/plain", md, "/", KindMarkdown},
		{"text/plain", []byte("hello"), "/x.md", KindMarkdown},
		{"text/plain", []byte("just text, [a](b) nothing else"), "/", KindText},
		{"application/octet-stream", md, "/", KindMarkdown},
		{"", html, "/", KindHTML},
		{"", []byte("plain words"), "/", KindText},
		{"application/pdf", []byte("%PDF-1.4"), "/", KindUnsupported},
		{"", []byte("%PDF-1.4 binary \x00\x01"), "/", KindUnsupported},
		{"image/png", []byte("x"), "/", KindUnsupported},
		{"application/ld+json", []byte("{}"), "/", KindText},
	}
	for _, c := range cases {
		if got, _ := Sniff(c.ct, c.body, c.path); got != c.want {
			t.Errorf("Sniff(%q, %.20q, %q) = %v, want %v", c.ct, c.body, c.path, got, c.want)
		}
	}
}

func TestEscapeParagraph(t *testing.T) {
	cases := map[string]string{
		"# not a heading":       `\# not a heading`,
		"1. not a list":         `1\. not a list`,
		"line\n- not an item":   "line\n\\- not an item",
		"> not a quote *x* [y]": `\> not a quote \*x\* \[y\]`,
		"plain 1. text - here":  "plain 1. text - here",
	}
	for in, want := range cases {
		if got := EscapeParagraph(in); got != want {
			t.Errorf("EscapeParagraph(%q) = %q, want %q", in, got, want)
		}
	}
}

func TestPlainCut(t *testing.T) {
	if got := plain("<p>one two three four</p>", 10); got != "one two…" {
		t.Errorf("plain = %q", got)
	}
}

func FuzzFeed(f *testing.F) {
	f.Add(readTestdata(f, "rss.xml"))
	f.Add(readTestdata(f, "atom.xml"))
	f.Fuzz(func(t *testing.T, body []byte) {
		if fd, ok := parseFeed(body); ok {
			fd.markdown()
		}
	})
}

func FuzzSniff(f *testing.F) {
	f.Add("text/plain", []byte("# T\n"), "/a.md")
	f.Add("", []byte("<!doctype html><p>x"), "/")
	f.Add("application/octet-stream", []byte("---\na: [\n---\n"), "/")
	f.Fuzz(func(t *testing.T, ct string, body []byte, p string) {
		k, _ := Sniff(ct, body, p)
		if k < KindUnsupported || k > KindFeed {
			t.Fatalf("kind %d", k)
		}
	})
}

func TestUnescaped(t *testing.T) {
	for in, want := range map[string]string{
		`19\. Oktober 2019`:  "19. Oktober 2019",
		`\*not\* \[a link\]`: "*not* [a link]",
		`C:\path\to`:         `C:\path\to`,
		`\\`:                 `\`,
		`ends in \`:          `ends in \`,
		"":                   "",
	} {
		if got := unescaped(in); got != want {
			t.Errorf("unescaped(%q) = %q, want %q", in, got, want)
		}
	}
}
