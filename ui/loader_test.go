package ui

import (
	"fmt"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"folio/app"
)

// These tests run the window on the real app.Loader against local servers.

const articleHTML = `<!doctype html><html><head><title>Field notes</title></head><body>
<nav><a href="/">Home</a> <a href="/about">About</a></nav>
<article><h1>Field notes</h1>
<p>The first paragraph of the article explains what the notes are about, with enough words to count as content.</p>
<p>The second paragraph goes on about the weather, the birds, and the long walk back to the station in the rain.</p>
<h2>Birds</h2><p>Three herons stood in the shallow water; a kingfisher flashed past twice before noon.</p>
</article><footer>Copyright</footer></body></html>`

const spaShell = `<!doctype html><html><head><title>App</title></head><body>
<div id="__next"></div><script id="__NEXT_DATA__" type="application/json">{"props":{}}</script>
<script src="/_next/static/app.js"></script></body></html>`

func pageServer(t *testing.T) *httptest.Server {
	mux := http.NewServeMux()
	mux.HandleFunc("/article", func(rw http.ResponseWriter, r *http.Request) {
		rw.Header().Set("Content-Type", "text/html; charset=utf-8")
		fmt.Fprint(rw, articleHTML)
	})
	mux.HandleFunc("/notes.md", func(rw http.ResponseWriter, r *http.Request) {
		rw.Header().Set("Content-Type", "text/markdown")
		fmt.Fprint(rw, "# Notes\n\nServed as Markdown.\n")
	})
	mux.HandleFunc("/app", func(rw http.ResponseWriter, r *http.Request) {
		rw.Header().Set("Content-Type", "text/html")
		fmt.Fprint(rw, spaShell)
	})
	srv := httptest.NewServer(mux)
	t.Cleanup(srv.Close)
	return srv
}

func TestRealLoaderModes(t *testing.T) {
	srv := pageServer(t)
	dir := t.TempDir()
	path := filepath.Join(dir, "local.md")
	must(t, os.WriteFile(path, []byte("# Local\n\nOn disk.\n"), 0o644))
	w := newTestWindow(t, app.NewLoader())
	cases := []struct {
		target string
		mode   app.Mode
		label  string
	}{
		{path, app.ModeLocalFile, "Local file"},
		{srv.URL + "/notes.md", app.ModeServerMarkdown, "Server Markdown"},
		{srv.URL + "/article", app.ModeConverted, "Converted from HTML"},
		{srv.URL + "/app", app.ModeNeedsJS, "Needs JavaScript"},
	}
	for _, c := range cases {
		t.Run(string(c.mode), func(t *testing.T) {
			w.Open(c.target)
			w.WaitIdle()
			if w.StatusMode() != c.mode {
				t.Fatalf("mode = %q, want %q; page:\n%s", w.StatusMode(), c.mode, w.Markdown())
			}
			if !strings.HasPrefix(w.StatusText(), c.label) {
				t.Errorf("status = %q", w.StatusText())
			}
			if (c.mode == app.ModeNeedsJS) != w.status.browser.Visible() {
				t.Error("Open in Browser shown wrongly")
			}
		})
	}
}

func TestRealLoaderErrors(t *testing.T) {
	srv := pageServer(t)
	w := newTestWindow(t, app.NewLoader())
	missing := filepath.Join(t.TempDir(), "nope.md")
	must(t, os.WriteFile(missing, []byte("# Soon gone\n"), 0o644))
	w.Open(missing) // opened once, deleted since
	w.WaitIdle()
	if items := w.Session().RecentItems(); len(items) == 0 || items[0] != missing {
		t.Fatalf("recent = %v", items)
	}
	must(t, os.Remove(missing))
	for _, target := range []string{srv.URL + "/missing", missing} {
		w.Open(target)
		w.WaitIdle()
		if w.Document() != nil || !strings.Contains(w.Markdown(), "# Could not open this page") {
			t.Fatalf("%s: want an error page, got %q", target, w.Markdown())
		}
		if w.banner.button.Text != "Retry" || !w.banner.box.Visible() {
			t.Errorf("%s: no Retry", target)
		}
	}
	for _, it := range w.sess.RecentItems() {
		if strings.HasSuffix(it, "nope.md") {
			t.Error("a missing file stays in Recent")
		}
	}
	if !strings.Contains(w.Markdown(), "does not exist") {
		t.Errorf("error page lacks the reason: %q", w.Markdown())
	}
}
