package main

import (
	"context"
	"flag"
	"fmt"
	"io"
	"os"
	"os/signal"
	"strings"
	"time"

	"folio/extractor"
	"folio/fetch"
	"folio/internal/cliargs"
	"folio/internal/userdata"
	"folio/library"
	"folio/library/importer"
)

// listFlag collects a repeated flag's values.
type listFlag []string

func (l *listFlag) String() string     { return strings.Join(*l, ",") }
func (l *listFlag) Set(v string) error { *l = append(*l, v); return nil }

// libraryImport reads an export and saves its pages: fetched through the
// SSRF guard (--allow names the internal hosts an export may reach),
// converted as the reader does, journalled so that running it again
// resumes. A progress line is drawn on a terminal; the report lists what
// failed and why, and the exit status is 1 when anything failed.
func libraryImport(args []string, stdout, stderr io.Writer) int {
	a, code := parseImport(args, stderr)
	if code != exitOK {
		return code
	}
	src, err := importer.Read(a.kind, a.file)
	if err != nil {
		return failf(stderr, exitError, "%v", err)
	}
	defer src.Close()
	guard, err := fetch.NewGuard(fetch.Allow(a.allow...))
	if err != nil {
		return failf(stderr, exitUsage, "--allow: %v", err)
	}
	o := a.opts
	o.Fetcher = newFetcher(30*time.Second, extractor.DefaultLimits.MaxBytes, guard)
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()
	l, err := a.lib.openGuarded(ctx, guard)
	if err != nil {
		return failf(stderr, exitError, "%v", err)
	}
	defer l.Close()
	conv, err := openLibraryConverter(&a.data, stderr)
	if err != nil {
		return failf(stderr, exitError, "%v", err)
	}
	defer conv.close(stderr)
	o.Convert = conv.convert
	line := newProgressLine(stderr)
	o.Progress = line.show
	rep, err := importer.Run(ctx, l, src, o)
	line.end()
	printImport(stdout, rep)
	if err != nil {
		return failf(stderr, exitError, "import stopped: %v (run the same command again to resume)", err)
	}
	if len(rep.Failed) > 0 {
		return exitError
	}
	return exitOK
}

// importArgs are library import's flags and arguments.
type importArgs struct {
	lib   libraryFlags
	data  dataFlags
	allow listFlag
	kind  importer.Kind
	file  string
	opts  importer.Options
}

// parseImport reads library import's command line; the code is exitOK
// when it is good.
func parseImport(args []string, stderr io.Writer) (importArgs, int) {
	var a importArgs
	var tags listFlag
	fs := flag.NewFlagSet("folio-extract library import", flag.ContinueOnError)
	fs.SetOutput(stderr)
	fs.Usage = func() { fmt.Fprint(stderr, libraryUsage) }
	a.lib.registerDir(fs)
	a.data.register(fs)
	fs.Var(&tags, "tag", "a tag for every imported page (repeatable)")
	fs.Var(&a.allow, "allow", "an internal address, range or host the import may fetch from (repeatable)")
	fs.IntVar(&a.opts.Parallel, "parallel", importer.DefaultParallel, "pages fetched at once")
	fs.IntVar(&a.opts.PerHost, "per-host", importer.DefaultPerHost, "pages fetched at once from one host")
	fs.DurationVar(&a.opts.HostDelay, "delay", importer.DefaultHostDelay, "time between two requests to one host")
	pos, err := cliargs.Parse(fs, args)
	if err != nil {
		return a, exitUsage
	}
	if len(pos) != 2 {
		return a, failf(stderr, exitUsage, "library import: KIND FILE (KIND: pocket, omnivore, urls or markdown)")
	}
	if a.kind, err = importer.ParseKind(pos[0]); err != nil {
		return a, failf(stderr, exitUsage, "%v", err)
	}
	if a.opts.HostDelay == 0 {
		a.opts.HostDelay = -1 // --delay 0: none
	}
	a.file, a.opts.Tags = pos[1], tags
	return a, exitOK
}

// printImport writes the report: each failure with its reason, then the
// counts.
func printImport(w io.Writer, rep importer.Report) {
	for _, f := range rep.Failed {
		fmt.Fprintf(w, "failed %s: %s\n", f.Key, f.Reason)
	}
	fmt.Fprintf(w, "%d pages: %d saved, %d already in the library, %d done by an earlier run, %d failed\n",
		rep.Total, rep.Saved, rep.Existing, rep.Resumed, len(rep.Failed))
	if len(rep.Failed) > 0 {
		fmt.Fprintln(w, "Run the same import again to retry the failed pages; the others are skipped.")
	}
}

// progressLine redraws one line on a terminal; elsewhere it prints
// nothing, so that logs and pipes stay clean.
type progressLine struct {
	w    io.Writer
	tty  bool
	last time.Time
}

func newProgressLine(w io.Writer) *progressLine {
	p := &progressLine{w: w}
	if f, ok := w.(*os.File); ok {
		if info, err := f.Stat(); err == nil && info.Mode()&os.ModeCharDevice != 0 {
			p.tty = true
		}
	}
	return p
}

func (p *progressLine) show(pr importer.Progress) {
	if !p.tty || (time.Since(p.last) < 100*time.Millisecond && pr.Done < pr.Total) {
		return
	}
	p.last = time.Now()
	cur := pr.Current
	if r := []rune(cur); len(r) > 40 {
		cur = "…" + string(r[len(r)-39:])
	}
	fmt.Fprintf(p.w, "\r\033[Kimporting %d/%d: %d saved, %d kept, %d failed  %s",
		pr.Done, pr.Total, pr.Saved, pr.Kept, pr.Failed, cur)
}

func (p *progressLine) end() {
	if p.tty && !p.last.IsZero() {
		fmt.Fprint(p.w, "\r\033[K")
	}
}

// libraryConverter converts pages for the library with the user's rules
// and templates opened once, for commands that convert many pages.
type libraryConverter struct {
	ud   *userdata.Data
	opts []extractor.Option
}

func openLibraryConverter(d *dataFlags, stderr io.Writer) (*libraryConverter, error) {
	ud, err := d.open(stderr, true, false)
	if err != nil {
		return nil, err
	}
	return &libraryConverter{ud: ud, opts: ud.ExtractorOptions()}, nil
}

func (c *libraryConverter) convert(ctx context.Context, body []byte, ctype, pageURL string) (library.Page, error) {
	return convertWith(c.opts, body, ctype, pageURL)
}

func (c *libraryConverter) close(stderr io.Writer) { closeData(c.ud, stderr) }
