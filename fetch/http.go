package fetch

import (
	"context"
	"net/http"
	"net/http/cookiejar"
	"net/url"
	"time"
)

// HTTP is the headless HTTP fetcher. It is safe for concurrent use.
type HTTP struct {
	cfg    config
	client *http.Client
}

// NewHTTP returns an HTTP fetcher configured by opts.
func NewHTTP(opts ...Option) *HTTP {
	cfg := newConfig(opts)
	var c http.Client
	if cfg.client != nil {
		c = *cfg.client
	}
	c.Timeout = 0 // the fetch's context carries the timeout
	c.CheckRedirect = redirectPolicy(cfg.MaxRedirects, c.CheckRedirect)
	if c.Jar == nil {
		// Some sites set a cookie and redirect back to the page (consent,
		// session); without a jar that is an endless loop. The jar lives
		// in memory for the fetcher's life and is never written to disk.
		c.Jar, _ = cookiejar.New(nil)
	}
	c.Transport = transport(c.Transport, cfg.guard)
	return &HTTP{cfg: cfg, client: &c}
}

// transport returns the RoundTripper to use: rt, or a default with
// timeouts on every step, dialling through g when g is set.
func transport(rt http.RoundTripper, g *Guard) http.RoundTripper {
	if rt != nil && g == nil {
		return rt
	}
	base, ok := rt.(*http.Transport)
	if rt != nil && !ok {
		panic("fetch: WithGuard needs an *http.Transport in the client given to WithClient")
	}
	if base == nil {
		base = http.DefaultTransport.(*http.Transport).Clone()
		base.TLSHandshakeTimeout = 10 * time.Second
		base.ResponseHeaderTimeout = 20 * time.Second
		base.MaxIdleConnsPerHost = 4
	}
	if g == nil {
		return base
	}
	return g.Transport(base)
}

// Fetch gets req.URL with Accept (AcceptMarkdown unless req.Accept says
// otherwise) and Accept-Encoding set, follows redirects within the limits
// and reads the body, decompressed, under the size cap. A status outside
// 2xx is an error (a *StatusError cause). Every error is a *Error.
func (h *HTTP) Fetch(ctx context.Context, req *Request) (*Response, error) {
	u, err := parseHTTPURL(req.URL)
	if err != nil {
		return nil, &Error{URL: req.URL, Err: err}
	}
	ctx, cancel := context.WithTimeoutCause(ctx, h.cfg.Timeout, ErrTimeout)
	defer cancel()
	hreq, err := h.newRequest(ctx, u, req)
	if err != nil {
		return nil, &Error{URL: req.URL, Err: err}
	}
	resp, err := h.client.Do(hreq)
	if err != nil {
		return nil, wrap(req.URL, err)
	}
	defer resp.Body.Close()
	if resp.StatusCode < 200 || resp.StatusCode > 299 {
		return nil, &Error{URL: req.URL, Err: statusError(resp)}
	}
	body, err := h.readBody(resp)
	if err != nil {
		return nil, wrap(req.URL, err)
	}
	ct := resp.Header.Get("Content-Type")
	return &Response{URL: resp.Request.URL, Status: resp.StatusCode, Header: resp.Header,
		ContentType: ct, Charset: Charset(body, ct), Body: body, Fetched: time.Now()}, nil
}

func (h *HTTP) newRequest(ctx context.Context, u *url.URL, req *Request) (*http.Request, error) {
	hreq, err := http.NewRequestWithContext(ctx, http.MethodGet, u.String(), nil)
	if err != nil {
		return nil, err
	}
	for k, v := range req.Header {
		hreq.Header[k] = v
	}
	accept := req.Accept
	if accept == "" {
		accept = AcceptMarkdown
	}
	hreq.Header.Set("Accept", accept)
	hreq.Header.Set("Accept-Encoding", AcceptEncoding)
	if hreq.Header.Get("User-Agent") == "" {
		hreq.Header.Set("User-Agent", h.cfg.UserAgent)
	}
	return hreq, nil
}

// readBody decompresses the body and reads it under the cap, which
// applies to the decompressed bytes. A declared length over the cap stops
// before reading when the body is not compressed.
func (h *HTTP) readBody(resp *http.Response) ([]byte, error) {
	enc := resp.Header.Get("Content-Encoding")
	if resp.Uncompressed {
		enc = "" // a custom transport already undid it
	}
	if (enc == "" || enc == "identity") && resp.ContentLength > h.cfg.MaxBody {
		return nil, &TooLargeError{Limit: h.cfg.MaxBody}
	}
	r, err := Decompress(resp.Body, enc)
	if err != nil {
		return nil, err
	}
	defer r.Close()
	return ReadAll(r, h.cfg.MaxBody)
}

// parseHTTPURL accepts absolute http(s) URLs with a host.
func parseHTTPURL(raw string) (*url.URL, error) {
	u, err := url.Parse(raw)
	if err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" {
		return nil, ErrBadURL
	}
	return u, nil
}
