package gateway

import (
	"context"
	"io"
	"net"
	"net/http"
	"strings"
	"testing"
	"time"
)

// startServe runs g.Serve on a loopback listener and returns the public
// URL, the cancel that starts the drain, and a wait for Serve's result.
func startServe(t *testing.T, g *Gateway) (string, context.CancelFunc, func() error) {
	t.Helper()
	pub, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan struct{})
	var serveErr error
	go func() { serveErr = g.Serve(ctx, pub, nil); close(done) }()
	wait := func() error { <-done; return serveErr }
	t.Cleanup(func() { cancel(); wait() })
	return "http://" + pub.Addr().String(), cancel, wait
}

// TestSlowHeaderClientsDoNotBlockOthers: clients that dribble their
// headers hold only their own connections.
func TestSlowHeaderClientsDoNotBlockOthers(t *testing.T) {
	o := newOrigin(t)
	g, _ := newTestGateway(t, o, func(c *Config) { c.Timeouts.ReadHeader = 2 * time.Second })
	url, _, _ := startServe(t, g)
	addr := strings.TrimPrefix(url, "http://")
	var conns []net.Conn
	for range 50 {
		c, err := net.Dial("tcp", addr)
		if err != nil {
			t.Fatal(err)
		}
		c.Write([]byte("GET /article HTTP/1.1\r\nHo"))
		conns = append(conns, c)
	}
	defer func() {
		for _, c := range conns {
			c.Close()
		}
	}()
	start := time.Now()
	resp, body := get(t, url+"/article", acceptMD)
	if resp.StatusCode != 200 || !strings.Contains(body, "first paragraph") || time.Since(start) > time.Second {
		t.Errorf("with 50 slow clients: status %d after %v", resp.StatusCode, time.Since(start))
	}
}

// TestGracefulDrain: a request in flight when the context ends finishes;
// new connections are refused.
func TestGracefulDrain(t *testing.T) {
	o := newOrigin(t)
	o.slowDelay = 300 * time.Millisecond
	g, _ := newTestGateway(t, o, func(c *Config) { c.Timeouts.Shutdown = 5 * time.Second })
	url, cancel, wait := startServe(t, g)
	type result struct {
		status int
		body   string
		err    error
	}
	got := make(chan result, 1)
	go func() {
		resp, err := http.Get(url + "/slow")
		if err != nil {
			got <- result{err: err}
			return
		}
		defer resp.Body.Close()
		b, err := io.ReadAll(resp.Body)
		got <- result{resp.StatusCode, string(b), err}
	}()
	// The drain starts once the request is in flight, at the upstream: a
	// fixed sleep let a loaded machine cancel before the request arrived.
	select {
	case <-o.slowIn:
	case <-time.After(10 * time.Second):
		t.Fatal("the request never reached the upstream")
	}
	cancel()
	r := <-got
	if r.err != nil || r.status != 200 || !strings.Contains(r.body, "first paragraph") {
		t.Errorf("in-flight request during drain: %d %v", r.status, r.err)
	}
	if err := wait(); err != nil {
		t.Errorf("Serve: %v", err)
	}
	if g.ready.Load() {
		t.Error("still ready after shutdown")
	}
	if _, err := http.Get(url + "/article"); err == nil {
		t.Error("new request accepted after shutdown")
	}
}
