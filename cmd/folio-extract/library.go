package main

import (
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"os"
	"strings"
	"text/tabwriter"
	"time"

	"folio/fetch"
	"folio/internal/cliargs"
	"folio/internal/userdirs"
	"folio/library"
)

const libraryUsage = `usage: folio-extract library VERB [--dir DIR] ...

  add|save [--tag T]... [--url URL] FILE|URL   convert a page and keep it, images and snapshot included
  list [filters] [--sort S] [--reverse]     the saved pages, newest first
  search [filters] WORDS...                 full-text search, best first, matches in **bold**
  show PATH                                 print a saved page's Markdown file
  read PATH | unread PATH                   mark a page read or unread
  tag PATH TAG...                           replace a page's tags
  rm PATH                                   delete a page with its images and snapshot
  reindex                                   bring the index up to date with the folder
  reextract [--dry-run]                     convert every snapshot again with today's extractor;
                                            pages a person edited are kept and listed
  import [--tag T]... [--allow HOST]... [--parallel N] [--per-host N] [--delay D] KIND FILE
                                            import an export: KIND is pocket (its zip or CSV), omnivore
                                            (its zip or unpacked folder), urls (one a line) or
                                            markdown (a folder); pages are fetched politely, never
                                            from private addresses unless --allow names them;
                                            running it again resumes and retries what failed

  filters: --unread | --read, --site S, --tag T, --limit N; --format json (or --json)
  writes JSON Lines.
  --sort: saved (default), date, title, site, time (reading time).
  The library is --dir DIR, else $FOLIO_LIBRARY, else "Folio Library" in the
  documents folder. PATH is relative to it, as list prints it.
`

// libraryFlags are the options every library verb shares.
type libraryFlags struct {
	dir                 string
	json                bool
	unread, read        bool
	site, tag, sortName string
	reverse             bool
	limit               int
}

// register adds --dir and the filters.
func (f *libraryFlags) register(fs *flag.FlagSet) {
	f.registerDir(fs)
	fs.BoolVar(&f.json, "json", false, "JSON Lines output")
	fs.Func("format", "text or json", func(v string) error {
		switch v {
		case "json":
			f.json = true
		case "text":
			f.json = false
		default:
			return fmt.Errorf("unknown format %q (text or json)", v)
		}
		return nil
	})
	fs.BoolVar(&f.unread, "unread", false, "only unread pages")
	fs.BoolVar(&f.read, "read", false, "only read pages")
	fs.StringVar(&f.site, "site", "", "only this site")
	fs.StringVar(&f.tag, "tag", "", "only pages with this tag")
	fs.StringVar(&f.sortName, "sort", "saved", "saved, date, title, site or time")
	fs.BoolVar(&f.reverse, "reverse", false, "reverse the order")
	fs.IntVar(&f.limit, "limit", 0, "at most N pages")
}

// registerDir adds --dir alone, for the verbs that take no filters.
func (f *libraryFlags) registerDir(fs *flag.FlagSet) {
	fs.StringVar(&f.dir, "dir", "", "the library folder")
}

// sorts maps --sort names to library orders.
var sorts = map[string]library.Sort{
	"saved": library.BySaved, "date": library.ByDate, "title": library.ByTitle,
	"site": library.BySite, "time": library.ByReadingTime,
}

// options turns the filters into ListOptions.
func (f *libraryFlags) options() (library.ListOptions, error) {
	o := library.ListOptions{Site: f.site, Tag: f.tag, Reverse: f.reverse, Limit: f.limit}
	s, ok := sorts[f.sortName]
	if !ok {
		return o, fmt.Errorf("unknown --sort %q (saved, date, title, site or time)", f.sortName)
	}
	o.Sort = s
	switch {
	case f.read && f.unread:
		return o, fmt.Errorf("--read and --unread exclude each other")
	case f.read:
		o.State = library.Read
	case f.unread:
		o.State = library.Unread
	}
	return o, nil
}

