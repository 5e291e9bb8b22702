package main

import (
	"context"
	"flag"
	"fmt"
	"io"
	"os"
	"os/signal"
	"strings"
	"syscall"
	"time"

	"folio/batch"
	"folio/extractor"
	"folio/extractor/neardup"
	"folio/internal/cliargs"
)

const batchUsage = `usage: folio-extract batch [options] INPUT...

Extracts every page of the inputs on every core and writes one JSON line
(or Parquet row) per page: url, record_id, file, offset, title, author,
date, language, markdown, text, rules, template, empty (why nothing was
found), error (why the record was not extracted).

INPUT is a WARC file (.warc, .warc.gz: HTML response records with a 2xx
status; the charset comes from the HTTP header), a JSON Lines file of
{"url", "html"} or {"url", "html_base64"} documents (optionally "id" and
"content_type"; .jsonl, .jsonl.gz), a folder of .html/.html.gz pages, or
- for stdin (WARC, gzipped or not, or JSON Lines, told by its first bytes).
With - and no -o, JSON Lines in and out make a filter for Spark's
RDD.pipe, Hadoop Streaming and DataTrove-style subprocess steps.

A bad record (too large, truncated, timed out, over a parser limit) is
reported in its line and the job goes on; exit status 0 when the job ran
to the end, 1 when an input or the output failed or the job was
interrupted (resume it with --resume), 2 on bad usage.

options:
`

type batchFlags struct {
	out      batch.Output
	opts     batch.Options
	profile  string
	langs    string
	dedup    bool
	dedupMin float64
	progress string
	quiet    bool
	data     dataFlags
}

func (f *batchFlags) register(fs *flag.FlagSet) {
	fs.StringVar(&f.out.Path, "o", "-", "output file; - is stdout (JSON Lines)")
	fs.StringVar(&f.out.Format, "format", "", "jsonl or parquet (default: from the -o name, .parquet is Parquet)")
	fs.BoolVar(&f.out.Resume, "resume", false, "continue an existing output: records already in it are skipped")
	fs.BoolVar(&f.out.Overwrite, "overwrite", false, "replace an existing output")
	fs.IntVar(&f.opts.Workers, "workers", 0, "pages extracted at once (default: one per core)")
	fs.BoolVar(&f.opts.Ordered, "ordered", false, "write rows in input order (default: as they finish)")
	fs.DurationVar(&f.opts.Timeout, "timeout", defaultBatchTimeout, "per-page extraction timeout (0: none)")
	fs.Int64Var(&f.opts.MaxBytes, "max-bytes", batch.DefaultMaxBytes, "largest page extracted, in bytes; larger ones are reported")
	fs.StringVar(&f.profile, "profile", "main", "main, rag, nav, all or debug")
	fs.StringVar(&f.langs, "lang", "", "keep only pages declaring one of these languages (comma-separated: en,de)")
	fs.IntVar(&f.opts.MinLength, "min-length", 0, "drop pages with fewer characters of text")
	fs.BoolVar(&f.dedup, "dedup", false, "drop near-duplicate pages (MinHash over 5-word shingles of the text)")
	fs.Float64Var(&f.dedupMin, "dedup-threshold", neardup.Threshold, "similarity from which a page is a near-duplicate")
	fs.StringVar(&f.progress, "progress", "auto", "progress line on stderr: auto (on a terminal), always or never")
	fs.BoolVar(&f.quiet, "quiet", false, "no summary line on stderr")
	fs.StringVar(&f.data.templates, "templates", "", "use host templates from DIR (operator HOST.yaml, learned in DIR/learned); off by default")
	fs.StringVar(&f.data.rules, "rules", "", "folder of user rules (*.yaml) overriding the embedded ones by id (default: the user's config dir)")
}

// defaultBatchTimeout stops a pathological page: real pages take
// milliseconds (p99 on wcxb-dev is a few tens of ms).
const defaultBatchTimeout = 30 * time.Second

