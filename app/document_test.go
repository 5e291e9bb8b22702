package app

import (
	"strings"
	"testing"
	"time"
)

func TestWordsAndReadingTime(t *testing.T) {
	d := &Document{Markdown: "# Title here\n\n- one two\n- three\n\n| a | b |\n|---|---|\n\n```\ncode\n```\n"}
	if got := d.Words(); got != 8 { // Title here one two three a b code
		t.Errorf("Words = %d, want 8", got)
	}
	if d.ReadingTime() != time.Minute {
		t.Errorf("ReadingTime = %v", d.ReadingTime())
	}
	long := &Document{Markdown: strings.Repeat("word ", 231)}
	if long.ReadingTime() != 2*time.Minute {
		t.Errorf("ReadingTime(231 words) = %v", long.ReadingTime())
	}
	if (&Document{}).ReadingTime() != 0 {
		t.Error("empty document has a reading time")
	}
}

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
		if got := firstHeading(md); got != want {
			t.Errorf("firstHeading(%q) = %q, want %q", md, got, want)
		}
	}
	if _, _, ok := splitFrontmatter("---\nunterminated\n"); ok {
		t.Error("unterminated frontmatter accepted")
	}
	if fm, rest, ok := splitFrontmatter("---\r\na: 1\r\n---\r\nbody"); !ok || fm != "a: 1\r\n" || rest != "body" {
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
		want kind
	}{
		{"text/markdown", md, "/", kindMarkdown},
		{"text/x-markdown; charset=utf-8", md, "/", kindMarkdown},
		{"text/html", html, "/", kindHTML},
		{"text/html", md, "/", kindMarkdown},
		{"text/plain", html, "/", kindHTML},
		{"text/plain", md, "/", kindMarkdown},
		{"text/plain", []byte("hello"), "/x.md", kindMarkdown},
		{"text/plain", []byte("just text, [a](b) nothing else"), "/", kindText},
		{"application/octet-stream", md, "/", kindMarkdown},
		{"", html, "/", kindHTML},
		{"", []byte("plain words"), "/", kindText},
		{"application/pdf", []byte("%PDF-1.4"), "/", kindUnsupported},
		{"", []byte("%PDF-1.4 binary \x00\x01"), "/", kindUnsupported},
		{"image/png", []byte("x"), "/", kindUnsupported},
		{"application/ld+json", []byte("{}"), "/", kindText},
	}
	for _, c := range cases {
		if got, _ := sniff(c.ct, c.body, c.path); got != c.want {
			t.Errorf("sniff(%q, %.20q, %q) = %d, want %d", c.ct, c.body, c.path, got, c.want)
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
		if got := escapeParagraph(in); got != want {
			t.Errorf("escapeParagraph(%q) = %q, want %q", in, got, want)
		}
	}
}
