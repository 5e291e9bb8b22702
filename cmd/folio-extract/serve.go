package main

import (
	"bytes"
	"errors"
	"flag"
	"fmt"
	"io"
	"net/http"
	"strings"
	"time"

	"folio/convert"
	"folio/extractor"
	"folio/fetch"
)

const serveUsage = `usage: folio-extract serve [--addr HOST:PORT] [--allow-fetch] [--fetch-allow LIST]
                           [--max-bytes N] [--rules DIR] [--templates DIR] [--learn]
       folio-extract serve --upstream URL | --config FILE [--addr HOST:PORT] [--admin-addr HOST:PORT]
                           [--cache-bytes SIZE] [--max-concurrent N] [--frontmatter] [--log-level L]

A Markdown gateway for agents and batch jobs:
  POST /extract?url=URL&format=markdown|text|json&profile=NAME   body: the HTML page
  GET  /extract?url=URL&...      fetches URL itself (only with --allow-fetch)
  GET  /healthz
It listens on 127.0.0.1:8088 by default. --allow-fetch makes the server fetch
the URLs it is given, through an SSRF guard that refuses loopback, private,
link-local, CGNAT, multicast and cloud-metadata addresses (after DNS, on every
redirect); --fetch-allow names the internal addresses, ranges or hosts it may
reach all the same, comma-separated (10.1.2.3, 10.1.0.0/16, wiki.corp,
*.corp.example).
Rules: the embedded ones, overridden by --rules DIR (default the user's).
Host templates only with --templates DIR: operator templates there are
reloaded as they change. Learned ones (DIR/learned) only with --learn: they
are taught by the pages clients send, and a client that claims another
site's url can teach that host a wrong template (a template is re-checked
against the classifier and dropped when they disagree, but a wrong one
serves until then), so enable learning only for clients you trust.

With --upstream URL (or a --config file naming upstreams by host) it is a
reverse proxy in front of that origin instead: requests whose Accept prefers
text/markdown, or that the config's policy picks (AI crawlers...), get the
page as Markdown; all others pass through unchanged. The admin listener
(127.0.0.1:9090; a token is required elsewhere) serves /healthz, /readyz,
/metrics and /templates. Flags override the config file. SIGTERM drains.
See the README's "Markdown for agents" section.
`

func serveCommand(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("serve", flag.ContinueOnError)
	fs.SetOutput(stderr)
	fs.Usage = func() { fmt.Fprint(stderr, serveUsage) }
	addr := fs.String("addr", "127.0.0.1:8088", "address to listen on")
	allowFetch := fs.Bool("allow-fetch", false, "let GET requests fetch the url parameter")
	fetchAllow := fs.String("fetch-allow", "", "internal addresses, ranges or hosts --allow-fetch may reach, comma-separated, each optionally on one port (wiki.corp:8080)")
	maxBytes := fs.Int64("max-bytes", 10<<20, "largest page accepted, in bytes")
	var data dataFlags
	data.register(fs)
	data.registerLearn(fs, "let the pages clients send teach learned templates (with --templates; trusted clients only)")
	proxy := registerProxyFlags(fs)
	if err := fs.Parse(args); err != nil {
		if err == flag.ErrHelp {
			return exitOK
		}
		return exitUsage
	}
	if fs.NArg() != 0 {
		fmt.Fprint(stderr, serveUsage)
		return exitUsage
	}
	if proxy.enabled() {
		return proxy.run(fs, &data, stderr)
	}
	fetcher, err := serveFetcher(*allowFetch, *fetchAllow, *maxBytes)
	if err != nil {
		return failf(stderr, exitUsage, "serve: %v", err)
	}
	// Host templates only when --templates names a folder (see serveUsage).
	ud, err := data.open(stderr, data.templates != "", true)
	if err != nil {
		return failf(stderr, exitError, "serve: %v", err)
	}
	defer closeData(ud, stderr)
	srv := &http.Server{
		Addr:              *addr,
		Handler:           guardServe(newGateway(fetcher, *maxBytes, ud.ExtractorOptions), *addr),
		ReadHeaderTimeout: 10 * time.Second,
		ReadTimeout:       60 * time.Second,
		WriteTimeout:      90 * time.Second,
	}
	fmt.Fprintf(stderr, "folio-extract: serving on http://%s\n", *addr)
	if err := srv.ListenAndServe(); err != nil && !errors.Is(err, http.ErrServerClosed) {
		return failf(stderr, exitError, "serve: %v", err)
	}
	return exitOK
}

// gateway converts pages over HTTP with the same options as the command.
type gateway struct {
	fetcher  fetch.Fetcher // nil: GET /extract is off
	maxBytes int64
	// data returns the current rules and templates (nil: the embedded
	// rules); the user's folders are watched, so each request asks again.
	data func() []extractor.Option
}

