package convert

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func readTestdata(tb testing.TB, name string) []byte {
	tb.Helper()
	data, err := os.ReadFile(filepath.Join("testdata", name))
	if err != nil {
		tb.Fatal(err)
	}
	return data
}

const serverMarkdown = "---\ntitle: Hello there\nauthor: Ann\ndate: 2026-03-02\n---\n# Hello\n\nSome *markdown* here.\n\n- one\n- two\n"

func TestConvertKinds(t *testing.T) {
	cases := []struct {
		name, ct, path, body string
		kind                 Kind
		title                string
		markdown             []string // substrings of the Markdown
		text                 string   // PlainText, exactly
	}{
		{"server markdown", "text/markdown; charset=utf-8", "/doc", serverMarkdown, KindMarkdown, "Hello there",
			[]string{"# Hello\n\nSome *markdown* here.\n"}, "Hello\n\nSome markdown here.\n\none\ntwo\n"},
		{"markdown as text/plain by extension", "text/plain", "/notes.md", "just words\n", KindMarkdown, "",
			[]string{"just words\n"}, "just words\n"},
		{"plain text", "text/plain", "/a", "line *one*\nline two\n", KindText, "",
			[]string{"```\nline *one*\nline two\n```\n"}, "line *one*\nline two\n"},
		{"json", "application/json", "/a", `{"a":1}`, KindText, "", []string{"```json\n{\"a\":1}\n```\n"}, `{"a":1}`},
		{"rss", "application/rss+xml", "/feed", string(readTestdata(t, "rss.xml")), KindFeed, "River News",
			[]string{"# River News", "[The Danube \\*floods\\*](<https://news.example/danube>)"}, ""},
		{"atom as text/xml", "text/xml", "/feed", string(readTestdata(t, "atom.xml")), KindFeed, "Dev Log",
			[]string{"[Release 1.0](<https://dev.example/1-0>)"}, ""},
		{"html", "text/html", "/post", "<html><head><title>T</title></head><body><article><h1>Big news</h1><p>" +
			strings.Repeat("The river rose again this spring. ", 10) + "</p></article></body></html>", KindHTML, "T",
			[]string{"The river rose again"}, ""},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			res, err := Convert([]byte(c.body), Input{ContentType: c.ct, Name: c.path})
			if err != nil {
				t.Fatal(err)
			}
			if res.Kind != c.kind || res.Title != c.title {
				t.Errorf("kind %v title %q, want %v %q", res.Kind, res.Title, c.kind, c.title)
			}
			for _, s := range c.markdown {
				if !strings.Contains(res.Markdown, s) {
					t.Errorf("Markdown lacks %q:\n%s", s, res.Markdown)
				}
			}
			if c.text != "" && res.PlainText() != c.text {
				t.Errorf("PlainText = %q, want %q", res.PlainText(), c.text)
			}
			if (res.Extraction != nil) != (c.kind == KindHTML) {
				t.Errorf("Extraction set for %v: %v", res.Kind, res.Extraction != nil)
			}
		})
	}
}

func TestConvertMarkdownKeepsTheBody(t *testing.T) {
	res, err := Convert([]byte("\ufeff"+serverMarkdown), Input{ContentType: "text/markdown"})
	if err != nil {
		t.Fatal(err)
	}
	if got := res.Frontmatter + res.Markdown; got != serverMarkdown {
		t.Errorf("Frontmatter + Markdown = %q, want the body unchanged", got)
	}
	m := res.Metadata
	if m.Title != "Hello there" || m.Author != "Ann" || m.Published != "2026-03-02" {
		t.Errorf("metadata from frontmatter: %+v", m)
	}
	res, _ = Convert([]byte("caf\xe9 # x\n"), Input{ContentType: "text/markdown; charset=iso-8859-1"})
	if res.Markdown != "café # x\n" {
		t.Errorf("declared charset: %q", res.Markdown)
	}
}

func TestConvertFiles(t *testing.T) {
	cases := []struct {
		name, body string
		kind       Kind
	}{
		{"a.md", "plain words", KindMarkdown},
		{"a.txt", "# looks like markdown\n", KindText},
		{"a.html", "no tags at all", KindHTML},
		{"noext", "<!DOCTYPE html><p>x", KindHTML},
		{"feed", string(readTestdata(t, "rss.xml")), KindFeed},
	}
	for _, c := range cases {
		if res, err := Convert([]byte(c.body), Input{Name: c.name, File: true}); err != nil || res.Kind != c.kind {
			t.Errorf("%s: %v, %v; want %v", c.name, res, err, c.kind)
		}
	}
}

func TestConvertUnsupported(t *testing.T) {
	for _, c := range []struct{ ct, body, mt string }{
		{"image/png", "\x89PNG", "image/png"},
		{"", "%PDF-1.4 binary \x00\x01", "application/pdf"},
	} {
		_, err := Convert([]byte(c.body), Input{ContentType: c.ct})
		var ue *UnsupportedError
		if !errors.Is(err, ErrUnsupported) || !errors.As(err, &ue) || ue.MediaType != c.mt {
			t.Errorf("%q: err = %v, want unsupported %s", c.ct, err, c.mt)
		}
	}
}
