package fetch

import (
	"context"
	"errors"
	"fmt"
	"os"
	"sync"
	"time"

	"github.com/chromedp/chromedp"
)

// Defaults of the browser fetcher.
const (
	DefaultPageTimeout = 20 * time.Second
	DefaultMaxTabs     = 4
	// DefaultSettle is how long the page must stay quiet (no request in
	// flight, no DOM change) to count as rendered: long enough for a
	// framework's second round of requests after the first render, short
	// enough that a rendered page costs well under a second more.
	DefaultSettle = 500 * time.Millisecond
)

// Browser is the fetcher that renders pages in a headless Chromium found
// on the system (FindChromium): for pages whose content a script builds.
// It starts one browser process on the first Fetch and reuses it for every
// page, each in its own tab, at most MaxTabs at once; a Fetch waits for the
// page to settle (no request in flight and no DOM change for the settle
// time), blocks images, fonts and media, and returns the DOM as HTML.
// It is safe for concurrent use; Close ends the browser.
type Browser struct {
	cfg  browserConfig
	tabs chan struct{} // a slot per open tab

	mu        sync.Mutex
	allocStop context.CancelFunc
	browser   context.Context // the chromedp context that owns the process
	stop      context.CancelFunc
	proxy     *guardProxy // the browser-wide guarded proxy, with a Guard
	closed    bool
}

// BrowserOption configures NewBrowser.
type BrowserOption func(*browserConfig)

type browserConfig struct {
	path        string
	pageTimeout time.Duration
	maxTabs     int
	settle      time.Duration
	maxBody     int64
	userAgent   string
	guard       *Guard
}

// WithBrowserPath names the Chromium executable instead of FindChromium.
func WithBrowserPath(p string) BrowserOption { return func(c *browserConfig) { c.path = p } }

// WithPageTimeout bounds one page: navigation, scripts and settling. Zero
// or less means DefaultPageTimeout.
func WithPageTimeout(d time.Duration) BrowserOption {
	return func(c *browserConfig) { c.pageTimeout = d }
}

// WithMaxTabs bounds the tabs open at once; more Fetch calls wait. Zero or
// less means DefaultMaxTabs.
func WithMaxTabs(n int) BrowserOption { return func(c *browserConfig) { c.maxTabs = n } }

// WithSettle sets how long a page must stay quiet to count as rendered.
// Zero or less means DefaultSettle.
func WithSettle(d time.Duration) BrowserOption { return func(c *browserConfig) { c.settle = d } }

// WithBrowserMaxBody caps the rendered HTML. Zero or less means
// DefaultMaxBody.
func WithBrowserMaxBody(n int64) BrowserOption { return func(c *browserConfig) { c.maxBody = n } }

// WithBrowserUserAgent replaces the browser's own User-Agent.
func WithBrowserUserAgent(ua string) BrowserOption {
	return func(c *browserConfig) { c.userAgent = ua }
}

// WithBrowserGuard makes every request of every page (the navigation and
// its redirects, scripts, frames, fetch and XHR, WebSockets) leave through
// g, as WithGuard does for the HTTP fetcher: Chromium gets a proxy on a
// loopback port that resolves names itself and dials only addresses g
// allows. A page whose navigation g refuses fails with ErrBlocked; a
// refused subresource fails inside the page. Each Fetch also runs in its
// own browser context (no cookies or cache shared between pages). WebRTC
// may use no UDP outside the proxy.
func WithBrowserGuard(g *Guard) BrowserOption { return func(c *browserConfig) { c.guard = g } }

