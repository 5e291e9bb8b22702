package gateway

import (
	"errors"
	"fmt"
	"net"
	"net/url"
	"runtime"
	"slices"
	"strings"
	"time"

	"folio/extractor"
)

// Config is the gateway's configuration: the YAML file's shape (see
// LoadConfig), which command-line flags override field by field.
type Config struct {
	// Listen is the public address, where clients and agents connect.
	Listen string `yaml:"listen"`
	// Admin is the listener for health, metrics and the templates API.
	Admin AdminConfig `yaml:"admin"`
	// Upstreams are the origins, chosen by the request's Host.
	Upstreams []Upstream `yaml:"upstreams"`
	// Policy decides which requests get Markdown beyond the Accept header.
	Policy Policy `yaml:"policy"`
	// ContentSignal is the default Content-Signal header of Markdown
	// answers ("" sends none); an upstream may override it.
	ContentSignal *string `yaml:"content_signal"`
	// Templates is the operator templates folder (learned ones in its
	// learned/ subfolder); Rules a folder of user rules. Both are read by
	// the command that builds the gateway.
	Templates string `yaml:"templates"`
	Rules     string `yaml:"rules"`
	// TrustForwardedProto believes the X-Forwarded-Proto of requests, for
	// a gateway behind a TLS terminator: links in the Markdown then say
	// https. Only "https" is read, and the scheme is part of the cache key.
	TrustForwardedProto bool `yaml:"trust_forwarded_proto"`
	// FetchAllow names internal hosts or ranges, optionally on one port
	// ("wiki.corp:8080"), that server-side fetches of client-named URLs
	// may reach (fetch.Allow syntax); everything private is refused
	// otherwise.
	FetchAllow []string     `yaml:"fetch_allow"`
	Cache      CacheConfig  `yaml:"cache"`
	Limits     LimitsConfig `yaml:"limits"`
	Timeouts   Timeouts     `yaml:"timeouts"`
	Log        LogConfig    `yaml:"log"`
}

// AdminConfig is the admin listener. It listens on loopback by default;
// any other address needs a bearer token.
type AdminConfig struct {
	Listen string `yaml:"listen"`
	// TokenFile holds the bearer token (one line); the environment
	// variable FOLIO_ADMIN_TOKEN is read when it is empty.
	TokenFile string `yaml:"token_file"`
	// Token is filled from TokenFile or the environment, never from YAML.
	Token string `yaml:"-"`
}

// Upstream is one origin.
type Upstream struct {
	// Host is the request host this origin serves ("*" for any host that
	// no other upstream names). Aliases are further names for it.
	Host    string   `yaml:"host"`
	Aliases []string `yaml:"aliases,omitempty"`
	// URL is where the origin listens: scheme, host and an optional path prefix.
	URL string `yaml:"url"`
	// PublicURL is the site's address as clients know it, against which
	// links in the Markdown resolve (default: the request's scheme and Host).
	PublicURL string `yaml:"public_url,omitempty"`
	// HostHeader is "client" (default: the request's Host goes upstream)
	// or "upstream" (the Host of URL).
	HostHeader string `yaml:"host_header,omitempty"`
	// Profile is the extraction profile (default main).
	Profile string `yaml:"profile,omitempty"`
	// Frontmatter prefixes the Markdown with YAML frontmatter.
	Frontmatter bool `yaml:"frontmatter,omitempty"`
	// ContentSignal overrides Config.ContentSignal for this upstream.
	ContentSignal *string `yaml:"content_signal,omitempty"`
}

// CacheConfig bounds the cache of converted pages.
type CacheConfig struct {
	// MaxBytes is the memory the cache may hold (0 turns caching off).
	MaxBytes ByteSize `yaml:"max_bytes"`
	// RenderTTL is how long a page converted through the renderer stays
	// fresh: a browser's load carries no cache headers to go by.
	RenderTTL time.Duration `yaml:"render_ttl"`
}

