package main

import (
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
)

func TestGateway(t *testing.T) {
	origin := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		io.WriteString(w, testPage)
	}))
	defer origin.Close()
	// The origin listens on loopback, which the SSRF guard refuses unless
	// the operator's allow list names it.
	allowed, err := serveFetcher(true, "127.0.0.1", 1<<20)
	if err != nil {
		t.Fatal(err)
	}
	open := httptest.NewServer(newGateway(allowed, 1<<20, nil))
	defer open.Close()
	guarded, _ := serveFetcher(true, "", 1<<20)
	strict := httptest.NewServer(newGateway(guarded, 1<<20, nil))
	defer strict.Close()
	closed := httptest.NewServer(newGateway(nil, 100, nil))
	defer closed.Close()

	post := func(srv *httptest.Server, query, body string) (int, string, string) {
		resp, err := http.Post(srv.URL+"/extract"+query, "text/html", strings.NewReader(body))
		if err != nil {
			t.Fatal(err)
		}
		defer resp.Body.Close()
		b, _ := io.ReadAll(resp.Body)
		return resp.StatusCode, resp.Header.Get("Content-Type"), string(b)
	}
	get := func(srv *httptest.Server, query string) (int, string) {
		resp, err := http.Get(srv.URL + "/extract" + query)
		if err != nil {
			t.Fatal(err)
		}
		defer resp.Body.Close()
		b, _ := io.ReadAll(resp.Body)
		return resp.StatusCode, string(b)
	}

	if code, ct, body := post(open, "?format=text", testPage); code != 200 || !strings.HasPrefix(ct, "text/plain") || !strings.Contains(body, "first paragraph") {
		t.Errorf("POST text: %d %q %q", code, ct, body)
	}
	if code, ct, _ := post(open, "?format=json", testPage); code != 200 || ct != "application/json" {
		t.Errorf("POST json: %d %q", code, ct)
	}
	if code, _, _ := post(open, "?profile=everything", testPage); code != http.StatusBadRequest {
		t.Errorf("bad profile: %d, want 400", code)
	}
	if code, _, _ := post(closed, "", testPage); code != http.StatusRequestEntityTooLarge {
		t.Errorf("over max bytes: %d, want 413", code)
	}
	if code, body := get(open, "?url="+origin.URL+"/post"); code != 200 || !strings.Contains(body, "first paragraph") {
		t.Errorf("GET with fetch: %d %q", code, body)
	}
	if code, body := get(strict, "?url="+origin.URL+"/post"); code != http.StatusForbidden || !strings.Contains(body, "loopback") {
		t.Errorf("GET of a loopback origin through the guard: %d %q, want 403 naming loopback", code, body)
	}
	if code, body := get(strict, "?url=http://169.254.169.254/latest/meta-data/"); code != http.StatusForbidden || !strings.Contains(body, "cloud metadata") {
		t.Errorf("GET of the cloud metadata address: %d %q, want 403", code, body)
	}
	if _, err := serveFetcher(true, "not a host!", 1); err == nil {
		t.Error("a bad --fetch-allow entry is accepted")
	}
	if code, _ := get(closed, "?url="+origin.URL); code != http.StatusForbidden {
		t.Errorf("GET without --allow-fetch: %d, want 403", code)
	}
	if code, _ := get(open, "?url=/etc/passwd"); code != http.StatusBadRequest {
		t.Errorf("GET of a local path: %d, want 400", code)
	}
	if code, _ := get(open, ""); code != http.StatusBadRequest {
		t.Errorf("GET without url: %d, want 400", code)
	}
}

// TestGatewayTemplates: with --templates, an operator template serves its
// host and the JSON output names it.
func TestGatewayTemplates(t *testing.T) {
	dir := t.TempDir()
	if code, _, stderr := runCmd(t, "", "template", "add", "notes.example", "--templates", dir, "--role", "main", "--selector", "div.entry-content"); code != exitOK {
		t.Fatalf("add: %s", stderr)
	}
	d := dataFlags{templates: dir}
	data, err := d.open(io.Discard, true, true)
	if err != nil {
		t.Fatal(err)
	}
	defer data.Close()
	srv := httptest.NewServer(newGateway(nil, 1<<20, data.ExtractorOptions))
	defer srv.Close()
	resp, err := http.Post(srv.URL+"/extract?format=json&url=https://notes.example/p/1", "text/html", strings.NewReader(blogPage(1, false)))
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	b, _ := io.ReadAll(resp.Body)
	if resp.StatusCode != 200 || !strings.Contains(string(b), `"source": "operator"`) {
		t.Errorf("status %d, body lacks the operator template:\n%.400s", resp.StatusCode, b)
	}
}
