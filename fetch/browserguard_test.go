package fetch

import (
	"context"
	"errors"
	"fmt"
	"net"
	"net/http"
	"net/http/httptest"
	"sort"
	"strings"
	"sync"
	"testing"
)

// secretServer stands for an internal service (a cloud metadata endpoint,
// an admin port on loopback): it records every request that reaches it.
type secretServer struct {
	*httptest.Server
	mu   sync.Mutex
	seen []string
}

func newSecretServer(t *testing.T) *secretServer {
	t.Helper()
	s := &secretServer{}
	s.Server = httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		s.mu.Lock()
		s.seen = append(s.seen, r.URL.Path)
		s.mu.Unlock()
		w.Header().Set("Access-Control-Allow-Origin", "*")
		fmt.Fprint(w, "TOPSECRET")
	}))
	t.Cleanup(s.Close)
	return s
}

// paths returns the paths asked for, sorted and without duplicates.
func (s *secretServer) paths() []string {
	s.mu.Lock()
	defer s.mu.Unlock()
	set := map[string]bool{}
	for _, p := range s.seen {
		set[p] = true
	}
	var out []string
	for p := range set {
		out = append(out, p)
	}
	sort.Strings(out)
	return out
}

func port(u string) string {
	_, p, _ := net.SplitHostPort(strings.TrimPrefix(u, "http://"))
	return p
}

// attackPage is a page on an allowed host whose scripts and markup reach
// for the internal service every way a page can: fetch, XHR, a WebSocket,
// a frame, a script, a stylesheet, a form posted into a frame, a name
// that resolves to loopback and a redirect from the allowed host into
// the internal one. It writes what it read into the DOM, which the
// gateway would hand back as Markdown.
func attackPage(secret, site string) string {
	return strings.NewReplacer("SECRET", secret, "SITE", site).Replace(`<!DOCTYPE html>
<html><head><title>attack</title>
<link rel="stylesheet" href="http://SECRET/style.css">
<script src="http://SECRET/script.js"></script>
</head><body><article><h1>Attack</h1><p id="out">pending</p>
<iframe src="http://SECRET/frame"></iframe>
<iframe src="http://evil.test:PORT/evil-frame"></iframe>
<form method="post" action="http://SECRET/form" target="f"><input name="a" value="1"></form>
<iframe name="f"></iframe>
<script>
const out = [];
const note = (what, r) => { out.push(what + ": " + r); document.getElementById("out").textContent = out.join(" | "); };
document.forms[0].submit();
fetch("http://SECRET/fetch").then(r => r.text()).then(t => note("fetch", t), e => note("fetch", "failed"));
fetch("http://SITE/redirect").then(r => r.text()).then(t => note("redirect", t), e => note("redirect", "failed"));
fetch("http://evil.test:PORT/evil").then(r => r.text()).then(t => note("evil", t), e => note("evil", "failed"));
const x = new XMLHttpRequest(); x.open("GET", "http://SECRET/xhr");
x.onload = () => note("xhr", x.responseText); x.onerror = () => note("xhr", "failed"); x.send();
const ws = new WebSocket("ws://SECRET/ws");
ws.onopen = () => note("ws", "open"); ws.onerror = () => note("ws", "failed");
navigator.sendBeacon("http://SECRET/beacon", "x");
</script></article></body></html>`)
}

// guardedBrowser returns a browser whose Guard allows the names in allow;
// site.test and evil.test resolve to 127.0.0.1.
func guardedBrowser(t *testing.T, allow ...string) *Browser {
	t.Helper()
	res := fakeResolver{"site.test": addrs("127.0.0.1"), "evil.test": addrs("127.0.0.1")}
	g, err := NewGuard(Allow(allow...), WithResolver(res))
	if err != nil {
		t.Fatal(err)
	}
	return newTestBrowser(t, WithBrowserGuard(g))
}

func siteServer(t *testing.T, secret string) string {
	t.Helper()
	var site string
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		switch r.URL.Path {
		case "/redirect":
			http.Redirect(w, r, "http://"+secret+"/redirected", http.StatusFound)
		default:
			w.Header().Set("Content-Type", "text/html; charset=utf-8")
			fmt.Fprint(w, strings.ReplaceAll(attackPage(secret, site), "PORT", port("http://"+secret)))
		}
	}))
	t.Cleanup(srv.Close)
	site = "site.test:" + port(srv.URL)
	return site
}

// TestBrowserGuardRefusesWhatThePageReachesFor renders the attack page
// twice: with a Guard that allows only the site, nothing reaches the
// internal service and nothing of it is in the DOM; with a Guard that
// also allows loopback, the same page reaches it (so the first half can
// fail).
func TestBrowserGuardRefusesWhatThePageReachesFor(t *testing.T) {
	secret := newSecretServer(t)
	secretHost := strings.TrimPrefix(secret.URL, "http://")
	site := siteServer(t, secretHost)

	b := guardedBrowser(t, "site.test")
	resp, err := b.Fetch(context.Background(), &Request{URL: "http://" + site + "/page"})
	if err != nil {
		t.Fatal(err)
	}
	if got := secret.paths(); len(got) != 0 {
		t.Errorf("the internal service was reached through the guarded browser: %v", got)
	}
	if html := string(resp.Body); strings.Contains(html, "TOPSECRET") || !strings.Contains(html, "<h1>Attack</h1>") {
		t.Errorf("rendered DOM:\n%s", html)
	}

	open := guardedBrowser(t, "site.test", "127.0.0.0/8")
	resp, err = open.Fetch(context.Background(), &Request{URL: "http://" + site + "/page"})
	if err != nil {
		t.Fatal(err)
	}
	got := strings.Join(secret.paths(), " ")
	for _, p := range []string{"/fetch", "/xhr", "/ws", "/frame", "/redirected", "/evil", "/script.js"} {
		if !strings.Contains(got, p) {
			t.Errorf("with loopback allowed, %s never reached the service (it saw %s): the test cannot tell", p, got)
		}
	}
	if !strings.Contains(string(resp.Body), "TOPSECRET") {
		t.Errorf("with loopback allowed, the page did not read the service:\n%s", resp.Body)
	}
}

// TestBrowserGuardRefusesTheNavigation: the page itself on a refused
// address, by literal, by a name that resolves to loopback, through a
// redirect from an allowed host and over https (a CONNECT tunnel), fails
// with ErrBlocked and reaches nothing.
func TestBrowserGuardRefusesTheNavigation(t *testing.T) {
	secret := newSecretServer(t)
	secretHost := strings.TrimPrefix(secret.URL, "http://")
	site := siteServer(t, secretHost)
	tls := httptest.NewTLSServer(secret.Config.Handler)
	t.Cleanup(tls.Close)

	b := guardedBrowser(t, "site.test")
	for _, target := range []string{
		secret.URL + "/literal",
		"http://evil.test:" + port(secret.URL) + "/name",
		"http://" + site + "/redirect",
		tls.URL + "/tls",
		"http://169.254.169.254/latest/meta-data/",
	} {
		t.Run(target, func(t *testing.T) {
			_, err := b.Fetch(context.Background(), &Request{URL: target})
			var be *BlockedError
			if !errors.Is(err, ErrBlocked) || !errors.As(err, &be) {
				t.Fatalf("err = %v, want ErrBlocked", err)
			}
		})
	}
	if got := secret.paths(); len(got) != 0 {
		t.Errorf("the internal service was reached: %v", got)
	}
}
