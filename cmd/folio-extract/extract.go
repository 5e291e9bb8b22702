package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"strings"
	"time"

	"folio/convert"
	"folio/extractor"
	"folio/fetch"
)

const extractUsage = `usage: folio-extract [--url URL] [--format markdown|text|json] [--profile NAME] [--frontmatter]
                     [--templates DIR] [--no-templates] [--learn] [--rules DIR] [--render]
                     FILE|URL|-

  FILE may be gzip-compressed (.gz); - reads stdin; an http(s) URL is fetched
  (Markdown asked for first). --render fetches the URL through a headless
  Chromium found on the system, for pages whose scripts build the content.
  Profiles: main (content only, default), rag (content plus breadcrumbs and
  related links), nav (navigation only), all (whole body, no selection),
  debug (every block, annotated with role, score, path and the prune
  rule that cut it).
  Rules: the embedded platform rules, overridden by id by the *.yaml files
  of --rules DIR (default <config dir>/folio/rules). Templates (main and rag
  profiles, pages with a URL): the operator template of the host
  (--templates DIR/HOST.yaml, default <config dir>/folio/templates); with
  --learn, else a learned one (DIR/learned, default <cache dir>/folio/templates),
  which pages classified in full teach. Without --learn the output depends
  only on the page, the rules and the operator templates.

subcommands:
  batch [-o FILE] INPUT...             WARC / JSON Lines / folders in, JSON Lines / Parquet out (batch -h)
  bench DIR...                         time the extractor over a folder of pages (bench -h)
  gym score KIND DIR                   score extraction against ground truth (gym -h);
                                       KIND: wcxb, scrapinghub, traf, readability
  template list|show|add|remove|test   manage operator templates (template -h)
  serve [--addr A] [--allow-fetch]     an HTTP gateway: HTML in, Markdown out
  library save|list|search|reextract   the saved-pages library (library -h)
`

type extractFlags struct {
	pageURL     string
	format      string
	profile     string
	frontmatter bool
	timeout     time.Duration
	render      bool
	maxBytes    int64
	data        dataFlags
}

func extractCommand(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	f, arg, code, ok := parseExtractFlags(args, stderr)
	if !ok {
		return code
	}
	fetcher, closeFetcher, err := f.fetcher(arg)
	if err != nil {
		return failf(stderr, exitError, "%v", err)
	}
	in, err := readInput(context.Background(), arg, stdin, fetcher, f.maxBytes)
	closeFetcher()
	if err != nil {
		return failf(stderr, exitError, "%v", err)
	}
	if f.pageURL == "" {
		f.pageURL = in.url
	}
	// Templates are per host: a page without one opens none.
	data, err := f.data.open(stderr, hostOf(f.pageURL) != "", false)
	if err != nil {
		return failf(stderr, exitError, "%v", err)
	}
	res, err := convertInput(in, f, data.ExtractorOptions())
	closeData(data, stderr)
	if err != nil {
		return failf(stderr, exitError, "%v", err)
	}
	if why := emptyReason(res); why != "" {
		fmt.Fprintf(stderr, "folio-extract: %s\n", why)
	}
	if err := writeResult(stdout, res, f, in.fetched); err != nil {
		return failf(stderr, exitError, "writing output: %v", err)
	}
	return exitOK
}

// parseExtractFlags reads the flags and the one argument; when ok is
// false the command ends with code.
func parseExtractFlags(args []string, stderr io.Writer) (f extractFlags, arg string, code int, ok bool) {
	fs := flag.NewFlagSet("folio-extract", flag.ContinueOnError)
	fs.SetOutput(stderr)
	fs.Usage = func() { fmt.Fprint(stderr, extractUsage) }
	fs.StringVar(&f.pageURL, "url", "", "the page's address (resolves relative links)")
	fs.StringVar(&f.format, "format", "markdown", "markdown, text or json")
	fs.StringVar(&f.profile, "profile", "main", "main, rag, nav, all or debug")
	fs.BoolVar(&f.frontmatter, "frontmatter", false, "prepend YAML frontmatter (markdown only)")
	fs.DurationVar(&f.timeout, "timeout", 30*time.Second, "fetch timeout for a URL")
	fs.BoolVar(&f.render, "render", false, "render the URL in a system Chromium (pages built by scripts)")
	fs.Int64Var(&f.maxBytes, "max-bytes", extractor.DefaultLimits.MaxBytes, "largest input accepted, in bytes")
	f.data.register(fs)
	f.data.registerNoTemplates(fs)
	f.data.registerLearn(fs, "use and teach learned host templates (DIR/learned): later output then depends on earlier pages")
	if err := fs.Parse(args); err != nil {
		if err == flag.ErrHelp {
			return f, "", exitOK, false
		}
		return f, "", exitUsage, false
	}
	if fs.NArg() != 1 {
		fmt.Fprint(stderr, extractUsage)
		return f, "", exitUsage, false
	}
	if f.format != "markdown" && f.format != "text" && f.format != "json" {
		return f, "", failf(stderr, exitUsage, "unknown format %q (markdown, text or json)", f.format), false
	}
	p, err := extractor.ParseProfile(f.profile)
	if err != nil {
		return f, "", failf(stderr, exitUsage, "%v", err), false
	}
	f.profile = string(p)
	if f.render && !isURL(fs.Arg(0)) {
		return f, "", failf(stderr, exitUsage, "--render needs an http(s) URL"), false
	}
	return f, fs.Arg(0), exitOK, true
}

// fetcher returns the fetcher for a URL: the system Chromium with
// --render, else HTTP; close ends the browser.
func (f extractFlags) fetcher(arg string) (fetch.Fetcher, func(), error) {
	if !f.render || !isURL(arg) {
		return newFetcher(f.timeout, f.maxBytes, nil), func() {}, nil
	}
	b, err := fetch.NewBrowser(fetch.WithPageTimeout(f.timeout), fetch.WithBrowserMaxBody(f.maxBytes))
	if errors.Is(err, fetch.ErrNoBrowser) {
		return nil, nil, errors.New("--render: no Chromium or Chrome found on PATH or in the usual places (Debian: apt-get install chromium)")
	}
	if err != nil {
		return nil, nil, err
	}
	return b, func() { b.Close() }, nil
}

// convertInput converts the page by its kind, as the reader does: HTML
// through the extractor with the profile, limits and data options;
// Markdown, feeds and text as they are shown.
func convertInput(in input, f extractFlags, opts []extractor.Option) (*convert.Result, error) {
	lim := extractor.DefaultLimits
	lim.MaxBytes = f.maxBytes
	return convert.Convert(in.data, in.convertInput(), append(opts,
		extractor.WithURL(f.pageURL),
		extractor.WithProfile(extractor.Profile(f.profile)),
		extractor.WithLimits(lim))...)
}

// emptyReason says why the output is empty, or "".
func emptyReason(res *convert.Result) string {
	if res.Extraction != nil {
		return res.Extraction.Empty
	}
	if strings.TrimSpace(res.Markdown) == "" {
		return "the " + res.Kind.String() + " document is empty"
	}
	return ""
}
