package main

import (
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"strings"
	"time"

	"folio/extractor"
	"folio/extractor/frontmatter"
)

const extractUsage = `usage: folio-extract [--url URL] [--format markdown|text|json] [--profile NAME] [--frontmatter]
                     [--templates DIR] [--no-templates] [--rules DIR] FILE|URL|-

  FILE may be gzip-compressed (.gz); - reads stdin; an http(s) URL is fetched.
  Profiles: main (content only, default), rag (content plus breadcrumbs and
  related links), nav (navigation only), all (whole body, no selection),
  debug (every block, annotated with role, score and path).
  Rules: the embedded platform rules, overridden by id by the *.yaml files
  of --rules DIR (default <config dir>/folio/rules). Templates (main and rag
  profiles, pages with a URL): the operator template of the host
  (--templates DIR/HOST.yaml, default <config dir>/folio/templates), else a
  learned one (DIR/learned, default <cache dir>/folio/templates), which
  pages classified in full teach.

subcommands:
  bench DIR...                         time the extractor over a folder of pages
  gym score wcxb|scrapinghub DIR       score extraction against ground truth
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
	maxBytes    int64
	data        dataFlags
}

func extractCommand(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("folio-extract", flag.ContinueOnError)
	fs.SetOutput(stderr)
	fs.Usage = func() { fmt.Fprint(stderr, extractUsage) }
	var f extractFlags
	fs.StringVar(&f.pageURL, "url", "", "the page's address (resolves relative links)")
	fs.StringVar(&f.format, "format", "markdown", "markdown, text or json")
	fs.StringVar(&f.profile, "profile", "main", "main, rag, nav, all or debug")
	fs.BoolVar(&f.frontmatter, "frontmatter", false, "prepend YAML frontmatter (markdown only)")
	fs.DurationVar(&f.timeout, "timeout", 30*time.Second, "fetch timeout for a URL")
	fs.Int64Var(&f.maxBytes, "max-bytes", extractor.DefaultLimits.MaxBytes, "largest input accepted, in bytes")
	f.data.register(fs)
	f.data.registerNoTemplates(fs)
	if err := fs.Parse(args); err != nil {
		if err == flag.ErrHelp {
			return exitOK
		}
		return exitUsage
	}
	if fs.NArg() != 1 {
		fmt.Fprint(stderr, extractUsage)
		return exitUsage
	}
	if f.format != "markdown" && f.format != "text" && f.format != "json" {
		return failf(stderr, exitUsage, "unknown format %q (markdown, text or json)", f.format)
	}
	if !knownProfile(f.profile) {
		return failf(stderr, exitUsage, "unknown profile %q (main, rag, nav, all or debug)", f.profile)
	}
	in, err := readInput(context.Background(), fs.Arg(0), stdin, newFetcher(f.timeout, f.maxBytes, nil), f.maxBytes)
	if err != nil {
		return failf(stderr, exitError, "%v", err)
	}
	if f.pageURL == "" {
		f.pageURL = in.url
	}
	lim := extractor.DefaultLimits
	lim.MaxBytes = f.maxBytes
	opts, done, err := f.data.dataOptions(f.pageURL, stderr)
	if err != nil {
		return failf(stderr, exitError, "%v", err)
	}
	res, err := extractor.Extract(in.data, append(opts,
		extractor.WithURL(f.pageURL),
		extractor.WithProfile(extractor.Profile(f.profile)),
		extractor.WithContentType(in.contentType),
		extractor.WithLimits(lim))...)
	done()
	if err != nil {
		return failf(stderr, exitError, "%v", err)
	}
	if res.Empty != "" {
		fmt.Fprintf(stderr, "folio-extract: %s\n", res.Empty)
	}
	if err := writeResult(stdout, res, f, in.fetched); err != nil {
		return failf(stderr, exitError, "writing output: %v", err)
	}
	return exitOK
}

func knownProfile(p string) bool {
	for _, q := range extractor.Profiles {
		if string(q) == p {
			return true
		}
	}
	return false
}

func writeResult(w io.Writer, res *extractor.Result, f extractFlags, fetched time.Time) error {
	switch f.format {
	case "json":
		enc := json.NewEncoder(w)
		enc.SetIndent("", "  ")
		return enc.Encode(jsonResult(res, f.pageURL))
	case "text":
		_, err := io.WriteString(w, res.Text)
		return err
	}
	var b strings.Builder
	if f.frontmatter {
		b.WriteString(frontmatter.Render(frontmatter.FromMetadata(res.Metadata, f.pageURL, fetched)))
		if res.Markdown != "" {
			b.WriteString("\n")
		}
	}
	b.WriteString(res.Markdown)
	_, err := io.WriteString(w, b.String())
	return err
}

// jsonOutput is the --format json document: the result plus the source and
// the fields other tools read (rules fired, template used).
type jsonOutput struct {
	URL string `json:"url,omitempty"`
	*extractor.Result
	Timings map[string]any `json:"timings"`
}

func jsonResult(res *extractor.Result, pageURL string) jsonOutput {
	ms := func(d time.Duration) float64 { return float64(d.Microseconds()) / 1000 }
	t := res.Timings
	return jsonOutput{
		URL:    pageURL,
		Result: res,
		Timings: map[string]any{
			"parse_ms": ms(t.Parse), "metadata_ms": ms(t.Metadata), "rules_ms": ms(t.Rules),
			"template_ms": ms(t.Template), "classify_ms": ms(t.Classify),
			"render_ms": ms(t.Render), "total_ms": ms(t.Total),
		},
	}
}
