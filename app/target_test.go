package app

import (
	"os"
	"path/filepath"
	"testing"
)

func TestParseTarget(t *testing.T) {
	dir := t.TempDir()
	existing := filepath.Join(dir, "example.com")
	os.WriteFile(existing, []byte("x"), 0o644)
	cases := []struct {
		in, url, path string
		kind          ErrorKind // for errors
	}{
		{in: "https://example.com/a", url: "https://example.com/a"},
		{in: "HTTP://Example.com", url: "http://Example.com"},
		{in: "example.com", url: "https://example.com"},
		{in: "example.com/post?id=1", url: "https://example.com/post?id=1"},
		{in: "  www.example.org/a.md ", url: "https://www.example.org/a.md"},
		{in: "localhost:8080/x", url: "http://localhost:8080/x"},
		{in: "127.0.0.1:3000", url: "http://127.0.0.1:3000"},
		{in: "example.com:8443/x", url: "https://example.com:8443/x"},
		{in: "notes.md", path: "notes.md"},
		{in: "README.txt", path: "README.txt"},
		{in: "./example.com", path: "./example.com"},
		{in: "/tmp/a.md", path: "/tmp/a.md"},
		{in: "docs/guide.md", path: "docs/guide.md"},
		{in: existing, path: existing},
		{in: "file:///tmp/my%20notes.md", path: "/tmp/my notes.md"},
		{in: "mailto:a@b.c", kind: KindUnsupported},
		{in: "http:///nohost", kind: KindBadTarget},
		{in: "", kind: KindBadTarget},
	}
	for _, c := range cases {
		t.Run(c.in, func(t *testing.T) {
			got, err := parseTarget(c.in)
			if c.kind != KindUnknown {
				if KindOf(err) != c.kind {
					t.Fatalf("err = %v, want %s", err, c.kind)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			switch {
			case c.url != "" && (got.url == nil || got.url.String() != c.url):
				t.Errorf("url = %v, want %s", got.url, c.url)
			case c.path != "" && got.path != filepath.FromSlash(c.path):
				t.Errorf("path = %q (url %v), want %q", got.path, got.url, c.path)
			}
		})
	}
}
