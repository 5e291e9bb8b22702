package fetch

import (
	"context"
	"errors"
	"io"
	"log"
	"net"
	"net/http"
	"net/http/httputil"
	"sync"
	"time"

	"github.com/chromedp/cdproto/network"
)

// guardProxy is an HTTP forward proxy on a loopback port that dials every
// connection through a Guard. A guarded Browser points Chromium at one, so
// that everything a page asks for (the navigation and its redirects,
// scripts, frames, fetch and XHR, WebSockets, service workers) leaves
// through the Guard: the address is judged after our own name resolution,
// and the checked address is the one dialled, so DNS rebinding cannot slip
// between the check and the connection. Chromium resolves no names of its
// own while it has a proxy.
//
// Plain http requests arrive in absolute form and are forwarded one hop at
// a time (a redirect comes back to the browser, whose next request comes
// back here); https and WebSockets arrive as CONNECT and become a tunnel
// to the checked address.
type guardProxy struct {
	guard *Guard
	ln    net.Listener
	srv   *http.Server
	rp    *httputil.ReverseProxy
	stop  context.CancelFunc // cancels every request in flight

	mu      sync.Mutex
	refused []*BlockedError   // what the Guard refused, in order
	tunnels map[net.Conn]bool // open tunnels, closed with the proxy
	closed  bool
}

// refusedHeader marks a response that the proxy wrote because the Guard
// refused the address; it is removed from every upstream response so a
// site cannot fake it.
const refusedHeader = "X-Folio-Guard"

// discardLog silences the server's and the reverse proxy's own logging:
// a page's failed requests are not the operator's errors.
var discardLog = log.New(io.Discard, "", 0)

// maxRefusals bounds what the proxy remembers of refusals.
const maxRefusals = 16

// startGuardProxy listens on a loopback port and serves until Close.
func startGuardProxy(g *Guard) (*guardProxy, error) {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return nil, err
	}
	t := g.Transport(nil)
	t.ResponseHeaderTimeout = time.Minute
	base, stop := context.WithCancel(context.Background())
	p := &guardProxy{guard: g, ln: ln, stop: stop, tunnels: map[net.Conn]bool{}}
	p.rp = &httputil.ReverseProxy{
		Rewrite:        func(pr *httputil.ProxyRequest) { pr.Out.URL = pr.In.URL; pr.Out.Host = pr.In.Host },
		Transport:      t,
		ModifyResponse: func(r *http.Response) error { r.Header.Del(refusedHeader); return nil },
		ErrorHandler:   p.failed,
		ErrorLog:       discardLog,
	}
	p.srv = &http.Server{Handler: p, ReadHeaderTimeout: 10 * time.Second, ErrorLog: discardLog,
		BaseContext: func(net.Listener) context.Context { return base }}
	go p.srv.Serve(ln)
	return p, nil
}

// URL is the proxy's address for Chromium.
func (p *guardProxy) URL() string { return "http://" + p.ln.Addr().String() }

// ServeHTTP forwards one request or opens a tunnel.
func (p *guardProxy) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	switch {
	case r.Method == http.MethodConnect:
		p.tunnel(w, r)
	case r.URL.Scheme == "http" && r.URL.Host != "":
		p.rp.ServeHTTP(w, r)
	default: // not a proxy request: nobody but the browser talks to us
		http.Error(w, "a forward proxy: absolute http URLs and CONNECT only", http.StatusBadRequest)
	}
}

// tunnel dials r.Host through the Guard and splices the two connections.
func (p *guardProxy) tunnel(w http.ResponseWriter, r *http.Request) {
	ctx, cancel := context.WithTimeout(r.Context(), 20*time.Second)
	up, err := p.guard.DialContext(ctx, "tcp", r.Host)
	cancel()
	if err != nil {
		p.failed(w, r, err)
		return
	}
	hj, ok := w.(http.Hijacker)
	if !ok {
		up.Close()
		http.Error(w, "no tunnel", http.StatusInternalServerError)
		return
	}
	down, buf, err := hj.Hijack()
	if err != nil {
		up.Close()
		return
	}
	if !p.track(down, up) {
		return
	}
	go func() {
		defer p.untrack(down, up)
		if _, err := io.WriteString(down, "HTTP/1.1 200 Connection Established\r\n\r\n"); err != nil {
			return
		}
		if n := buf.Reader.Buffered(); n > 0 { // bytes the client sent early
			early, _ := buf.Reader.Peek(n)
			if _, err := up.Write(early); err != nil {
				return
			}
		}
		done := make(chan struct{}, 2)
		go func() { io.Copy(up, down); done <- struct{}{} }()
		go func() { io.Copy(down, up); done <- struct{}{} }()
		<-done // either side ending ends the tunnel
	}()
}

// failed answers a request whose connection failed: 403 with the marker
// header when the Guard refused it (remembered for Fetch's error), else
// 502.
func (p *guardProxy) failed(w http.ResponseWriter, r *http.Request, err error) {
	var be *BlockedError
	if !errors.As(err, &be) {
		http.Error(w, "proxy: "+err.Error(), http.StatusBadGateway)
		return
	}
	p.mu.Lock()
	if len(p.refused) < maxRefusals {
		p.refused = append(p.refused, be)
	}
	p.mu.Unlock()
	w.Header().Set(refusedHeader, "refused")
	http.Error(w, be.Error(), http.StatusForbidden)
}

// navRefused returns the Guard's refusal behind a failed navigation: the
// proxy's own 403 for a plain http URL, or for a tunnel (https, where the
// browser sees only a failed connection) the first refusal, since no
// subresource loads before the document does. Nil when the navigation
// went through, or p is nil (no Guard).
func (p *guardProxy) navRefused(nav *network.Response, navErr error) *BlockedError {
	if p == nil || navErr == nil && (nav == nil || navHeaders(nav).Get(refusedHeader) == "") {
		return nil
	}
	p.mu.Lock()
	defer p.mu.Unlock()
	if len(p.refused) == 0 {
		return nil
	}
	return p.refused[0]
}

// track registers a tunnel's two ends; false (both closed) after Close.
func (p *guardProxy) track(conns ...net.Conn) bool {
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.closed {
		for _, c := range conns {
			c.Close()
		}
		return false
	}
	for _, c := range conns {
		p.tunnels[c] = true
	}
	return true
}

func (p *guardProxy) untrack(conns ...net.Conn) {
	p.mu.Lock()
	defer p.mu.Unlock()
	for _, c := range conns {
		c.Close()
		delete(p.tunnels, c)
	}
}

// Close stops the proxy and ends every connection and tunnel through it,
// so nothing a page opened outlives its Fetch.
func (p *guardProxy) Close() {
	p.mu.Lock()
	p.closed = true
	for c := range p.tunnels {
		c.Close()
	}
	p.mu.Unlock()
	p.stop() // also ends WebSockets that the reverse proxy upgraded
	p.srv.Close()
	if t, ok := p.rp.Transport.(*http.Transport); ok {
		t.CloseIdleConnections()
	}
}
