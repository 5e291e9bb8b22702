package app

import (
	"net/http"
	"time"

	"folio/extractor"
	"folio/fetch"
)

// Defaults for a Loader. The body cap bounds memory and extractor time: the
// largest page of the wcxb-dev corpus is a few MB, and a reader has no use
// for more than 10 MB of text.
const (
	DefaultTimeout      = fetch.DefaultTimeout
	DefaultMaxBody      = fetch.DefaultMaxBody
	DefaultMaxRedirects = fetch.DefaultMaxRedirects
	DefaultUserAgent    = fetch.DefaultUserAgent
)

// LoaderOption configures NewLoader.
type LoaderOption func(*loaderConfig)

type loaderConfig struct {
	fetch.Limits
	client        *http.Client
	fetcher       fetch.Fetcher
	renderer      fetch.Fetcher
	systemBrowser bool
	extract       []extractor.Option
	data          *userData
}

// WithHTTPClient sets the client used for web pages. Its Transport is used
// as is; the Loader applies its own redirect limit and timeout on top.
func WithHTTPClient(c *http.Client) LoaderOption {
	return func(cfg *loaderConfig) { cfg.client = c }
}

// WithFetcher replaces the HTTP fetcher for web pages (a browser fetcher,
// a test double). WithHTTPClient, WithMaxRedirects and WithUserAgent then
// have no effect; the timeout and the body cap still bound the load.
func WithFetcher(f fetch.Fetcher) LoaderOption {
	return func(cfg *loaderConfig) { cfg.fetcher = f }
}

// WithRenderer sets the fetcher of Render: a browser (fetch.NewBrowser)
// for pages whose scripts build the content. Without it Render is off
// (CanRender reports false). Close closes it when it has a Close method.
func WithRenderer(f fetch.Fetcher) LoaderOption {
	return func(cfg *loaderConfig) { cfg.renderer = f }
}

// WithSystemBrowser renders through the Chromium or Chrome installed on
// the system (fetch.FindChromium), when there is one; otherwise Render
// stays off. The browser process starts on the first Render.
func WithSystemBrowser() LoaderOption {
	return func(cfg *loaderConfig) { cfg.systemBrowser = true }
}

// WithTimeout bounds one whole load: connecting, redirects, reading the
// body. Zero or less means DefaultTimeout.
func WithTimeout(d time.Duration) LoaderOption {
	return func(cfg *loaderConfig) { cfg.Timeout = d }
}

// WithMaxBody caps the bytes read from a file or a response body (after
// decompression). Zero or less means DefaultMaxBody.
func WithMaxBody(n int64) LoaderOption {
	return func(cfg *loaderConfig) { cfg.MaxBody = n }
}

// WithMaxRedirects caps the redirects followed for one load. A negative
// value means DefaultMaxRedirects; zero follows none.
func WithMaxRedirects(n int) LoaderOption {
	return func(cfg *loaderConfig) { cfg.MaxRedirects = n }
}

// WithUserAgent replaces DefaultUserAgent. An empty string keeps the default.
func WithUserAgent(ua string) LoaderOption {
	return func(cfg *loaderConfig) { cfg.UserAgent = ua }
}

// WithExtractorOptions adds options to every extraction (host templates,
// rules, limits as the extractor grows them). The loader's own choices
// (the RAG profile, the page URL, the Content-Type) come first, so these
// may override them.
func WithExtractorOptions(opts ...extractor.Option) LoaderOption {
	return func(cfg *loaderConfig) { cfg.extract = append(cfg.extract, opts...) }
}

func newLoaderConfig(opts []LoaderOption) loaderConfig {
	cfg := loaderConfig{Limits: fetch.DefaultLimits}
	for _, o := range opts {
		o(&cfg)
	}
	cfg.Limits = cfg.Limits.Normalized()
	if cfg.systemBrowser {
		// After the options, so the page timeout is the load's whatever
		// order they came in.
		if b, err := fetch.NewBrowser(fetch.WithPageTimeout(cfg.Timeout)); err == nil {
			cfg.renderer = b
		}
	}
	return cfg
}
