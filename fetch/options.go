package fetch

import (
	"net/http"
	"time"
)

// Defaults of the HTTP fetcher. The body cap bounds memory and extractor
// time: the largest page of the wcxb-dev corpus is a few MB.
const (
	DefaultTimeout      = 30 * time.Second
	DefaultMaxBody      = 10 << 20
	DefaultMaxRedirects = 10
	DefaultUserAgent    = "Folio/0.1 (+https://github.com/folio-reader/folio; Markdown reader)"
)

// Option configures NewHTTP.
type Option func(*config)

type config struct {
	Limits
	client *http.Client
	guard  *Guard
}

// WithClient sets the client whose Transport, Jar and CheckRedirect are
// used; the fetcher adds its own redirect limits (before the client's
// CheckRedirect) and a cookie jar when the client has none.
func WithClient(c *http.Client) Option { return func(cfg *config) { cfg.client = c } }

// WithTimeout bounds one whole fetch: connecting, redirects, reading the
// body. Zero or less means DefaultTimeout.
func WithTimeout(d time.Duration) Option { return func(cfg *config) { cfg.Timeout = d } }

// WithMaxBody caps the body in bytes after decompression. Zero or less
// means DefaultMaxBody.
func WithMaxBody(n int64) Option { return func(cfg *config) { cfg.MaxBody = n } }

// WithMaxRedirects caps the redirects one fetch follows. Negative means
// DefaultMaxRedirects; zero follows none.
func WithMaxRedirects(n int) Option { return func(cfg *config) { cfg.MaxRedirects = n } }

// WithUserAgent replaces DefaultUserAgent; "" keeps the default.
func WithUserAgent(ua string) Option { return func(cfg *config) { cfg.UserAgent = ua } }

// WithGuard makes every connection of the fetcher dial through g, so it
// refuses internal addresses (see Guard). The client's Transport, if set
// with WithClient, must then be an *http.Transport (it is copied);
// NewHTTP panics otherwise, since the guard could not be enforced.
func WithGuard(g *Guard) Option { return func(cfg *config) { cfg.guard = g } }

// WithLimits sets all four limits at once, as a front end that keeps its
// own Limits passes them on; unset values take their defaults.
func WithLimits(l Limits) Option { return func(cfg *config) { cfg.Limits = l } }

func newConfig(opts []Option) config {
	cfg := config{Limits: DefaultLimits}
	for _, o := range opts {
		o(&cfg)
	}
	cfg.Limits = cfg.Limits.Normalized()
	return cfg
}