// LimitsConfig bounds the work the gateway takes on.
type LimitsConfig struct {
	// MaxBytes is the largest page converted, after decompression.
	MaxBytes ByteSize `yaml:"max_bytes"`
	// MaxConcurrent extractions run at once (default: the CPUs);
	// MaxQueue more wait up to QueueTimeout; beyond that, 503.
	MaxConcurrent int           `yaml:"max_concurrent"`
	MaxQueue      int           `yaml:"max_queue"`
	QueueTimeout  time.Duration `yaml:"queue_timeout"`
	// RetryAfter is the Retry-After of a 503, in whole seconds.
	RetryAfter time.Duration `yaml:"retry_after"`
	// MaxHeaderBytes bounds a request's header block.
	MaxHeaderBytes ByteSize `yaml:"max_header_bytes"`
}

// Timeouts bound every hop.
type Timeouts struct {
	ReadHeader time.Duration `yaml:"read_header"` // client: request line and headers
	Read       time.Duration `yaml:"read"`        // client: the whole request
	Write      time.Duration `yaml:"write"`       // client: the whole answer, from the end of the headers
	Idle       time.Duration `yaml:"idle"`        // client: keep-alive between requests
	Dial       time.Duration `yaml:"dial"`        // upstream: TCP connect
	TLS        time.Duration `yaml:"tls"`         // upstream: TLS handshake
	Response   time.Duration `yaml:"response"`    // upstream: until its response headers
	Fetch      time.Duration `yaml:"fetch"`       // upstream: a page to convert, body and extraction included
	Extract    time.Duration `yaml:"extract"`     // one extraction, once it has a slot
	Shutdown   time.Duration `yaml:"shutdown"`    // drain on SIGTERM before closing connections
}

// LogConfig chooses the logs: level debug, info, warn or error; format
// json or text.
type LogConfig struct {
	Level  string `yaml:"level"`
	Format string `yaml:"format"`
}

// DefaultContentSignal is the Content-Signal sent when the configuration
// names none: the page may be used for search and as input to an answer,
// not for training (https://contentsignals.org). Operators choose theirs.
const DefaultContentSignal = "ai-train=no, search=yes, ai-input=yes"

// Defaults returns a Config with every default filled in and no upstream.
func Defaults() Config {
	signal := DefaultContentSignal
	return Config{
		Listen:        "127.0.0.1:8088",
		Admin:         AdminConfig{Listen: "127.0.0.1:9090"},
		ContentSignal: &signal,
		Cache:         CacheConfig{MaxBytes: 256 << 20, RenderTTL: 10 * time.Minute},
		Limits: LimitsConfig{
			MaxBytes:      10 << 20,
			MaxConcurrent: runtime.GOMAXPROCS(0),
			MaxQueue:      4 * runtime.GOMAXPROCS(0),
			QueueTimeout:  2 * time.Second, RetryAfter: time.Second,
			MaxHeaderBytes: 64 << 10,
		},
		Timeouts: Timeouts{
			ReadHeader: 5 * time.Second, Read: 30 * time.Second, Write: 60 * time.Second,
			Idle: 90 * time.Second, Dial: 5 * time.Second, TLS: 5 * time.Second,
			Response: 30 * time.Second, Fetch: 30 * time.Second, Extract: 10 * time.Second, Shutdown: 20 * time.Second,
		},
		Log: LogConfig{Level: "info", Format: "json"},
	}
}