// open opens the library named by --dir or the default.
func (f *libraryFlags) open(ctx context.Context) (*library.Library, error) {
	return f.openGuarded(ctx, nil)
}

// openGuarded opens the library with its images fetched through guard
// (nil for none: a page the user chose may show images of their own
// network; an imported export may not).
func (f *libraryFlags) openGuarded(ctx context.Context, guard *fetch.Guard) (*library.Library, error) {
	dir := f.dir
	if dir == "" {
		d, err := userdirs.Library()
		if err != nil {
			return nil, err
		}
		dir = d
	}
	images := newFetcher(30*time.Second, 25<<20, guard)
	getter := func(ctx context.Context, url string, limit int64) ([]byte, string, error) {
		return fetch.Resource(ctx, images, url, fetch.AcceptImage, limit)
	}
	return library.Open(ctx, dir, library.WithGetter(getter))
}

// libraryVerb is one verb: it gets the open library and its positional
// arguments.
type libraryVerb struct {
	args int // positional arguments wanted; -1 for at least one
	run  func(ctx context.Context, l *library.Library, f *libraryFlags, pos []string, stdout io.Writer) error
}

var libraryVerbs = map[string]libraryVerb{
	"list":   {0, libraryList},
	"search": {-1, librarySearch},
	"show":   {1, libraryShow},
	"read": {1, func(ctx context.Context, l *library.Library, _ *libraryFlags, p []string, _ io.Writer) error {
		_, err := l.SetRead(ctx, p[0], true)
		return err
	}},
	"unread": {1, func(ctx context.Context, l *library.Library, _ *libraryFlags, p []string, _ io.Writer) error {
		_, err := l.SetRead(ctx, p[0], false)
		return err
	}},
	"tag": {-1, func(ctx context.Context, l *library.Library, _ *libraryFlags, p []string, _ io.Writer) error {
		_, err := l.SetTags(ctx, p[0], p[1:])
		return err
	}},
	"rm": {1, func(ctx context.Context, l *library.Library, _ *libraryFlags, p []string, _ io.Writer) error {
		return l.Delete(ctx, p[0])
	}},
	"reindex":   {0, libraryReindex},
	"reextract": {0, nil}, // needs extraction flags: libraryReExtract
	"save":      {1, nil}, // likewise: librarySave
	"add":       {1, nil}, // the same as save
	"import":    {2, nil}, // fetches: libraryImport
}

// libraryCommand dispatches the library verbs.
func libraryCommand(args []string, stdout, stderr io.Writer) int {
	if len(args) == 0 || args[0] == "-h" || args[0] == "--help" || args[0] == "help" {
		fmt.Fprint(stdout, libraryUsage)
		if len(args) == 0 {
			return exitUsage
		}
		return exitOK
	}
	verb, ok := libraryVerbs[args[0]]
	if !ok {
		return failf(stderr, exitUsage, "library: unknown verb %q (see folio-extract library -h)", args[0])
	}
	switch args[0] {
	case "save", "add":
		return librarySave(args[1:], stdout, stderr)
	case "reextract":
		return libraryReExtract(args[1:], stdout, stderr)
	case "import":
		return libraryImport(args[1:], stdout, stderr)
	}
	var f libraryFlags
	fs := flag.NewFlagSet("folio-extract library "+args[0], flag.ContinueOnError)
	fs.SetOutput(stderr)
	fs.Usage = func() { fmt.Fprint(stderr, libraryUsage) }
	f.register(fs)
	pos, err := cliargs.Parse(fs, args[1:])
	if err != nil {
		return exitUsage
	}
	if (verb.args >= 0 && len(pos) != verb.args) || (verb.args < 0 && len(pos) == 0) {
		return failf(stderr, exitUsage, "library %s: wrong number of arguments (see folio-extract library -h)", args[0])
	}
	ctx := context.Background()
	l, err := f.open(ctx)
	if err != nil {
		return failf(stderr, exitError, "%v", err)
	}
	defer l.Close()
	if err := verb.run(ctx, l, &f, pos, stdout); err != nil {
		return failf(stderr, exitError, "%v", err)
	}
	return exitOK
}

