package gateway

import (
	"context"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"folio/extractor/templates"
	"folio/fetch"
)

const exampleTemplate = "# the story only\nhost: example.com\nrules:\n  - role: main\n    selectors: [article]\n"

// adminReq sends a request to the admin handler with an optional token.
func adminReq(t *testing.T, h http.Handler, method, target, body, token string) (int, string) {
	t.Helper()
	req := httptest.NewRequest(method, "http://127.0.0.1:9090"+target, strings.NewReader(body))
	if token != "" {
		req.Header.Set("Authorization", "Bearer "+token)
	}
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, req)
	return rec.Code, rec.Body.String()
}

// stubFetcher serves one page for any URL, or refuses like a guard.
type stubFetcher struct{ blocked bool }

func (s stubFetcher) Fetch(ctx context.Context, req *fetch.Request) (*fetch.Response, error) {
	if s.blocked {
		return nil, &fetch.Error{URL: req.URL, Err: &fetch.BlockedError{Reason: "loopback"}}
	}
	u, _ := http.NewRequest("GET", req.URL, nil)
	return &fetch.Response{URL: u.URL, Status: 200, ContentType: "text/html", Body: []byte(articleHTML)}, nil
}

func TestTemplatesAPI(t *testing.T) {
	dir := t.TempDir()
	store, err := templates.OpenStore(dir)
	if err != nil {
		t.Fatal(err)
	}
	o := newOrigin(t)
	g, _ := newTestGateway(t, o, nil, WithTemplateStore(store), WithFetcher(stubFetcher{}))
	h := g.AdminHandler()
	steps := []struct {
		method, target, body string
		want                 int
		contains             string
	}{
		{"GET", "/templates", "", 200, `"templates": []`},
		{"PUT", "/templates/example.com", exampleTemplate, 200, `"version": 1`},
		{"GET", "/templates/example.com", "", 200, "# the story only"},
		{"GET", "/templates", "", 200, `"host": "example.com"`},
		{"PUT", "/templates/example.com", "host: example.com\nrules: [\n", 422, "example.com.yaml"},
		{"PUT", "/templates/example.com", "host: other.org\nrules:\n  - role: main\n    selectors: [article]\n", 422, "does not match"},
		{"PUT", "/templates/..", exampleTemplate, 307, ""}, // the mux cleans the path: a redirect, nothing written
		{"PUT", "/templates/%2E%2E", exampleTemplate, 400, "bad host"},
		{"PUT", "/templates/.hidden", exampleTemplate, 400, "bad host"},
		{"PUT", "/templates/a%2F..%2F..%2Fetc", exampleTemplate, 400, "bad host"},
		{"GET", "/templates/nope.example", "", 404, "no template"},
		{"POST", "/templates/example.com/test", articleHTML, 200, `"served": true`},
		{"POST", "/templates/example.com/test?url=https://example.com/post", "", 200, "first paragraph"},
		{"POST", "/templates/example.com/test?url=https://other.org/post", "", 400, "page of example.com"},
		{"POST", "/templates/example.com/test", "<html><body><p>no article here</p></body></html>", 422, `"served": false`},
		{"DELETE", "/templates/example.com", "", 204, ""},
		{"DELETE", "/templates/example.com", "", 404, "no template"},
	}
	for _, s := range steps {
		code, body := adminReq(t, h, s.method, s.target, s.body, "")
		if code != s.want || !strings.Contains(body, s.contains) {
			t.Errorf("%s %s: %d %q, want %d containing %q", s.method, s.target, code, body, s.want, s.contains)
		}
	}
	if got, _ := os.ReadDir(dir); len(got) != 0 {
		t.Errorf("files left after delete: %v", got)
	}
	os.WriteFile(filepath.Join(dir, "late.org.yaml"), []byte("host: late.org\nrules:\n  - role: main\n    selectors: [main]\n"), 0o644)
	if code, body := adminReq(t, h, "POST", "/templates/reload", "", ""); code != 200 || !strings.Contains(body, "late.org") {
		t.Errorf("reload: %d %q", code, body)
	}
	g.fetcher = stubFetcher{blocked: true}
	if code, body := adminReq(t, h, "POST", "/templates/late.org/test?url=http://late.org/", "", ""); code != 403 || !strings.Contains(body, "refused") {
		t.Errorf("guarded fetch: %d %q, want 403", code, body)
	}
}

func TestAdminAccess(t *testing.T) {
	o := newOrigin(t)
	g, _ := newTestGateway(t, o, nil)
	h := g.AdminHandler()
	if code, _ := adminReq(t, h, "GET", "/healthz", "", ""); code != 200 {
		t.Errorf("healthz %d", code)
	}
	if code, body := adminReq(t, h, "GET", "/metrics", "", ""); code != 200 || !strings.Contains(body, "folio_gateway_queue_depth") {
		t.Errorf("metrics %d", code)
	}
	g.SetReady(false)
	if code, _ := adminReq(t, h, "GET", "/readyz", "", ""); code != 503 {
		t.Errorf("readyz while draining: %d", code)
	}
	// DNS rebinding: a page at evil.example resolving to 127.0.0.1.
	req := httptest.NewRequest("GET", "http://evil.example:9090/metrics", nil)
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, req)
	if rec.Code != http.StatusForbidden {
		t.Errorf("foreign Host without token: %d, want 403", rec.Code)
	}
	// A cross-site form post from a browser.
	req = httptest.NewRequest("POST", "http://127.0.0.1:9090/templates/reload", nil)
	req.Header.Set("Sec-Fetch-Site", "cross-site")
	rec = httptest.NewRecorder()
	h.ServeHTTP(rec, req)
	if rec.Code != http.StatusForbidden {
		t.Errorf("cross-site POST: %d, want 403", rec.Code)
	}

	g.cfg.Admin.Token = "0123456789abcdef-token"
	h = g.AdminHandler()
	for token, want := range map[string]int{"": 401, "wrong-token-of-some-length": 401, g.cfg.Admin.Token: 200} {
		if code, _ := adminReq(t, h, "GET", "/metrics", "", token); code != want {
			t.Errorf("token %q: %d, want %d", token, code, want)
		}
	}
	if code, _ := adminReq(t, h, "GET", "/healthz", "", ""); code != 200 {
		t.Errorf("healthz needs no token: %d", code)
	}
}

func TestAdminConfigNeedsTokenOffLoopback(t *testing.T) {
	for addr, ok := range map[string]bool{"127.0.0.1:9090": true, "[::1]:9090": true, "localhost:9090": true, "0.0.0.0:9090": false, "10.0.0.5:9090": false} {
		a := AdminConfig{Listen: addr}
		if err := a.validate(); (err == nil) != ok {
			t.Errorf("%s without token: err %v", addr, err)
		}
		a.Token = "0123456789abcdef"
		if err := a.validate(); err != nil {
			t.Errorf("%s with token: %v", addr, err)
		}
	}
}