// Validate checks c once, before the gateway starts; every problem is
// reported, joined.
func (c *Config) Validate() error {
	var errs []error
	bad := func(format string, a ...any) { errs = append(errs, fmt.Errorf(format, a...)) }
	if len(c.Upstreams) == 0 {
		bad("no upstream: give --upstream URL or upstreams in the config file")
	}
	seen := map[string]bool{}
	for i := range c.Upstreams {
		if err := c.Upstreams[i].validate(); err != nil {
			bad("upstream %d: %v", i+1, err)
		}
		for _, h := range c.Upstreams[i].names() {
			if seen[h] {
				bad("upstream %d: host %q is served twice", i+1, h)
			}
			seen[h] = true
		}
	}
	if err := c.Policy.compile(); err != nil {
		errs = append(errs, err)
	}
	if c.Limits.MaxConcurrent < 1 || c.Limits.MaxQueue < 0 || c.Limits.MaxBytes <= 0 {
		bad("limits: max_concurrent must be at least 1, max_queue at least 0, max_bytes positive")
	}
	if c.Cache.MaxBytes < 0 {
		bad("cache: max_bytes must not be negative")
	}
	if err := c.Timeouts.validate(); err != nil {
		errs = append(errs, err)
	}
	if err := c.Admin.validate(); err != nil {
		errs = append(errs, err)
	}
	if !slices.Contains([]string{"debug", "info", "warn", "error"}, strings.ToLower(c.Log.Level)) || (c.Log.Format != "json" && c.Log.Format != "text") {
		bad("log: level %q, format %q: want debug, info, warn or error, and json or text", c.Log.Level, c.Log.Format)
	}
	return errors.Join(errs...)
}

func (u *Upstream) validate() error {
	t, err := url.Parse(u.URL)
	if err != nil || (t.Scheme != "http" && t.Scheme != "https") || t.Host == "" || t.RawQuery != "" || t.Fragment != "" {
		return fmt.Errorf("url %q: want http(s)://host[:port][/prefix]", u.URL)
	}
	if u.Host == "" {
		u.Host = "*"
	}
	if u.PublicURL != "" {
		p, err := url.Parse(u.PublicURL)
		if err != nil || (p.Scheme != "http" && p.Scheme != "https") || p.Host == "" {
			return fmt.Errorf("public_url %q: want http(s)://host", u.PublicURL)
		}
	}
	switch u.HostHeader {
	case "":
		u.HostHeader = "client"
	case "client", "upstream":
	default:
		return fmt.Errorf("host_header %q: want client or upstream", u.HostHeader)
	}
	if u.Profile == "" {
		u.Profile = string(extractor.ProfileMain)
	}
	p, err := extractor.ParseProfile(u.Profile)
	if err != nil {
		return err
	}
	u.Profile = string(p)
	return nil
}

// names returns the hosts an upstream answers for, normalised.
func (u *Upstream) names() []string {
	out := []string{normHost(u.Host)}
	for _, a := range u.Aliases {
		out = append(out, normHost(a))
	}
	return out
}

func (t *Timeouts) validate() error {
	for name, d := range map[string]time.Duration{
		"read_header": t.ReadHeader, "read": t.Read, "write": t.Write, "idle": t.Idle, "dial": t.Dial,
		"tls": t.TLS, "response": t.Response, "fetch": t.Fetch, "extract": t.Extract, "shutdown": t.Shutdown,
	} {
		if d <= 0 {
			return fmt.Errorf("timeouts: %s must be positive (every hop has a bound)", name)
		}
	}
	return nil
}

// validate refuses an admin listener reachable beyond loopback without a
// token: the templates API writes files.
func (a *AdminConfig) validate() error {
	if a.Listen == "" || a.Token != "" {
		return nil
	}
	host, _, err := net.SplitHostPort(a.Listen)
	if err != nil {
		return fmt.Errorf("admin: listen %q: %v", a.Listen, err)
	}
	if !isLoopbackHost(host) {
		return fmt.Errorf("admin: listen %q is not loopback: set admin.token_file or FOLIO_ADMIN_TOKEN", a.Listen)
	}
	return nil
}

// isLoopbackHost says whether a listen or Host name is loopback only.
func isLoopbackHost(host string) bool {
	if strings.EqualFold(host, "localhost") {
		return true
	}
	ip := net.ParseIP(host)
	return ip != nil && ip.IsLoopback()
}

// normHost lower-cases a host and drops its port and a trailing dot.
func normHost(h string) string {
	h = strings.ToLower(h)
	if host, _, err := net.SplitHostPort(h); err == nil {
		h = host
	}
	return strings.TrimSuffix(h, ".")
}