// entryJSON is one line of --json output.
type entryJSON struct {
	Path          string    `json:"path"`
	Title         string    `json:"title"`
	Source        string    `json:"source,omitempty"`
	Site          string    `json:"site,omitempty"`
	Author        string    `json:"author,omitempty"`
	Date          string    `json:"date,omitempty"`
	Language      string    `json:"language,omitempty"`
	Saved         time.Time `json:"saved,omitzero"`
	Tags          []string  `json:"tags,omitempty"`
	Read          bool      `json:"read"`
	Words         int       `json:"words"`
	ReadingMinute int       `json:"reading_minutes"`
	Snippet       string    `json:"snippet,omitempty"`
}

func toJSON(e library.Entry, snippet string) entryJSON {
	return entryJSON{Path: e.Path, Title: e.Title, Source: e.Source, Site: e.Site,
		Author: e.Author, Date: e.Date, Language: e.Language, Saved: e.Saved, Tags: e.Tags,
		Read: e.Read, Words: e.Words, ReadingMinute: int(e.ReadingTime() / time.Minute), Snippet: snippet}
}

func libraryList(ctx context.Context, l *library.Library, f *libraryFlags, _ []string, stdout io.Writer) error {
	o, err := f.options()
	if err != nil {
		return err
	}
	es, err := l.List(ctx, o)
	if err != nil {
		return err
	}
	if f.json {
		enc := json.NewEncoder(stdout)
		for _, e := range es {
			if err := enc.Encode(toJSON(e, "")); err != nil {
				return err
			}
		}
		return nil
	}
	tw := tabwriter.NewWriter(stdout, 0, 0, 2, ' ', 0)
	for _, e := range es {
		mark := "•"
		if e.Read {
			mark = " "
		}
		fmt.Fprintf(tw, "%s\t%s\t%d min\t%s\t%s\t%s\n", mark, e.Saved.Local().Format("2006-01-02"),
			int(e.ReadingTime()/time.Minute), e.Title, strings.Join(e.Tags, ","), e.Path)
	}
	return tw.Flush()
}

func librarySearch(ctx context.Context, l *library.Library, f *libraryFlags, pos []string, stdout io.Writer) error {
	o, err := f.options()
	if err != nil {
		return err
	}
	hits, err := l.Search(ctx, strings.Join(pos, " "), library.SearchOptions{ListOptions: o})
	if err != nil {
		return err
	}
	enc := json.NewEncoder(stdout)
	for _, h := range hits {
		if f.json {
			if err := enc.Encode(toJSON(h.Entry, h.Snippet)); err != nil {
				return err
			}
			continue
		}
		fmt.Fprintf(stdout, "%s  (%s)\n    %s\n", h.Title, h.Path, strings.ReplaceAll(h.Snippet, "\n", " "))
	}
	return nil
}

func libraryShow(ctx context.Context, l *library.Library, _ *libraryFlags, pos []string, stdout io.Writer) error {
	p, err := l.Path(pos[0])
	if err != nil {
		return err
	}
	data, err := os.ReadFile(p)
	if err != nil {
		return err
	}
	_, err = stdout.Write(data)
	return err
}

func libraryReindex(ctx context.Context, l *library.Library, _ *libraryFlags, _ []string, stdout io.Writer) error {
	rep, err := l.Sync(ctx)
	if err != nil {
		return err
	}
	fmt.Fprintf(stdout, "added %d, updated %d, removed %d\n", rep.Added, rep.Updated, rep.Removed)
	for _, s := range rep.Skipped {
		fmt.Fprintf(stdout, "skipped %s\n", s)
	}
	return nil
}
