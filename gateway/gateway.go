package gateway

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"net"
	"net/http"
	"net/url"
	"slices"
	"strings"
	"sync/atomic"
	"time"

	"github.com/prometheus/client_golang/prometheus"
	"golang.org/x/sync/singleflight"

	"folio/extractor"
	"folio/extractor/templates"
	"folio/fetch"
)

// Gateway is the Markdown-for-agents reverse proxy. Its Handler serves the
// public side, AdminHandler health, metrics and the templates API.
type Gateway struct {
	cfg     Config
	routes  map[string]*route // by normalised host
	anyHost *route            // the "*" upstream, if any
	cache   *Cache
	flight  singleflight.Group
	limit   *limiter
	log     *slog.Logger
	reg     *prometheus.Registry
	met     *metrics
	series  map[string]outcomeSeries
	ready   atomic.Bool

	extractOpts []extractor.Option
	data        func() []extractor.Option // the current rules and templates; nil: none
	store       *templates.Store          // operator templates, for the admin API
	fetcher     fetch.Fetcher             // server-side fetches of URLs clients name (SSRF-guarded)
	renderer    fetch.Fetcher             // a browser, for render rules; nil: none
	transport   http.RoundTripper
	now         func() time.Time
}

// Option configures New.
type Option func(*Gateway)

// WithLogger sets the structured logger (default: slog.Default()).
func WithLogger(l *slog.Logger) Option { return func(g *Gateway) { g.log = l } }

// WithExtractorOptions passes options (rules, templates) to every extraction.
func WithExtractorOptions(opts ...extractor.Option) Option {
	return func(g *Gateway) { g.extractOpts = append(g.extractOpts, opts...) }
}

// WithExtractorData passes options asked for at each extraction, for data
// that reloads while the gateway runs (watched rules and templates).
func WithExtractorData(current func() []extractor.Option) Option {
	return func(g *Gateway) { g.data = current }
}

// options returns the options of one extraction: the fixed ones, the
// current data's, then more.
func (g *Gateway) options(more ...extractor.Option) []extractor.Option {
	opts := slices.Clone(g.extractOpts)
	if g.data != nil {
		opts = append(opts, g.data()...)
	}
	return append(opts, more...)
}

// WithTemplateStore gives the admin API the operator template store it
// manages; without it the templates endpoints answer 404.
func WithTemplateStore(s *templates.Store) Option { return func(g *Gateway) { g.store = s } }

// WithFetcher replaces the fetcher for URLs that clients name (template
// tests by URL). It must refuse private and loopback addresses at dial
// time (fetch.WithGuard). The default is fetch.NewHTTP behind a
// fetch.Guard that allows what Config.FetchAllow names.
func WithFetcher(f fetch.Fetcher) Option { return func(g *Gateway) { g.fetcher = f } }

// WithRenderer sets the fetcher that loads pages in a browser for the
// policy's render rules (fetch.NewBrowser). It loads the upstream's URL,
// which the operator named, but the page's scripts run here and could
// read internal addresses into the DOM: give the browser a Guard
// (fetch.WithBrowserGuard) that allows the upstreams and FetchAllow. A
// policy with render rules and no renderer is a configuration error.
func WithRenderer(f fetch.Fetcher) Option { return func(g *Gateway) { g.renderer = f } }

// WithTransport replaces the transport to the upstreams (tests).
func WithTransport(rt http.RoundTripper) Option { return func(g *Gateway) { g.transport = rt } }

// New validates cfg and builds a gateway.
func New(cfg Config, opts ...Option) (*Gateway, error) {
	if err := cfg.Validate(); err != nil {
		return nil, err
	}
	g := &Gateway{cfg: cfg, routes: map[string]*route{}, log: slog.Default(), now: time.Now}
	for _, o := range opts {
		o(g)
	}
	if g.renderer == nil && cfg.Policy.Renders() {
		return nil, errors.New("policy: a rule renders pages, but no browser is configured")
	}
	if g.fetcher == nil {
		guard, err := fetch.NewGuard(fetch.Allow(cfg.FetchAllow...))
		if err != nil {
			return nil, fmt.Errorf("fetch_allow: %w", err)
		}
		g.fetcher = fetch.NewHTTP(fetch.WithGuard(guard), fetch.WithTimeout(cfg.Timeouts.Fetch),
			fetch.WithMaxBody(int64(cfg.Limits.MaxBytes)))
	}
	if g.transport == nil {
		g.transport = newTransport(cfg.Timeouts)
	}
	g.cache = NewCache(int64(cfg.Cache.MaxBytes))
	g.limit = newLimiter(cfg.Limits.MaxConcurrent, cfg.Limits.MaxQueue, cfg.Limits.QueueTimeout)
	g.reg = newRegistry()
	g.met = newMetrics(g.reg, g)
	g.series = g.met.byOutcome()
	for i := range cfg.Upstreams {
		rt, err := g.newRoute(&cfg.Upstreams[i])
		if err != nil {
			return nil, err
		}
		for _, h := range cfg.Upstreams[i].names() {
			if h == "*" {
				g.anyHost = rt
				continue
			}
			g.routes[h] = rt
		}
	}
	g.ready.Store(true)
	return g, nil
}

