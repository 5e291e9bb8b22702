// Package gateway is a Markdown-for-agents reverse proxy: a site puts it in
// front of its origin, and requests that ask for Markdown (Accept prefers
// text/markdown) or that a policy rule picks (AI crawlers by User-Agent,
// path globs, methods) get the page's main content as Markdown, converted
// by package extractor; every other request streams through unchanged.
//
// A Markdown answer carries Content-Type text/markdown; charset=utf-8,
// Vary: Accept (and User-Agent when a rule looked at it), x-markdown-tokens,
// Content-Signal, an ETag of the Markdown (If-None-Match gets 304) and the
// upstream's cache headers. HTML answers passed through carry the same Vary,
// their bodies untouched. Non-HTML answers, errors and redirects pass
// through. Compressed pages (gzip, br, zstd) are decoded before conversion,
// and the size cap applies after decompression.
//
// Conversions are cached in memory (bounded in bytes, honouring
// Cache-Control and Expires, revalidated with the upstream's validators);
// concurrent requests for one page share one fetch and extraction; a bound
// on concurrent extractions with a short queue answers 503 with
// Retry-After beyond it. The admin listener serves /healthz, /readyz,
// /metrics (Prometheus) and the templates API.
//
// Usage:
//
//	cfg := gateway.Defaults()
//	cfg.Upstreams = []gateway.Upstream{{Host: "*", URL: "http://127.0.0.1:8000"}}
//	g, err := gateway.New(cfg, gateway.WithExtractorOptions(extractor.WithRules(rules.Default())))
//	if err != nil {
//		return err
//	}
//	return g.ListenAndServe(ctx) // until ctx ends (SIGTERM), then drains
//
// # Security
//
// The upstreams are the operator's: they are dialled as configured,
// private addresses included. Any fetch of a URL a client names (the
// templates API's test by URL) goes through a fetch.Guard, which refuses
// private, loopback, link-local and metadata addresses at dial time, on
// every redirect; Config.FetchAllow names the internal hosts it may reach. Requests
// carrying Authorization or Cookie are converted on their own and never
// cached. The admin listener is loopback-only unless a bearer token is set;
// without a token it also refuses Host names other than loopback ones (DNS
// rebinding) and cross-origin browser requests. Template host names are
// validated as DNS names, so no request names a file outside the folder.
package gateway