// serveFetcher returns the fetcher of GET /extract: nil unless allowed,
// and always behind the SSRF guard with the operator's allow list.
func serveFetcher(allowFetch bool, allowList string, maxBytes int64) (fetch.Fetcher, error) {
	if !allowFetch {
		if allowList != "" {
			return nil, errors.New("--fetch-allow needs --allow-fetch")
		}
		return nil, nil
	}
	var entries []string
	for _, e := range strings.Split(allowList, ",") {
		if e = strings.TrimSpace(e); e != "" {
			entries = append(entries, e)
		}
	}
	guard, err := fetch.NewGuard(fetch.Allow(entries...))
	if err != nil {
		return nil, err
	}
	return newFetcher(30*time.Second, maxBytes, guard), nil
}

// newGateway returns the handler; f fetches GET /extract's url (nil: off),
// data gives the rules and templates of each request (nil: the embedded
// rules).
func newGateway(f fetch.Fetcher, maxBytes int64, data func() []extractor.Option) http.Handler {
	g := &gateway{fetcher: f, maxBytes: maxBytes, data: data}
	mux := http.NewServeMux()
	mux.HandleFunc("GET /healthz", func(w http.ResponseWriter, r *http.Request) { io.WriteString(w, "ok\n") })
	mux.HandleFunc("/extract", g.extract)
	return mux
}

func (g *gateway) extract(w http.ResponseWriter, r *http.Request) {
	q := r.URL.Query()
	f := extractFlags{pageURL: q.Get("url"), format: q.Get("format"), profile: q.Get("profile"), frontmatter: q.Get("frontmatter") == "1"}
	if f.format == "" {
		f.format = "markdown"
	}
	if f.profile == "" {
		f.profile = "main"
	}
	p, err := extractor.ParseProfile(f.profile)
	if err != nil || (f.format != "markdown" && f.format != "text" && f.format != "json") {
		http.Error(w, "bad format or profile", http.StatusBadRequest)
		return
	}
	f.profile = string(p)
	in, status, err := g.input(r, f.pageURL)
	if err != nil {
		http.Error(w, err.Error(), status)
		return
	}
	if in.url != "" {
		f.pageURL = in.url
	}
	f.maxBytes = g.maxBytes
	var opts []extractor.Option
	if g.data != nil {
		opts = g.data()
	}
	res, err := convertInput(in, f, opts)
	if errors.Is(err, convert.ErrUnsupported) {
		http.Error(w, err.Error(), http.StatusUnsupportedMediaType)
		return
	} else if err != nil {
		http.Error(w, err.Error(), http.StatusUnprocessableEntity)
		return
	}
	var buf bytes.Buffer
	if err := writeResult(&buf, res, f, in.fetched); err != nil {
		http.Error(w, err.Error(), http.StatusInternalServerError)
		return
	}
	w.Header().Set("Content-Type", contentTypes[f.format])
	if ex := res.Extraction; ex != nil {
		w.Header().Set("X-Folio-Source", string(ex.Source))
		if ex.Framework != "" {
			w.Header().Set("X-Folio-Framework", ex.Framework)
		}
	}
	if why := emptyReason(res); why != "" {
		w.Header().Set("X-Folio-Empty", why)
	}
	w.Write(buf.Bytes())
}

var contentTypes = map[string]string{
	"markdown": "text/markdown; charset=utf-8",
	"text":     "text/plain; charset=utf-8",
	"json":     "application/json",
}

// input reads the page from the request body (POST) or fetches it (GET).
func (g *gateway) input(r *http.Request, pageURL string) (input, int, error) {
	switch r.Method {
	case http.MethodPost:
		data, err := readCapped(http.MaxBytesReader(nil, r.Body, g.maxBytes+1), g.maxBytes)
		if err != nil {
			return input{}, http.StatusRequestEntityTooLarge, err
		}
		return input{data: data, contentType: r.Header.Get("Content-Type"), fetched: time.Now()}, 0, nil
	case http.MethodGet:
		if g.fetcher == nil {
			return input{}, http.StatusForbidden, errors.New("fetching is off: POST the page, or start the server with --allow-fetch")
		}
		// Only the network: a path or "-" here would read the server's own files.
		if !strings.HasPrefix(pageURL, "http://") && !strings.HasPrefix(pageURL, "https://") {
			return input{}, http.StatusBadRequest, errors.New("url parameter must be an http(s) URL")
		}
		in, err := fetchInput(r.Context(), g.fetcher, pageURL)
		switch {
		case errors.Is(err, fetch.ErrBlocked):
			return input{}, http.StatusForbidden, err
		case err != nil:
			return input{}, http.StatusBadGateway, err
		}
		return in, 0, nil
	}
	return input{}, http.StatusMethodNotAllowed, errors.New("use GET or POST")
}
