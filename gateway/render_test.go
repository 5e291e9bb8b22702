package gateway

import (
	"context"
	"net/url"
	"strings"
	"sync/atomic"
	"testing"

	"folio/fetch"
)

// stubBrowser "renders" any URL into the article, counting its loads.
type stubBrowser struct {
	loads atomic.Int64
	last  atomic.Value // string
	fail  bool
}

func (b *stubBrowser) Fetch(ctx context.Context, req *fetch.Request) (*fetch.Response, error) {
	b.loads.Add(1)
	b.last.Store(req.URL)
	if b.fail {
		return nil, &fetch.Error{URL: req.URL, Err: fetch.ErrTimeout}
	}
	u, _ := url.Parse(req.URL)
	return &fetch.Response{URL: u, Status: 200, Body: []byte(articleHTML)}, nil
}

func TestRenderRule(t *testing.T) {
	o := newOrigin(t)
	b := &stubBrowser{}
	rules := func(c *Config) {
		c.Upstreams[0].URL = o.URL + "/base/"
		c.Policy.Rules = []Rule{{Name: "spa", Paths: []string{"/app/**"}, Action: ActionRender}}
	}
	_, gw := newTestGateway(t, o, rules, WithRenderer(b))
	resp, body := get(t, gw.URL+"/app/view?id=7", "Accept: text/html")
	if resp.Header.Get("Content-Type") != "text/markdown; charset=utf-8" || !strings.Contains(body, "first paragraph for agents") {
		t.Fatalf("render rule: %q %q", resp.Header.Get("Content-Type"), body)
	}
	if got := b.last.Load(); got != o.URL+"/base/app/view?id=7" {
		t.Errorf("browser loaded %v", got)
	}
	if resp.Header.Get("Cache-Control") != "max-age=600" {
		t.Errorf("Cache-Control %q, want the render TTL", resp.Header.Get("Cache-Control"))
	}
	get(t, gw.URL+"/app/view?id=7")
	if n := b.loads.Load(); n != 1 {
		t.Errorf("%d browser loads for two requests, want 1 (cached)", n)
	}
	if resp, _ := get(t, gw.URL+"/article", "Accept: text/html"); strings.HasPrefix(resp.Header.Get("Content-Type"), "text/markdown") {
		t.Error("a path outside the render rule was converted")
	}

	failing := &stubBrowser{fail: true}
	_, gw2 := newTestGateway(t, o, rules, WithRenderer(failing))
	if resp, _ := get(t, gw2.URL+"/app/x"); resp.StatusCode != 504 {
		t.Errorf("browser timeout: %d, want 504", resp.StatusCode)
	}

	cfg := Defaults()
	cfg.Upstreams = []Upstream{{URL: o.URL}}
	cfg.Policy.Rules = []Rule{{Paths: []string{"/app/**"}, Action: ActionRender}}
	if _, err := New(cfg); err == nil || !strings.Contains(err.Error(), "no browser") {
		t.Errorf("render rule without a renderer: %v", err)
	}
}
