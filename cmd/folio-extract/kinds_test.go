package main

import (
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

const docMarkdown = "---\ntitle: Hello page\nauthor: Ann\n---\n# Hello\n\nSome *markdown* here.\n"

// TestURLKindsFollowTheReader: a server's Markdown comes out unchanged
// (its frontmatter the metadata of --format json), a feed as the reader
// lists it, plain text preformatted.
func TestURLKindsFollowTheReader(t *testing.T) {
	bodies := map[string][2]string{
		"/doc.md": {"text/markdown; charset=utf-8", docMarkdown},
		"/feed":   {"application/rss+xml", `<rss version="2.0"><channel><title>River News</title><item><title>Danube</title><link>https://news.example/d</link></item></channel></rss>`},
		"/notes":  {"text/plain; charset=utf-8", "line *one*\nline two\n"},
	}
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if !strings.HasPrefix(r.Header.Get("Accept"), "text/markdown") {
			t.Errorf("Accept = %q, want Markdown first", r.Header.Get("Accept"))
		}
		b := bodies[r.URL.Path]
		w.Header().Set("Content-Type", b[0])
		w.Write([]byte(b[1]))
	}))
	defer srv.Close()
	cases := []struct{ path, format, want string }{
		{"/doc.md", "markdown", docMarkdown},
		{"/doc.md", "text", "Hello\n\nSome markdown here.\n"},
		{"/feed", "markdown", "# River News\n\n- **[Danube](<https://news.example/d>)**\n"},
		{"/notes", "markdown", "```\nline *one*\nline two\n```\n"},
		{"/notes", "text", "line *one*\nline two\n"},
	}
	for _, c := range cases {
		code, out, stderr := runCmd(t, "", "--format", c.format, srv.URL+c.path)
		if code != exitOK || out != c.want {
			t.Errorf("%s as %s: exit %d, output %q, want %q (%s)", c.path, c.format, code, out, c.want, stderr)
		}
	}
	code, out, _ := runCmd(t, "", "--format", "json", srv.URL+"/doc.md")
	var doc struct {
		Kind     string            `json:"kind"`
		Markdown string            `json:"markdown"`
		Metadata map[string]string `json:"metadata"`
	}
	if err := json.Unmarshal([]byte(out), &doc); code != exitOK || err != nil {
		t.Fatalf("json: exit %d, %v", code, err)
	}
	if doc.Kind != "markdown" || doc.Markdown != "# Hello\n\nSome *markdown* here.\n" ||
		doc.Metadata["title"] != "Hello page" || doc.Metadata["author"] != "Ann" {
		t.Errorf("json of server Markdown: %+v", doc)
	}
	code, out, _ = runCmd(t, "", "--frontmatter", srv.URL+"/doc.md")
	if code != exitOK || strings.Count(out, "---\n") != 2 || !strings.Contains(out, "title: Hello page") ||
		!strings.HasSuffix(out, "\n# Hello\n\nSome *markdown* here.\n") {
		t.Errorf("--frontmatter replaces the server's block:\n%s", out)
	}
}

func TestMarkdownFileUnchanged(t *testing.T) {
	p := filepath.Join(t.TempDir(), "notes.md")
	os.WriteFile(p, []byte(docMarkdown), 0o644)
	if code, out, _ := runCmd(t, "", p); code != exitOK || out != docMarkdown {
		t.Errorf("a .md file: exit %d, output %q", code, out)
	}
}
