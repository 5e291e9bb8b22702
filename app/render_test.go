package app

import (
	"context"
	"net/url"
	"strings"
	"testing"

	"folio/fetch"
)

// staticFetcher stands in for the browser: it answers every URL with the
// page as a script would have built it.
type staticFetcher struct{ body string }

func (f staticFetcher) Fetch(_ context.Context, req *fetch.Request) (*fetch.Response, error) {
	u, err := url.Parse(req.URL)
	if err != nil {
		return nil, &fetch.Error{URL: req.URL, Err: fetch.ErrBadURL}
	}
	return &fetch.Response{URL: u, Status: 200, ContentType: "text/html; charset=utf-8", Charset: "utf-8",
		Body: []byte(f.body)}, nil
}

const renderedArticle = `<!DOCTYPE html><html><head><title>Rendered</title></head><body><main><article>
<h1>The Danube Rises Again</h1><p>The river rose by two metres over the weekend, flooding the lower town for the first time since 2013.</p>
<p>Engineers spent Sunday night reinforcing the new wall with sandbags, and by Monday the level had started to fall.</p>
</article></main></body></html>`

func TestLoaderRender(t *testing.T) {
	l := NewLoader(WithRenderer(staticFetcher{renderedArticle}))
	if !l.CanRender() {
		t.Fatal("a loader with a renderer cannot render")
	}
	doc, err := l.Render(context.Background(), "https://app.example/post")
	if err != nil {
		t.Fatal(err)
	}
	if doc.Mode != ModeConverted || !strings.Contains(doc.Markdown, "sandbags") || doc.URL.String() != "https://app.example/post" {
		t.Errorf("rendered page: mode %s, URL %v, markdown:\n%s", doc.Mode, doc.URL, doc.Markdown)
	}
	if _, err := l.Render(context.Background(), t.TempDir()+"/notes.md"); KindOf(err) != KindUnsupported {
		t.Errorf("rendering a local file: %v, want unsupported", err)
	}
	plain := NewLoader()
	if plain.CanRender() {
		t.Error("a loader without a renderer says it can render")
	}
	if _, err := plain.Render(context.Background(), "https://app.example/post"); KindOf(err) != KindUnsupported {
		t.Errorf("Render without a renderer: %v, want unsupported", err)
	}
}

// renderingLoader is a fakeLoader whose Render serves other documents.
type renderingLoader struct {
	*fakeLoader
	rendered map[string]*Document
}

func (l *renderingLoader) CanRender() bool { return true }

func (l *renderingLoader) Render(_ context.Context, target string) (*Document, error) {
	d, ok := l.rendered[target]
	if !ok {
		return nil, &LoadError{Kind: KindNotFound, Target: target}
	}
	c := *d
	return &c, nil
}

func TestSessionRender(t *testing.T) {
	page, _ := url.Parse("https://app.example/post")
	shell := &Document{Source: page.String(), URL: page, Mode: ModeNeedsJS, Framework: "Next.js"}
	full := &Document{Source: page.String(), URL: page, Mode: ModeConverted, Markdown: "# The article\n"}
	l := &renderingLoader{fakeLoader: newFakeLoader(shell), rendered: map[string]*Document{page.String(): full}}
	h := &harness{t: t, screen: &fakeScreen{}, loader: l.fakeLoader, ui: make(chan func())}
	do := func(f func()) {
		done := make(chan struct{})
		h.ui <- func() { f(); close(done) }
		<-done
	}
	h.Session = NewSession(l, h.screen, do)
	t.Cleanup(func() { h.Cancel(); h.settle() })
	if h.CanRender() {
		t.Error("CanRender with nothing shown")
	}
	h.open(page.String())
	if h.Document().Mode != ModeNeedsJS || !h.CanRender() {
		t.Fatalf("the shell: mode %s, CanRender %v", h.Document().Mode, h.CanRender())
	}
	h.screen.take()
	h.Render()
	h.settle()
	if h.Document().Mode != ModeConverted || h.Document().Markdown != "# The article\n" {
		t.Fatalf("after Render: %s %q", h.Document().Mode, h.Document().Markdown)
	}
	if ev := h.screen.take(); strings.Contains(ev, "history") {
		t.Errorf("Render added a history entry: %s", ev)
	}
	if h.CanBack() {
		t.Error("Render made Back possible: it reloads the same page")
	}
	// A loader that cannot render: no button, and Render does nothing.
	h2 := newHarness(t, newFakeLoader(shell))
	h2.open(page.String())
	if h2.CanRender() {
		t.Error("CanRender with a loader that does not render")
	}
}