// newTransport is the pooled transport to the upstreams. It never
// decompresses: answers pass through byte for byte.
func newTransport(t Timeouts) *http.Transport {
	d := &net.Dialer{Timeout: t.Dial, KeepAlive: 30 * time.Second}
	return &http.Transport{
		Proxy:                 nil, // the upstream is the operator's origin, reached directly
		DialContext:           d.DialContext,
		TLSHandshakeTimeout:   t.TLS,
		ResponseHeaderTimeout: t.Response,
		ExpectContinueTimeout: time.Second,
		IdleConnTimeout:       t.Idle,
		MaxIdleConns:          1024,
		MaxIdleConnsPerHost:   256,
		DisableCompression:    true,
		ForceAttemptHTTP2:     true,
	}
}

// CloseIdleUpstreams closes the idle connections to the upstreams.
func (g *Gateway) CloseIdleUpstreams() {
	if t, ok := g.transport.(interface{ CloseIdleConnections() }); ok {
		t.CloseIdleConnections()
	}
}

// Registry returns the Prometheus registry with the gateway's series.
func (g *Gateway) Registry() *prometheus.Registry { return g.reg }

// SetReady marks the gateway ready or draining (/readyz answers 503 while
// draining, so that load balancers stop sending traffic before shutdown).
func (g *Gateway) SetReady(ok bool) { g.ready.Store(ok) }

// Handler returns the public handler: every request goes to an upstream,
// converted or not.
func (g *Gateway) Handler() http.Handler { return http.HandlerFunc(g.serve) }

func (g *Gateway) serve(w http.ResponseWriter, r *http.Request) {
	start := time.Now()
	host := normHost(r.Host)
	rt := g.routes[host]
	if rt == nil {
		rt = g.anyHost
	}
	if rt == nil {
		g.fail(w, r, start, http.StatusMisdirectedRequest, fmt.Errorf("no upstream serves host %q", host))
		return
	}
	d := g.cfg.Policy.Decide(r, host)
	if !d.Convert {
		st := &passState{vary: d.Vary}
		rt.proxy.ServeHTTP(w, r.WithContext(context.WithValue(r.Context(), passKey{}, st)))
		if st.failed {
			g.done(outError, start)
		} else {
			g.done(outPassthrough, start)
		}
		return
	}
	g.serveMarkdown(w, r, rt, d, start)
}

// done counts a request under its outcome.
func (g *Gateway) done(outcome string, start time.Time) {
	s := g.series[outcome]
	s.count.Inc()
	s.time.Observe(time.Since(start).Seconds())
}

// fail answers an error as plain text and logs it.
func (g *Gateway) fail(w http.ResponseWriter, r *http.Request, start time.Time, status int, err error) {
	outcome := outError
	if status == http.StatusServiceUnavailable {
		outcome = outOverloaded
		w.Header().Set("Retry-After", fmt.Sprint(max(int(g.cfg.Limits.RetryAfter/time.Second), 1)))
	}
	level := slog.LevelWarn
	if status < 500 {
		level = slog.LevelInfo
	}
	g.log.Log(r.Context(), level, "request failed", "method", r.Method, "host", r.Host, "path", r.URL.Path, "status", status, "err", err)
	http.Error(w, publicMessage(status, err), status)
	g.done(outcome, start)
}

// publicMessage is what a client is told about an error: the reason when
// it is about the request or a named limit, never the upstream's address
// or the extractor's internals (those go to the log).
func publicMessage(status int, err error) string {
	switch {
	case status < 500:
		return err.Error()
	case errors.Is(err, ErrTooLarge):
		return "the page is larger than this gateway converts"
	case errors.Is(err, ErrOverloaded):
		return "too many conversions at once: retry later"
	}
	return http.StatusText(status)
}

// scheme is how the client reached the gateway: https over TLS, or when
// a trusted TLS terminator in front says so in X-Forwarded-Proto.
func (rt *route) scheme(r *http.Request) string {
	if r.TLS != nil {
		return "https"
	}
	if rt.trustProto {
		p, _, _ := strings.Cut(r.Header.Get("X-Forwarded-Proto"), ",")
		if strings.EqualFold(strings.TrimSpace(p), "https") {
			return "https"
		}
	}
	return "http"
}

// publicURL is the page's address as the client sees it, for links.
func (rt *route) publicURL(r *http.Request) string {
	if rt.public != nil {
		u := *rt.public
		u.Path, u.RawPath, u.RawQuery = r.URL.Path, r.URL.RawPath, r.URL.RawQuery
		return u.String()
	}
	return (&url.URL{Scheme: rt.scheme(r), Host: r.Host, Path: r.URL.Path, RawPath: r.URL.RawPath, RawQuery: r.URL.RawQuery}).String()
}
