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

// articlePage is an article with an image, for the library tests.
const articlePage = `<html lang="en"><head><title>Kites of Weifang</title>
<meta name="author" content="Li Wei"></head><body><nav><a href="/">Home</a> <a href="/about">About</a></nav>
<article><h1>Kites of Weifang</h1>
<p>Weifang has made kites for centuries, and its spring festival draws flyers from every continent to the fields outside the city.</p>
<p><img src="/kite.png" alt="A dragon kite"></p>
<p>The dragon kites are the longest: a hundred discs on one line, each painted by hand, and it takes a team to launch one.</p>
</article><footer>Copyright</footer></body></html>`

func TestLibraryCommand(t *testing.T) {
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		switch r.URL.Path {
		case "/kites":
			w.Header().Set("Content-Type", "text/html; charset=utf-8")
			w.Write([]byte(articlePage))
		case "/kite.png":
			w.Header().Set("Content-Type", "image/png")
			w.Write([]byte("\x89PNG\r\n\x1a\nfake"))
		case "/notes.md":
			w.Header().Set("Content-Type", "text/markdown")
			w.Write([]byte("# Notes\n\nKeep *this* as it is.\n"))
		default:
			http.NotFound(w, r)
		}
	}))
	defer srv.Close()
	dir := t.TempDir()
	code, out, errOut := runCmd(t, "", "library", "save", "--dir", dir, "--tag", "kites", srv.URL+"/kites")
	if code != exitOK {
		t.Fatalf("save: %d %s", code, errOut)
	}
	rel := strings.TrimSpace(out)
	if !strings.HasSuffix(rel, "/kites-of-weifang.md") {
		t.Fatalf("saved as %q", rel)
	}
	data, _ := os.ReadFile(filepath.Join(dir, rel))
	for _, want := range []string{"author: Li Wei", "tags:\n  - kites", "kites-of-weifang_files/img-001.png", "snapshot_type: text/html", "a hundred discs"} {
		if !strings.Contains(string(data), want) {
			t.Errorf("saved file lacks %q:\n%s", want, data)
		}
	}
	if code, _, errOut := runCmd(t, "", "library", "add", "--dir", dir, srv.URL+"/notes.md"); code != exitOK {
		t.Fatalf("save markdown: %s", errOut)
	}
	_, out, _ = runCmd(t, "", "library", "search", "--dir", dir, "--format", "json", "dragon")
	var hit entryJSON
	if err := json.Unmarshal([]byte(out), &hit); err != nil || hit.Path != rel || !strings.Contains(hit.Snippet, "**dragon**") || hit.Author != "Li Wei" {
		t.Errorf("search = %q (%v)", out, err)
	}
	if code, _, _ := runCmd(t, "", "library", "read", "--dir", dir, rel); code != exitOK {
		t.Error("read failed")
	}
	_, out, _ = runCmd(t, "", "library", "list", "--dir", dir, "--unread", "--sort", "title")
	if strings.Contains(out, "Kites") || !strings.Contains(out, "Notes") {
		t.Errorf("unread list = %q", out)
	}
	_, out, _ = runCmd(t, "", "library", "show", "--dir", dir, strings.Replace(rel, "kites-of-weifang", "notes", 1))
	if !strings.Contains(out, "title: Notes") || !strings.HasSuffix(out, "# Notes\n\nKeep *this* as it is.\n") {
		t.Errorf("show = %q", out)
	}
	_, out, _ = runCmd(t, "", "library", "reextract", "--dir", dir)
	if !strings.Contains(out, "0 changed, 2 unchanged") {
		t.Errorf("reextract = %q", out)
	}
	for _, bad := range [][]string{
		{"library", "show", "--dir", dir, "../../etc/passwd.md"},
		{"library", "list", "--dir", dir, "--sort", "nope"},
		{"library", "frobnicate"},
	} {
		if code, _, _ := runCmd(t, "", bad...); code == exitOK {
			t.Errorf("%q succeeded", bad)
		}
	}
	if code, _, _ := runCmd(t, "", "library", "rm", "--dir", dir, rel); code != exitOK {
		t.Error("rm failed")
	}
	if _, err := os.Stat(filepath.Join(dir, strings.TrimSuffix(rel, ".md")+"_files")); !os.IsNotExist(err) {
		t.Error("rm left the page's files")
	}
}
