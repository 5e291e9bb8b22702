package main

import (
	"context"
	"flag"
	"fmt"
	"io"
	"log/slog"
	"net/url"
	"os"
	"os/signal"
	"strings"
	"syscall"

	"folio/fetch"
	gw "folio/gateway"
)

// proxyFlags are serve's reverse-proxy flags: with --upstream or --config
// the server is a Markdown-for-agents gateway in front of an origin.
type proxyFlags struct {
	config        string
	upstream      string
	adminAddr     string
	cacheBytes    string
	maxConcurrent int
	frontmatter   bool
	logLevel      string
}

func registerProxyFlags(fs *flag.FlagSet) *proxyFlags {
	p := &proxyFlags{}
	fs.StringVar(&p.config, "config", "", "YAML configuration of the gateway (flags override it)")
	fs.StringVar(&p.upstream, "upstream", "", "origin URL: serve as a reverse proxy answering Markdown to agents")
	fs.StringVar(&p.adminAddr, "admin-addr", "", "admin listener: health, metrics, templates API (default 127.0.0.1:9090)")
	fs.StringVar(&p.cacheBytes, "cache-bytes", "", "memory for converted pages, e.g. 256MiB (0: no cache)")
	fs.IntVar(&p.maxConcurrent, "max-concurrent", 0, "extractions at once (default: the CPUs)")
	fs.BoolVar(&p.frontmatter, "frontmatter", false, "prefix Markdown answers with YAML frontmatter")
	fs.StringVar(&p.logLevel, "log-level", "", "debug, info, warn or error")
	return p
}

func (p *proxyFlags) enabled() bool { return p.upstream != "" || p.config != "" }

// run builds the gateway from the config file and the flags set on the
// command line, and serves until SIGTERM or SIGINT, then drains.
func (p *proxyFlags) run(fs *flag.FlagSet, data *dataFlags, stderr io.Writer) int {
	cfg, err := p.load(fs, data)
	if err != nil {
		return failf(stderr, exitUsage, "serve: %v", err)
	}
	log := newLogger(cfg.Log, stderr)
	if data.templates == "" {
		data.templates = cfg.Templates
	}
	if data.rules == "" {
		data.rules = cfg.Rules
	}
	// Host templates only when a folder is named (see serveUsage). Pages
	// come from the upstream itself, not from clients: they may teach.
	data.learn = true
	ud, err := data.open(stderr, data.templates != "", true)
	if err != nil {
		return failf(stderr, exitError, "serve: %v", err)
	}
	defer closeData(ud, stderr)
	opts := []gw.Option{gw.WithLogger(log), gw.WithExtractorData(ud.ExtractorOptions), gw.WithTemplateStore(ud.Store())}
	if cfg.Policy.Renders() {
		guard, err := renderGuard(cfg)
		if err != nil {
			return failf(stderr, exitUsage, "serve: %v", err)
		}
		b, err := fetch.NewBrowser(fetch.WithPageTimeout(cfg.Timeouts.Fetch),
			fetch.WithBrowserMaxBody(int64(cfg.Limits.MaxBytes)), fetch.WithBrowserGuard(guard))
		if err != nil {
			return failf(stderr, exitError, "serve: a render rule needs a Chromium: %v (Debian: apt-get install chromium)", err)
		}
		defer b.Close()
		opts = append(opts, gw.WithRenderer(b))
	}
	g, err := gw.New(cfg, opts...)
	if err != nil {
		return failf(stderr, exitUsage, "serve: %s", strings.ReplaceAll(err.Error(), "\n", "; "))
	}
	ctx, stop := signal.NotifyContext(context.Background(), syscall.SIGTERM, os.Interrupt)
	defer stop()
	if err := g.ListenAndServe(ctx); err != nil {
		return failf(stderr, exitError, "serve: %v", err)
	}
	return exitOK
}

// renderGuard is the SSRF guard of the render rules' browser: a rendered
// page's scripts run on the gateway, and what they read they can write
// into the DOM that becomes the Markdown. It allows the upstreams (the
// operator named them, and they are often on loopback or a private
// network) and fetch_allow; everything else a page reaches for is judged
// by its resolved address.
func renderGuard(cfg gw.Config) (*fetch.Guard, error) {
	allow := append([]string(nil), cfg.FetchAllow...)
	for _, up := range cfg.Upstreams {
		if u, err := url.Parse(up.URL); err == nil && u.Hostname() != "" {
			allow = append(allow, u.Hostname())
		}
	}
	g, err := fetch.NewGuard(fetch.Allow(allow...))
	if err != nil {
		return nil, fmt.Errorf("fetch_allow: %w", err)
	}
	return g, nil
}

// load reads --config and applies the flags given on the command line
// over it (flags not given leave the file's values alone).
func (p *proxyFlags) load(fs *flag.FlagSet, data *dataFlags) (gw.Config, error) {
	cfg, err := gw.LoadConfig(p.config)
	if err != nil {
		return cfg, err
	}
	var errs []string
	set := map[string]bool{}
	fs.Visit(func(f *flag.Flag) {
		set[f.Name] = true
		switch f.Name {
		case "upstream":
			cfg.Upstreams = withUpstream(cfg.Upstreams, p.upstream)
		case "addr":
			cfg.Listen = f.Value.String()
		case "admin-addr":
			cfg.Admin.Listen = p.adminAddr
		case "max-bytes":
			n, _ := f.Value.(flag.Getter).Get().(int64)
			cfg.Limits.MaxBytes = gw.ByteSize(n)
		case "cache-bytes":
			n, err := gw.ParseByteSize(p.cacheBytes)
			if err != nil {
				errs = append(errs, "--cache-bytes: "+err.Error())
			}
			cfg.Cache.MaxBytes = n
		case "max-concurrent":
			cfg.Limits.MaxConcurrent = p.maxConcurrent
		case "fetch-allow":
			for _, a := range strings.Split(f.Value.String(), ",") {
				if a = strings.TrimSpace(a); a != "" {
					cfg.FetchAllow = append(cfg.FetchAllow, a)
				}
			}
		case "log-level":
			cfg.Log.Level = p.logLevel
		}
	})
	if set["frontmatter"] { // after --upstream, which may add an upstream
		for i := range cfg.Upstreams {
			cfg.Upstreams[i].Frontmatter = p.frontmatter
		}
	}
	if len(errs) > 0 {
		return cfg, fmt.Errorf("%s", strings.Join(errs, "; "))
	}
	return cfg, nil
}

// withUpstream makes url the upstream of every host the file does not name.
func withUpstream(ups []gw.Upstream, url string) []gw.Upstream {
	for i := range ups {
		if ups[i].Host == "" || ups[i].Host == "*" {
			ups[i].URL = url
			return ups
		}
	}
	return append(ups, gw.Upstream{Host: "*", URL: url})
}

// newLogger returns the gateway's structured logger on stderr.
func newLogger(c gw.LogConfig, stderr io.Writer) *slog.Logger {
	var level slog.Level
	if err := level.UnmarshalText([]byte(c.Level)); err != nil {
		level = slog.LevelInfo
	}
	opts := &slog.HandlerOptions{Level: level}
	if c.Format == "text" {
		return slog.New(slog.NewTextHandler(stderr, opts))
	}
	return slog.New(slog.NewJSONHandler(stderr, opts))
}
