package app

import (
	"context"
	"errors"
	"io"

	"folio/fetch"
)

// Loader loads files and web pages into Documents. It is safe for
// concurrent use; each Load is independent and cancellable through its
// context.
type Loader struct {
	cfg     loaderConfig
	fetcher fetch.Fetcher
}

// errTimeout is the cause of the context a Load runs under: it tells the
// loader's own timeout apart from the caller's cancellation.
var errTimeout = errors.New("load timeout")

// NewLoader returns a Loader configured by opts.
func NewLoader(opts ...LoaderOption) *Loader {
	cfg := newLoaderConfig(opts)
	f := cfg.fetcher
	if f == nil {
		f = fetch.NewHTTP(fetch.WithClient(cfg.client), fetch.WithLimits(cfg.Limits))
	}
	return &Loader{cfg: cfg, fetcher: f}
}

// Close releases what the Loader holds open across loads: it stops
// watching the user's operator templates and saves the learned ones
// (WithUserData). The Loader must not be used after Close.
func (l *Loader) Close() error {
	if c, ok := l.cfg.renderer.(io.Closer); ok {
		c.Close()
	}
	return l.cfg.data.close()
}

// CanRender reports whether Render can load pages (WithRenderer).
func (l *Loader) CanRender() bool { return l.cfg.renderer != nil }

// Render loads a web page through the renderer (a browser that runs the
// page's scripts) instead of the HTTP fetcher, for pages the extractor
// found to be client-side-rendered shells. Errors are *LoadError; a
// local file or a Loader without a renderer is KindUnsupported.
func (l *Loader) Render(ctx context.Context, target string) (*Document, error) {
	t, err := parseTarget(target)
	if err != nil {
		return nil, err
	}
	if t.url == nil || l.cfg.renderer == nil {
		return nil, &LoadError{Kind: KindUnsupported, Target: target, Detail: "not a web page Folio can render"}
	}
	ctx, cancel := context.WithTimeoutCause(ctx, l.cfg.Timeout, errTimeout)
	defer cancel()
	return l.loadURLWith(ctx, l.cfg.renderer, t.source, t.url)
}

// Load reads target into a Document. target is a path, a file:// URL or an
// http(s) URL; a bare host name ("example.com/post") means https. Every
// error is a *LoadError. Canceling ctx stops the load with KindCanceled.
func (l *Loader) Load(ctx context.Context, target string) (*Document, error) {
	t, err := parseTarget(target)
	if err != nil {
		return nil, err
	}
	ctx, cancel := context.WithTimeoutCause(ctx, l.cfg.Timeout, errTimeout)
	defer cancel()
	if t.url == nil {
		return l.loadFile(ctx, t.source, t.path)
	}
	return l.loadURL(ctx, t.source, t.url)
}
