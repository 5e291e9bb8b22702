package ui

import (
	"context"
	"net/url"
	"strings"
	"testing"

	"fyne.io/fyne/v2/test"

	"folio/app"
	"folio/fetch"
)

// builtFetcher stands in for Chromium: every page comes back as its
// scripts would have built it.
type builtFetcher struct{}

func (builtFetcher) Fetch(_ context.Context, req *fetch.Request) (*fetch.Response, error) {
	u, _ := url.Parse(req.URL)
	return &fetch.Response{URL: u, Status: 200, ContentType: "text/html; charset=utf-8", Charset: "utf-8",
		Body: []byte(`<html><head><title>Built</title></head><body><main><article><h1>Built by the app</h1>
<p>This paragraph exists only once the page's scripts have run, so only a browser sees it.</p>
<p>A second paragraph makes the article long enough to be the page's main content.</p></article></main></body></html>`)}, nil
}

// TestRenderWithChromiumButton: a needs-JavaScript stub offers "Render
// with Chromium" when the loader can render, and the button shows the
// rendered page; without a renderer the stub keeps "Open in Browser".
func TestRenderWithChromiumButton(t *testing.T) {
	srv := pageServer(t)
	w := newTestWindow(t, app.NewLoader(app.WithRenderer(builtFetcher{})))
	w.Open(srv.URL + "/app")
	w.WaitIdle()
	if w.StatusMode() != app.ModeNeedsJS || w.banner.button.Text != "Render with Chromium" {
		t.Fatalf("stub: mode %s, banner button %q", w.StatusMode(), w.banner.button.Text)
	}
	test.Tap(w.banner.button)
	w.WaitIdle()
	if w.StatusMode() != app.ModeConverted || !strings.Contains(w.Markdown(), "only a browser sees it") {
		t.Fatalf("after Render with Chromium: mode %s, page:\n%s", w.StatusMode(), w.Markdown())
	}
	if w.banner.box.Visible() {
		t.Error("the banner stays over the rendered page")
	}
	plain := newTestWindow(t, app.NewLoader())
	plain.Open(srv.URL + "/app")
	plain.WaitIdle()
	if plain.banner.button.Text != "Open in Browser" {
		t.Errorf("without a renderer the stub offers %q", plain.banner.button.Text)
	}
}
