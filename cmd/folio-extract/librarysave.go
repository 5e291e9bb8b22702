package main

import (
	"context"
	"flag"
	"fmt"
	"io"
	"mime"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"time"

	"folio/convert"
	"folio/extractor"
	"folio/internal/cliargs"
	"folio/library"
)

// tagsFlag collects repeated --tag values.
type tagsFlag []string

func (t *tagsFlag) String() string     { return strings.Join(*t, ",") }
func (t *tagsFlag) Set(v string) error { *t = append(*t, v); return nil }

// librarySave converts FILE|URL as the reader does (the rag profile, the
// user's rules and templates) and saves it.
func librarySave(args []string, stdout, stderr io.Writer) int {
	var f libraryFlags
	var data dataFlags
	var tags tagsFlag
	var pageURL string
	fs := flag.NewFlagSet("folio-extract library save", flag.ContinueOnError)
	fs.SetOutput(stderr)
	fs.Usage = func() { fmt.Fprint(stderr, libraryUsage) }
	f.registerDir(fs)
	data.register(fs)
	fs.Var(&tags, "tag", "a tag for the page (repeatable)")
	fs.StringVar(&pageURL, "url", "", "the page's address when FILE is a saved page")
	pos, err := cliargs.Parse(fs, args)
	if err != nil {
		return exitUsage
	}
	if len(pos) != 1 {
		return failf(stderr, exitUsage, "library save: one FILE or URL")
	}
	max := extractor.DefaultLimits.MaxBytes
	in, err := readInput(context.Background(), pos[0], os.Stdin, newFetcher(30*time.Second, max, nil), max)
	if err != nil {
		return failf(stderr, exitError, "%v", err)
	}
	if pageURL == "" {
		pageURL = firstNonEmpty(in.url, absPath(pos[0]))
	}
	ctx := context.Background()
	page, err := convertForLibrary(ctx, &data, in.data, in.contentType, pageURL, stderr)
	if err != nil {
		return failf(stderr, exitError, "%v", err)
	}
	page.Tags = tags
	l, err := f.open(ctx)
	if err != nil {
		return failf(stderr, exitError, "%v", err)
	}
	defer l.Close()
	e, err := l.Save(ctx, page)
	if err != nil {
		return failf(stderr, exitError, "%v", err)
	}
	fmt.Fprintln(stdout, e.Path)
	return exitOK
}

// libraryReExtract converts every saved snapshot again.
func libraryReExtract(args []string, stdout, stderr io.Writer) int {
	var f libraryFlags
	var data dataFlags
	var dry bool
	fs := flag.NewFlagSet("folio-extract library reextract", flag.ContinueOnError)
	fs.SetOutput(stderr)
	fs.Usage = func() { fmt.Fprint(stderr, libraryUsage) }
	f.registerDir(fs)
	data.register(fs)
	fs.BoolVar(&dry, "dry-run", false, "report what would change, write nothing")
	if pos, err := cliargs.Parse(fs, args); err != nil || len(pos) != 0 {
		return exitUsage
	}
	ctx := context.Background()
	l, err := f.open(ctx)
	if err != nil {
		return failf(stderr, exitError, "%v", err)
	}
	defer l.Close()
	conv, err := openLibraryConverter(&data, stderr)
	if err != nil {
		return failf(stderr, exitError, "%v", err)
	}
	defer conv.close(stderr)
	rep, err := l.ReExtract(ctx, conv.convert, dry)
	if err != nil {
		return failf(stderr, exitError, "%v", err)
	}
	printReExtract(stdout, rep, dry)
	return exitOK
}

// printReExtract lists what changed, what was kept, and what failed.
func printReExtract(w io.Writer, rep library.ReExtractReport, dry bool) {
	verb := "changed"
	if dry {
		verb = "would change"
	}
	for _, c := range rep.Changed {
		fmt.Fprintf(w, "%s %s: %d -> %d words, +%d -%d lines\n", verb, c.Path, c.WordsBefore, c.WordsAfter, c.LinesAdded, c.LinesRemoved)
	}
	for _, p := range rep.Edited {
		fmt.Fprintf(w, "kept %s: edited since it was saved\n", p)
	}
	for p, why := range rep.Failed {
		fmt.Fprintf(w, "failed %s: %s\n", p, why)
	}
	fmt.Fprintf(w, "%d %s, %d unchanged, %d kept as edited, %d without snapshot, %d failed\n",
		len(rep.Changed), verb, rep.Unchanged, len(rep.Edited), rep.NoSnapshot, len(rep.Failed))
}

// convertForLibrary converts a page as the reader shows it: Markdown
// served as Markdown is kept as it is; HTML goes through the extractor
// with the rag profile and the user's rules and templates.
func convertForLibrary(ctx context.Context, d *dataFlags, data []byte, ctype, pageURL string, stderr io.Writer) (library.Page, error) {
	if isMarkdownType(ctype) {
		return convertWith(nil, data, ctype, pageURL)
	}
	ud, err := d.open(stderr, hostOf(pageURL) != "", false)
	if err != nil {
		return library.Page{Source: pageURL}, err
	}
	defer closeData(ud, stderr)
	return convertWith(ud.ExtractorOptions(), data, ctype, pageURL)
}

// convertWith converts a page with the given rules and templates options.
func convertWith(opts []extractor.Option, data []byte, ctype, pageURL string) (library.Page, error) {
	page := library.Page{Source: pageURL, Snapshot: data, SnapshotType: ctype}
	if isMarkdownType(ctype) {
		page.Markdown = string(data)
		return page, nil
	}
	res, err := extractor.Extract(data, append(opts[:len(opts):len(opts)],
		extractor.WithURL(pageURL),
		extractor.WithProfile(extractor.ProfileRAG),
		extractor.WithContentType(ctype))...)
	if err != nil {
		return page, err
	}
	if page.SnapshotType == "" {
		page.SnapshotType = http.DetectContentType(data)
	}
	m := res.Metadata
	page.Markdown, page.Title, page.Author, page.Date = convert.Headline(res.Markdown, m), m.Title, m.Author, m.Published
	page.Site, page.Language, page.Description = m.SiteName, m.Language, m.Description
	return page, nil
}

// isMarkdownType reports a Markdown Content-Type.
func isMarkdownType(ctype string) bool {
	mt, _, _ := mime.ParseMediaType(ctype)
	return mt == "text/markdown" || mt == "text/x-markdown"
}

// absPath is a FILE argument's absolute path, the Source of a saved local
// page; "" for stdin.
func absPath(arg string) string {
	if arg == "-" {
		return ""
	}
	p, err := filepath.Abs(arg)
	if err != nil {
		return arg
	}
	return p
}

func firstNonEmpty(s ...string) string {
	for _, x := range s {
		if x != "" {
			return x
		}
	}
	return ""
}
