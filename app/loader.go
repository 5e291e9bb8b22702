package app

import (
	"context"
	"errors"
	"net/http"
	"net/http/cookiejar"
	"net/url"
)

// Loader loads files and web pages into Documents. It is safe for
// concurrent use; each Load is independent and cancellable through its
// context.
type Loader struct {
	cfg    loaderConfig
	client *http.Client
}

// errTimeout is the cause of the context a Load runs under: it tells the
// loader's own timeout apart from the caller's cancellation.
var errTimeout = errors.New("load timeout")

// NewLoader returns a Loader configured by opts.
func NewLoader(opts ...LoaderOption) *Loader {
	cfg := newLoaderConfig(opts)
	var c http.Client
	if cfg.client != nil {
		c = *cfg.client
	}
	c.CheckRedirect = redirectPolicy(cfg.maxRedirects, c.CheckRedirect)
	if c.Jar == nil {
		// Some sites set a cookie and redirect back to the page (consent,
		// session); without a jar that is an endless loop. The jar lives
		// in memory for the Loader's life and is never written to disk.
		c.Jar, _ = cookiejar.New(nil)
	}
	return &Loader{cfg: cfg, client: &c}
}

// Close releases what the Loader holds open across loads: it stops
// watching the user's operator templates and saves the learned ones
// (WithUserData). The Loader must not be used after Close.
func (l *Loader) Close() error {
	return l.cfg.data.close()
}

// Load reads target into a Document. target is a path, a file:// URL or an
// http(s) URL; a bare host name ("example.com/post") means https. Every
// error is a *LoadError. Canceling ctx stops the load with KindCanceled.
func (l *Loader) Load(ctx context.Context, target string) (*Document, error) {
	t, err := parseTarget(target)
	if err != nil {
		return nil, err
	}
	ctx, cancel := context.WithTimeoutCause(ctx, l.cfg.timeout, errTimeout)
	defer cancel()
	if t.url == nil {
		return l.loadFile(ctx, t.source, t.path)
	}
	return l.loadURL(ctx, t.source, t.url)
}

// redirectPolicy stops after max redirects and on a loop, then defers to
// the client's own policy, if any. A URL may come back once (a site that
// sets a cookie and returns to the page); the third visit is a loop.
func redirectPolicy(max int, next func(*http.Request, []*http.Request) error) func(*http.Request, []*http.Request) error {
	return func(req *http.Request, via []*http.Request) error {
		seen := 0
		for _, v := range via {
			if v.URL.String() == req.URL.String() {
				seen++
			}
		}
		if seen >= 2 {
			return errRedirectLoop
		}
		if len(via) > max {
			return errTooManyRedirects
		}
		if next != nil {
			return next(req, via)
		}
		return nil
	}
}

var (
	errRedirectLoop     = errors.New("redirect loop")
	errTooManyRedirects = errors.New("too many redirects")
)

// finalURL returns the URL a response came from, after redirects.
func finalURL(resp *http.Response, fallback *url.URL) *url.URL {
	if resp != nil && resp.Request != nil && resp.Request.URL != nil {
		return resp.Request.URL
	}
	return fallback
}
