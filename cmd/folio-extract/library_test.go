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

// TestLibrarySaveEmptyPage: a page on which nothing was found is not
// saved as its title and byline alone; the library refuses it as empty.
func TestLibrarySaveEmptyPage(t *testing.T) {
	page := filepath.Join(t.TempDir(), "shell.html")
	os.WriteFile(page, []byte(`<html><head><title>My App Dashboard</title><meta name="author" content="Ann Lee"></head>`+
		`<body><div id="__next"></div><script id="__NEXT_DATA__" type="application/json">{"props":{}}</script></body></html>`), 0o644)
	dir := t.TempDir()
	code, out, errOut := runCmd(t, "", "library", "save", "--dir", dir, "--url", "https://example.com/app", page)
	if code == exitOK || !strings.Contains(errOut, "empty") {
		t.Errorf("save of an empty page: %d %q %q", code, out, errOut)
	}
}

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
	for _, want := range []string{"author: Li Wei", "# Kites of Weifang\n\n*Li Wei*\n\n", "tags:\n  - kites", "kites-of-weifang_files/img-001.png", "snapshot_type: text/html", "a hundred discs"} {
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

func TestLibraryImportCommand(t *testing.T) {
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.URL.Path != "/kites" {
			http.NotFound(w, r)
			return
		}
		w.Header().Set("Content-Type", "text/html; charset=utf-8")
		w.Write([]byte(articlePage))
	}))
	defer srv.Close()
	dir := t.TempDir()
	csv := filepath.Join(t.TempDir(), "pocket.csv")
	os.WriteFile(csv, []byte("title,url,time_added,tags,status\n"+
		"Kites,"+srv.URL+"/kites,1700000000,kites|china,archive\n"+
		"Gone,"+srv.URL+"/gone,1700000001,,unread\n"), 0o644)
	code, out, errOut := runCmd(t, "", "library", "import", "--dir", dir, "pocket", csv)
	if code != exitError || !strings.Contains(out, "private or local network") || !strings.Contains(out, "0 saved") {
		t.Fatalf("without --allow the loopback server was reached: %d %q %q", code, out, errOut)
	}
	code, out, errOut = runCmd(t, "", "library", "import", "--dir", dir, "--allow", "127.0.0.1", "--delay", "0", "--tag", "pocket", "pocket", csv)
	if code != exitError || !strings.Contains(out, "failed "+srv.URL+"/gone: the server answered HTTP 404") ||
		!strings.Contains(out, "2 pages: 1 saved, 0 already in the library, 0 done by an earlier run, 1 failed") {
		t.Fatalf("import: %d %q %q", code, out, errOut)
	}
	_, out, _ = runCmd(t, "", "library", "list", "--dir", dir, "--format", "json")
	var e entryJSON
	if err := json.Unmarshal([]byte(out), &e); err != nil || e.Title != "Kites of Weifang" || !e.Read ||
		strings.Join(e.Tags, ",") != "kites,china,pocket" || e.Saved.Unix() != 1700000000 {
		t.Fatalf("imported entry %q (%v)", out, err)
	}
	_, out, _ = runCmd(t, "", "library", "import", "--dir", dir, "--allow", "127.0.0.1", "--delay", "0", "pocket", csv)
	if !strings.Contains(out, "1 done by an earlier run, 1 failed") {
		t.Fatalf("second run did not resume: %q", out)
	}
	if code, _, errOut := runCmd(t, "", "library", "import", "--dir", dir, "instapaper", csv); code != exitUsage || !strings.Contains(errOut, "unknown format") {
		t.Fatalf("unknown kind: %d %q", code, errOut)
	}
}
