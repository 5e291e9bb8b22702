package app

import (
	"bytes"
	"compress/gzip"
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func writeFile(t *testing.T, dir, name, body string) string {
	t.Helper()
	p := filepath.Join(dir, name)
	if err := os.WriteFile(p, []byte(body), 0o644); err != nil {
		t.Fatal(err)
	}
	return p
}

func TestLoadLocal(t *testing.T) {
	dir := t.TempDir()
	cases := []struct {
		name, body string
		mode       Mode
		title      string
		contains   string
	}{
		{"notes.md", "# Notes\n\nSome text.\n", ModeLocalFile, "Notes", "Some text."},
		{"front.markdown", "---\ntitle: Front\nauthor: Ann\n---\nBody.\n", ModeLocalFile, "Front", "Body."},
		{"setext.md", "Title Here\n==========\n\nText.\n", ModeLocalFile, "Title Here", "Text."},
		{"plain.txt", "just *text*\n", ModePlainText, "plain.txt", "```\njust *text*\n```"},
		{"page.html", articleHTML, ModeConverted, "Rivers of Europe", "Danube"},
		{"README", "# Readme\n\n- one\n- two\n", ModeLocalFile, "Readme", "- one"},
		{"latin1.md", "# Caf\xe9\n", ModeLocalFile, "Café", "Café"},
	}
	l := NewLoader()
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			p := writeFile(t, dir, c.name, c.body)
			doc, err := l.Load(context.Background(), p)
			if err != nil {
				t.Fatal(err)
			}
			if doc.Mode != c.mode || doc.Title != c.title {
				t.Errorf("mode %s title %q, want %s %q", doc.Mode, doc.Title, c.mode, c.title)
			}
			if !strings.Contains(doc.Markdown, c.contains) {
				t.Errorf("markdown lacks %q:\n%s", c.contains, doc.Markdown)
			}
			if doc.Dir != dir || doc.URL != nil || doc.Source != p {
				t.Errorf("Dir %q URL %v Source %q", doc.Dir, doc.URL, doc.Source)
			}
		})
	}
}

func TestLoadLocalGzip(t *testing.T) {
	dir := t.TempDir()
	var buf bytes.Buffer
	zw := gzip.NewWriter(&buf)
	zw.Write([]byte(articleHTML))
	zw.Close()
	p := writeFile(t, dir, "page.html.gz", buf.String())
	doc, err := NewLoader().Load(context.Background(), p)
	if err != nil {
		t.Fatal(err)
	}
	if doc.Mode != ModeConverted || !strings.Contains(doc.Markdown, "Danube") {
		t.Errorf("mode %s:\n%s", doc.Mode, doc.Markdown)
	}
	bad := writeFile(t, dir, "bad.md.gz", "not gzip")
	if _, err := NewLoader().Load(context.Background(), bad); KindOf(err) != KindUnsupported {
		t.Errorf("bad gzip: %v", err)
	}
	_, err = NewLoader(WithMaxBody(int64(buf.Len()+10))).Load(context.Background(), p)
	if KindOf(err) != KindTooLarge {
		t.Errorf("cap after decompression: %v", err)
	}
}

func TestLoadLocalFrontmatterHidden(t *testing.T) {
	p := writeFile(t, t.TempDir(), "fm.md", "---\ntitle: T\ndate: 2024-01-02\n---\n# Body\n")
	doc, err := NewLoader().Load(context.Background(), "file://"+filepath.ToSlash(p))
	if err != nil {
		t.Fatal(err)
	}
	if strings.Contains(doc.Markdown, "title:") || doc.Metadata.Published != "2024-01-02" {
		t.Errorf("frontmatter not parsed out: %+v\n%s", doc.Metadata, doc.Markdown)
	}
}

func TestLoadLocalErrors(t *testing.T) {
	dir := t.TempDir()
	big := writeFile(t, dir, "big.md", strings.Repeat("word ", 1000))
	bin := writeFile(t, dir, "prog", "\x7fELF\x02\x01\x01\x00\x00\x00\x00\x00\x00\x00\x00\x00\x03\x00")
	cases := []struct {
		name, target string
		opts         []LoaderOption
		kind         ErrorKind
	}{
		{"missing", filepath.Join(dir, "nope.md"), nil, KindNotFound},
		{"folder", dir, nil, KindUnsupported},
		{"too-large", big, []LoaderOption{WithMaxBody(100)}, KindTooLarge},
		{"binary", bin, nil, KindUnsupported},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			_, err := NewLoader(c.opts...).Load(context.Background(), c.target)
			if KindOf(err) != c.kind {
				t.Errorf("err = %v (kind %s), want %s", err, KindOf(err), c.kind)
			}
		})
	}
}

func TestLoadLocalPermission(t *testing.T) {
	if os.Geteuid() == 0 {
		t.Skip("root reads every file")
	}
	p := writeFile(t, t.TempDir(), "secret.md", "# x\n")
	if err := os.Chmod(p, 0); err != nil {
		t.Fatal(err)
	}
	_, err := NewLoader().Load(context.Background(), p)
	if KindOf(err) != KindPermission {
		t.Errorf("err = %v, want KindPermission", err)
	}
}