// NewBrowser returns a browser fetcher, or ErrNoBrowser when no Chromium
// is installed. The browser process starts on the first Fetch.
func NewBrowser(opts ...BrowserOption) (*Browser, error) {
	cfg := browserConfig{}
	for _, o := range opts {
		o(&cfg)
	}
	if cfg.path == "" {
		p, err := FindChromium()
		if err != nil {
			return nil, err
		}
		cfg.path = p
	} else if _, err := os.Stat(cfg.path); err != nil {
		return nil, fmt.Errorf("%w: %v", ErrNoBrowser, err)
	}
	if cfg.pageTimeout <= 0 {
		cfg.pageTimeout = DefaultPageTimeout
	}
	if cfg.maxTabs <= 0 {
		cfg.maxTabs = DefaultMaxTabs
	}
	if cfg.settle <= 0 {
		cfg.settle = DefaultSettle
	}
	if cfg.maxBody <= 0 {
		cfg.maxBody = DefaultMaxBody
	}
	return &Browser{cfg: cfg, tabs: make(chan struct{}, cfg.maxTabs)}, nil
}

// Path returns the Chromium executable the fetcher runs.
func (b *Browser) Path() string { return b.cfg.path }

// errClosed is the cause of a Fetch after Close.
var errClosed = errors.New("fetch: browser closed")

// start returns the browser's context, starting the process on first use
// and again if it died.
func (b *Browser) start() (context.Context, error) {
	b.mu.Lock()
	defer b.mu.Unlock()
	if b.closed {
		return nil, errClosed
	}
	if b.browser != nil && b.browser.Err() == nil {
		return b.browser, nil
	}
	b.shutdown()
	opts := append(chromedp.DefaultExecAllocatorOptions[:],
		chromedp.ExecPath(b.cfg.path),
		chromedp.DisableGPU,
		chromedp.Flag("blink-settings", "imagesEnabled=false"),
		chromedp.Flag("mute-audio", true),
	)
	if os.Geteuid() == 0 { // Chromium refuses to run as root with its sandbox
		opts = append(opts, chromedp.NoSandbox)
	}
	if b.cfg.userAgent != "" {
		opts = append(opts, chromedp.UserAgent(b.cfg.userAgent))
	}
	if b.cfg.guard != nil {
		px, err := startGuardProxy(b.cfg.guard)
		if err != nil {
			return nil, fmt.Errorf("fetch: the browser's guarded proxy: %w", err)
		}
		b.proxy = px
		opts = append(opts, guardedFlags(px.URL())...)
	}
	alloc, allocStop := chromedp.NewExecAllocator(context.Background(), opts...)
	ctx, stop := chromedp.NewContext(alloc)
	if err := chromedp.Do(ctx); err != nil { // starts the process, with no timeout
		stop()
		allocStop()
		b.closeProxy()
		return nil, fmt.Errorf("%w: starting %s: %v", ErrNoBrowser, b.cfg.path, err)
	}
	b.browser, b.stop, b.allocStop = ctx, stop, allocStop
	return ctx, nil
}

// guardedFlags send all of Chromium's traffic through the proxy at
// proxyURL: loopback too (Chromium bypasses proxies for it by default),
// and WebRTC's UDP, which no HTTP proxy carries, is turned off.
func guardedFlags(proxyURL string) []chromedp.ExecAllocatorOption {
	return []chromedp.ExecAllocatorOption{
		chromedp.ProxyServer(proxyURL),
		chromedp.Flag("proxy-bypass-list", "<-loopback>"),
		chromedp.Flag("force-webrtc-ip-handling-policy", "disable_non_proxied_udp"),
		chromedp.Flag("webrtc-ip-handling-policy", "disable_non_proxied_udp"),
		chromedp.Flag("disable-quic", true),
	}
}

// shutdown ends the process, if any. b.mu is held.
func (b *Browser) shutdown() {
	if b.stop != nil {
		b.stop()
		b.allocStop()
	}
	b.browser, b.stop, b.allocStop = nil, nil, nil
	b.closeProxy()
}

// closeProxy ends the browser-wide proxy, if any. b.mu is held.
func (b *Browser) closeProxy() {
	if b.proxy != nil {
		b.proxy.Close()
		b.proxy = nil
	}
}

// Close ends the browser process. Fetch fails after it.
func (b *Browser) Close() error {
	b.mu.Lock()
	defer b.mu.Unlock()
	b.closed = true
	b.shutdown()
	return nil
}
