package app

import (
	"folio/convert"
	"net/url"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"go.yaml.in/yaml/v3"

	"folio/extractor"
)

func TestSaveMarkdownWeb(t *testing.T) {
	u, _ := url.Parse("https://example.com/post")
	doc := &Document{
		URL: u, Title: "A: tricky \"title\"", Markdown: "# A\n\nBody.",
		Metadata: extractor.Metadata{Author: "Ann", Published: "2026-01-02", Description: "d"},
		Fetched:  time.Date(2026, 11, 21, 10, 0, 0, 0, time.UTC),
	}
	p := filepath.Join(t.TempDir(), "post.md")
	if err := SaveMarkdown(doc, p); err != nil {
		t.Fatal(err)
	}
	data, _ := os.ReadFile(p)
	fm, rest, ok := convert.SplitFrontmatter(string(data))
	if !ok {
		t.Fatalf("no frontmatter:\n%s", data)
	}
	var got map[string]string
	if err := yaml.Unmarshal([]byte(fm), &got); err != nil {
		t.Fatal(err)
	}
	want := map[string]string{"title": doc.Title, "source": u.String(), "author": "Ann",
		"date": "2026-01-02", "description": "d", "fetched": "2026-11-21T10:00:00Z"}
	for k, v := range want {
		if got[k] != v {
			t.Errorf("%s = %q, want %q", k, got[k], v)
		}
	}
	if !strings.HasPrefix(rest, "\n# A") || !strings.HasSuffix(rest, "Body.\n") {
		t.Errorf("body = %q", rest)
	}
	if m, err := filepath.Glob(filepath.Join(filepath.Dir(p), ".*tmp")); len(m) != 0 || err != nil {
		t.Errorf("temporary files left: %v", m)
	}
}

func TestSaveMarkdownLocal(t *testing.T) {
	dir := t.TempDir()
	p := filepath.Join(dir, "n.md")
	os.WriteFile(p, []byte("old content that is longer"), 0o644)
	if err := SaveMarkdown(&Document{Markdown: "# N\n"}, p); err != nil {
		t.Fatal(err)
	}
	if data, _ := os.ReadFile(p); string(data) != "# N\n" {
		t.Errorf("saved %q", data)
	}
	if err := SaveMarkdown(&Document{Markdown: "x"}, filepath.Join(dir, "missing", "x.md")); err == nil {
		t.Error("saving into a missing folder succeeded")
	}
}
