package fetch

import (
	"context"
	"errors"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"
	"time"
)

// newTestBrowser skips the test when no Chromium is installed.
func newTestBrowser(t *testing.T, opts ...BrowserOption) *Browser {
	t.Helper()
	if testing.Short() {
		t.Skip("renders pages in Chromium")
	}
	b, err := NewBrowser(opts...)
	if errors.Is(err, ErrNoBrowser) {
		t.Skip("no Chromium on this system")
	}
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { b.Close() })
	return b
}

// spaServer serves testdata/spa and records which paths were asked for.
func spaServer(t *testing.T) (*httptest.Server, func(string) bool) {
	t.Helper()
	var mu sync.Mutex
	asked := map[string]bool{}
	files := http.FileServer(http.Dir("testdata/spa"))
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		mu.Lock()
		asked[r.URL.Path] = true
		mu.Unlock()
		switch r.URL.Path {
		case "/missing":
			http.NotFound(w, r)
		case "/photo.png", "/late-photo.png", "/font.woff2":
			w.Write([]byte("not really"))
		default:
			files.ServeHTTP(w, r)
		}
	}))
	t.Cleanup(srv.Close)
	return srv, func(p string) bool { mu.Lock(); defer mu.Unlock(); return asked[p] }
}

func TestBrowserRendersSinglePageApp(t *testing.T) {
	b := newTestBrowser(t)
	srv, asked := spaServer(t)
	resp, err := b.Fetch(context.Background(), &Request{URL: srv.URL + "/index.html"})
	if err != nil {
		t.Fatal(err)
	}
	html := string(resp.Body)
	for _, want := range []string{"<!DOCTYPE html>", "<h1>The Danube Rises Again</h1>", "sandbags"} {
		if !strings.Contains(html, want) {
			t.Errorf("rendered DOM lacks %q:\n%s", want, html)
		}
	}
	if strings.Contains(html, "Loading…") {
		t.Error("the snapshot was taken before the app rendered")
	}
	if resp.URL.Fragment != "read" || resp.ContentType != "text/html; charset=utf-8" {
		t.Errorf("final URL %s, content type %q", resp.URL, resp.ContentType)
	}
	for _, p := range []string{"/photo.png", "/late-photo.png", "/font.woff2"} {
		if asked(p) {
			t.Errorf("%s was requested: images, fonts and media are blocked", p)
		}
	}
	first := b.browser
	if _, err := b.Fetch(context.Background(), &Request{URL: srv.URL + "/index.html"}); err != nil {
		t.Fatal(err)
	}
	if b.browser != first {
		t.Error("a second page started a second browser")
	}
	_, err = b.Fetch(context.Background(), &Request{URL: srv.URL + "/missing"})
	var se *StatusError
	if !errors.As(err, &se) || se.Code != 404 {
		t.Errorf("404 page: %v", err)
	}
}

func TestBrowserStopsAtTheTimeout(t *testing.T) {
	b := newTestBrowser(t, WithPageTimeout(2*time.Second))
	srv, _ := spaServer(t)
	// Start the browser first, so that the timing below is the page's.
	running, err := b.start()
	if err != nil {
		t.Fatal(err)
	}
	start := time.Now()
	_, err = b.Fetch(context.Background(), &Request{URL: srv.URL + "/never.html"})
	if !errors.Is(err, ErrTimeout) {
		t.Fatalf("err = %v, want ErrTimeout", err)
	}
	if msg := err.Error(); !strings.Contains(msg, "did not settle within 2s") || !strings.Contains(msg, "still changing the page") {
		t.Errorf("the error does not say what happened: %v", err)
	}
	// Opening a tab on a loaded 2-core machine takes up to a few seconds
	// on top of the page timeout.
	if d := time.Since(start); d < 2*time.Second || d > 10*time.Second {
		t.Errorf("stopped after %v, want 2s and a little", d)
	}
	// The browser survives a page that timed out: the same process serves
	// the next page.
	if again, err := b.start(); err != nil || again != running {
		t.Errorf("after a timeout the browser was restarted or lost: %v", err)
	}
}

func TestFindChromiumNeverDownloads(t *testing.T) {
	t.Setenv("PATH", t.TempDir())
	if p, err := FindChromium(); err == nil && !strings.HasPrefix(p, "/") {
		t.Errorf("found %q outside the usual places", p)
	}
	if _, err := NewBrowser(WithBrowserPath("/nonexistent/chromium")); !errors.Is(err, ErrNoBrowser) {
		t.Errorf("a missing path: %v, want ErrNoBrowser", err)
	}
}
