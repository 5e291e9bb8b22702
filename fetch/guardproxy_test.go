package fetch

import (
	"bufio"
	"fmt"
	"io"
	"net"
	"net/http"
	"net/http/httptest"
	"net/url"
	"strings"
	"testing"
	"time"
)

// TestGuardProxy drives the browser's proxy with Go's own client, so it
// runs without Chromium: an allowed name is forwarded (a fake refusal
// header from the site is removed), refused addresses get the proxy's 403
// and are remembered, CONNECT to a refused address is refused, a request
// that is not a proxy request is turned away.
func TestGuardProxy(t *testing.T) {
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set(refusedHeader, "refused") // a site faking the marker
		fmt.Fprint(w, "hello from ", r.Host)
	}))
	defer srv.Close()
	g, err := NewGuard(Allow("site.test"), WithResolver(fakeResolver{"site.test": addrs("127.0.0.1")}))
	if err != nil {
		t.Fatal(err)
	}
	px, err := startGuardProxy(g)
	if err != nil {
		t.Fatal(err)
	}
	defer px.Close()
	proxyURL, _ := url.Parse(px.URL())
	client := &http.Client{Transport: &http.Transport{Proxy: http.ProxyURL(proxyURL)}, Timeout: 10 * time.Second}

	allowed := "http://site.test:" + port(srv.URL) + "/"
	resp, err := client.Get(allowed)
	if err != nil {
		t.Fatal(err)
	}
	body, _ := io.ReadAll(resp.Body)
	resp.Body.Close()
	if resp.StatusCode != 200 || !strings.HasPrefix(string(body), "hello from site.test") || resp.Header.Get(refusedHeader) != "" {
		t.Errorf("allowed: %d %q, marker %q", resp.StatusCode, body, resp.Header.Get(refusedHeader))
	}
	if px.navRefused(nil, io.EOF) != nil {
		t.Error("a refusal remembered before any")
	}

	resp, err = client.Get(srv.URL + "/secret")
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	if resp.StatusCode != http.StatusForbidden || resp.Header.Get(refusedHeader) == "" {
		t.Errorf("loopback literal: %d", resp.StatusCode)
	}
	if be := px.navRefused(nil, io.EOF); be == nil || be.Reason != "loopback" {
		t.Errorf("refusal remembered: %v", be)
	}

	for target, want := range map[string]string{
		"127.0.0.1:" + port(srv.URL): "403",
		"169.254.169.254:443":        "403",
		"site.test:" + port(srv.URL): "200",
	} {
		if got := connectStatus(t, px, target); got != want {
			t.Errorf("CONNECT %s: %s, want %s", target, got, want)
		}
	}

	resp, err = http.Get(px.URL() + "/")
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	if resp.StatusCode != http.StatusBadRequest {
		t.Errorf("origin-form request: %d, want 400", resp.StatusCode)
	}
}

// connectStatus sends CONNECT target and returns the status code.
func connectStatus(t *testing.T, px *guardProxy, target string) string {
	t.Helper()
	c, err := net.Dial("tcp", px.ln.Addr().String())
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	fmt.Fprintf(c, "CONNECT %s HTTP/1.1\r\nHost: %s\r\n\r\n", target, target)
	line, err := bufio.NewReader(c).ReadString('\n')
	if err != nil {
		t.Fatal(err)
	}
	f := strings.Fields(line)
	if len(f) < 2 {
		t.Fatalf("status line %q", line)
	}
	return f[1]
}

// TestGuardProxyCloseEndsTunnels: a tunnel a page opened (a WebSocket)
// does not outlive its Fetch.
func TestGuardProxyCloseEndsTunnels(t *testing.T) {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer ln.Close()
	go func() {
		for {
			c, err := ln.Accept()
			if err != nil {
				return
			}
			defer c.Close() // holds the connection open, says nothing
		}
	}()
	g, _ := NewGuard(Allow("127.0.0.1"))
	px, err := startGuardProxy(g)
	if err != nil {
		t.Fatal(err)
	}
	c, err := net.Dial("tcp", px.ln.Addr().String())
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	fmt.Fprintf(c, "CONNECT %s HTTP/1.1\r\nHost: x\r\n\r\n", ln.Addr())
	r := bufio.NewReader(c)
	if line, _ := r.ReadString('\n'); !strings.Contains(line, " 200 ") {
		t.Fatalf("CONNECT: %q", line)
	}
	px.Close()
	c.SetReadDeadline(time.Now().Add(5 * time.Second))
	for {
		if _, err := r.ReadByte(); err != nil {
			if ne, ok := err.(net.Error); ok && ne.Timeout() {
				t.Fatal("the tunnel is still open after Close")
			}
			return
		}
	}
}