// batchStdin is where "-" reads from (a variable for tests).
var batchStdin io.Reader = os.Stdin

func batchCommand(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("batch", flag.ContinueOnError)
	fs.SetOutput(stderr)
	fs.Usage = func() { fmt.Fprint(stderr, batchUsage); fs.PrintDefaults() }
	var f batchFlags
	f.register(fs)
	inputs, err := cliargs.Parse(fs, args)
	if err != nil {
		if err == flag.ErrHelp {
			return exitOK
		}
		return exitUsage
	}
	if len(inputs) == 0 {
		fs.Usage()
		return exitUsage
	}
	if code := f.validate(stderr); code != exitOK {
		return code
	}
	done, err := f.extractOptions(stderr)
	if err != nil {
		return failf(stderr, exitError, "%v", err)
	}
	f.opts.Progress = progressWriter(f.progress, stderr)
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	st, err := batch.Run(ctx, inputs, batchStdin, stdout, f.out, f.opts)
	done()
	if err != nil {
		return failf(stderr, exitError, "batch: %v", err)
	}
	return f.finish(ctx, st, stderr)
}

// validate checks flag values that the batch package does not.
func (f *batchFlags) validate(stderr io.Writer) int {
	prof, err := extractor.ParseProfile(f.profile)
	if err != nil {
		return failf(stderr, exitUsage, "%v", err)
	}
	f.profile = string(prof)
	if err := f.out.Validate(); err != nil {
		return failf(stderr, exitUsage, "%v", err)
	}
	if f.progress != "auto" && f.progress != "always" && f.progress != "never" {
		return failf(stderr, exitUsage, "--progress is auto, always or never, not %q", f.progress)
	}
	if f.dedup {
		if f.dedupMin <= 0 || f.dedupMin > 1 {
			return failf(stderr, exitUsage, "--dedup-threshold must be in (0, 1]")
		}
		f.opts.Dedup = f.dedupMin
	}
	for _, l := range strings.Split(f.langs, ",") {
		if l = strings.TrimSpace(l); l != "" {
			f.opts.Languages = append(f.opts.Languages, l)
		}
	}
	if f.opts.Workers < 0 || f.opts.MinLength < 0 || f.opts.Timeout < 0 {
		return failf(stderr, exitUsage, "--workers, --min-length and --timeout must not be negative")
	}
	return exitOK
}

// extractOptions loads the rules and, when --templates names a folder, the
// host templates; done saves what the learned templates picked up.
func (f *batchFlags) extractOptions(stderr io.Writer) (done func(), err error) {
	data, err := f.data.open(stderr, f.data.templates != "", false)
	if err != nil {
		return nil, err
	}
	f.opts.Extract = append([]extractor.Option{extractor.WithProfile(extractor.Profile(f.profile))}, data.ExtractorOptions()...)
	return func() { closeData(data, stderr) }, nil
}

// progressWriter returns stderr when a progress line belongs there.
func progressWriter(mode string, stderr io.Writer) io.Writer {
	f, isFile := stderr.(*os.File)
	switch {
	case mode == "always":
		return stderr
	case mode == "auto" && isFile && batch.IsTerminal(f):
		return stderr
	}
	return nil
}

// finish reports input failures and the summary, and picks the exit code.
func (f *batchFlags) finish(ctx context.Context, st batch.Stats, stderr io.Writer) int {
	for _, err := range st.Inputs {
		fmt.Fprintf(stderr, "folio-extract: batch: %v\n", err)
	}
	if !f.quiet {
		fmt.Fprintf(stderr, "folio-extract: batch: %s\n", st)
	}
	if ctx.Err() != nil {
		return failf(stderr, exitError, "batch: interrupted; the output is complete up to here: run again with --resume")
	}
	if len(st.Inputs) > 0 {
		return exitError
	}
	return exitOK
}
