package main

import (
	"bytes"
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"strings"
	"time"

	"golang.org/x/net/html"

	"folio/extractor"
	"folio/extractor/templates"
	"folio/internal/cliargs"
)

const templateUsage = `usage: folio-extract template VERB [--templates DIR] ...

  list                                  the operator templates, one per line
  show HOST                             a host's operator template (YAML) and learned layouts
  add HOST --role R --selector S... [--role R --selector S...] [--description D]
                                        add rules to a host's template (creating it);
                                        each --selector belongs to the --role before it
  remove HOST                           delete a host's template
  test HOST (--url URL | --file FILE)   extract a page with the host's template;
                                        exit 1 when the template does not fit the page

  Operator templates live in --templates DIR (default <config dir>/folio/templates),
  learned ones in DIR/learned (default <cache dir>/folio/templates).
`

// templateCommand dispatches the template verbs.
func templateCommand(args []string, stdout, stderr io.Writer) int {
	if len(args) == 0 {
		fmt.Fprint(stderr, templateUsage)
		return exitUsage
	}
	verbs := map[string]func([]string, io.Writer, io.Writer) int{
		"list": templateList, "show": templateShow, "add": templateAdd,
		"remove": templateRemove, "test": templateTest,
	}
	if args[0] == "-h" || args[0] == "--help" || args[0] == "help" {
		fmt.Fprint(stdout, templateUsage)
		return exitOK
	}
	verb, ok := verbs[args[0]]
	if !ok {
		return failf(stderr, exitUsage, "template: unknown verb %q (list, show, add, remove, test)", args[0])
	}
	return verb(args[1:], stdout, stderr)
}

// newTemplateFlags returns a flag set for one verb, with --templates.
func newTemplateFlags(verb string, d *dataFlags, stderr io.Writer) *flag.FlagSet {
	fs := flag.NewFlagSet("folio-extract template "+verb, flag.ContinueOnError)
	fs.SetOutput(stderr)
	fs.Usage = func() { fmt.Fprint(stderr, templateUsage) }
	fs.StringVar(&d.templates, "templates", "", "template store folder")
	return fs
}

// templateVerb parses a verb's arguments, checks it got want positional
// arguments (the host, validated), and opens the operator store.
func templateVerb(fs *flag.FlagSet, d *dataFlags, args []string, want int, stderr io.Writer) (host string, store *templates.Store, code int) {
	pos, err := cliargs.Parse(fs, args)
	if err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return "", nil, exitOK
		}
		return "", nil, exitUsage
	}
	if len(pos) != want {
		fmt.Fprint(stderr, templateUsage)
		return "", nil, exitUsage
	}
	if want == 1 {
		host = templates.NormHost(pos[0])
		if err := templates.ValidHost(host); err != nil {
			return "", nil, failf(stderr, exitUsage, "template: %q: %v", pos[0], err)
		}
	}
	dirs, err := d.dirs()
	if err != nil {
		return "", nil, failf(stderr, exitError, "template: %v", err)
	}
	store, err = templates.OpenStore(dirs.Operator)
	if err != nil {
		return "", nil, failf(stderr, exitError, "template: %v", err)
	}
	return host, store, -1
}

func templateList(args []string, stdout, stderr io.Writer) int {
	var d dataFlags
	fs := newTemplateFlags("list", &d, stderr)
	_, store, code := templateVerb(fs, &d, args, 0, stderr)
	if code >= 0 {
		return code
	}
	for _, t := range store.List() {
		fmt.Fprintf(stdout, "%s\t%d rules\t%s\n", t.Host, len(t.Rules), t.Description)
	}
	for file, err := range store.Errors() {
		fmt.Fprintf(stderr, "folio-extract: warning: %s: %v\n", file, err)
	}
	return exitOK
}

func templateShow(args []string, stdout, stderr io.Writer) int {
	var d dataFlags
	fs := newTemplateFlags("show", &d, stderr)
	host, store, code := templateVerb(fs, &d, args, 1, stderr)
	if code >= 0 {
		return code
	}
	found := false
	if t, ok := store.Get(host); ok {
		data, err := t.Encode()
		if err != nil {
			return failf(stderr, exitError, "template: %v", err)
		}
		fmt.Fprintf(stdout, "# operator template %s, %s\n%s", host, t.File, data)
		found = true
	}
	if err, ok := store.Errors()[host+".yaml"]; ok {
		fmt.Fprintf(stderr, "folio-extract: warning: %v\n", err)
	}
	if dirs, err := d.dirs(); err == nil {
		if cache, err := templates.OpenCache(dirs.Learned, templates.CacheOptions{}); err == nil {
			for _, lt := range cache.Layouts(host) {
				found = true
				fmt.Fprintf(stdout, "# learned layout %d, version %d: %d pages, %d checks\n", lt.ID, lt.Version, lt.Pages, lt.Checks)
				for _, r := range lt.Rules {
					fmt.Fprintf(stdout, "#   %s: %s\n", r.Role, strings.Join(r.Selectors, ", "))
				}
			}
		}
	}
	if !found {
		return failf(stderr, exitError, "template: no template for %s", host)
	}
	return exitOK
}

// ruleFlags collects --role and --selector in order: each selector joins
// the rule of the last --role.
type ruleFlags struct {
	rules []templates.Rule
	err   error
}

type roleFlag struct{ r *ruleFlags }

func (f roleFlag) String() string { return "" }
func (f roleFlag) Set(v string) error {
	f.r.rules = append(f.r.rules, templates.Rule{Role: templates.Role(v), Confidence: 1})
	return nil
}

type selectorFlag struct{ r *ruleFlags }

func (f selectorFlag) String() string { return "" }
func (f selectorFlag) Set(v string) error {
	if len(f.r.rules) == 0 {
		return errors.New("--selector before any --role")
	}
	last := &f.r.rules[len(f.r.rules)-1]
	last.Selectors = append(last.Selectors, v)
	return nil
}

func templateAdd(args []string, stdout, stderr io.Writer) int {
	var d dataFlags
	var rf ruleFlags
	var desc string
	fs := newTemplateFlags("add", &d, stderr)
	fs.Var(roleFlag{&rf}, "role", "role of the selectors that follow: "+strings.Join(templates.RoleNames(), ", "))
	fs.Var(selectorFlag{&rf}, "selector", "CSS selector for the last --role (repeatable)")
	fs.StringVar(&desc, "description", "", "what the template is for")
	host, store, code := templateVerb(fs, &d, args, 1, stderr)
	if code >= 0 {
		return code
	}
	if len(rf.rules) == 0 {
		return failf(stderr, exitUsage, "template add: give at least one --role with its --selector")
	}
	// Under the store's lock: concurrent adds to one host all keep their rules.
	t, err := store.Update(host, func(old *templates.Template) (*templates.Template, error) {
		t := &templates.Template{Host: host}
		if old != nil {
			t.Description, t.Rules = old.Description, append([]templates.Rule(nil), old.Rules...)
		}
		if desc != "" {
			t.Description = desc
		}
		t.Rules = append(t.Rules, rf.rules...)
		return t, nil
	})
	if err != nil {
		if errors.Is(err, templates.ErrInvalid) || errors.Is(err, templates.ErrBadHost) {
			return failf(stderr, exitUsage, "template add: %s", oneLine(err))
		}
		return failf(stderr, exitError, "template add: %v", err)
	}
	fmt.Fprintf(stdout, "%s: %d rules in %s\n", host, len(t.Rules), store.Dir())
	return exitOK
}

func templateRemove(args []string, stdout, stderr io.Writer) int {
	var d dataFlags
	fs := newTemplateFlags("remove", &d, stderr)
	host, store, code := templateVerb(fs, &d, args, 1, stderr)
	if code >= 0 {
		return code
	}
	if err := store.Remove(host); err != nil {
		if errors.Is(err, os.ErrNotExist) {
			return failf(stderr, exitError, "template remove: no template for %s", host)
		}
		return failf(stderr, exitError, "template remove: %v", err)
	}
	fmt.Fprintf(stdout, "%s: removed\n", host)
	return exitOK
}

// templateTest extracts a page through the pipeline with the host's
// operator template (and the rules), and says whether the template served.
func templateTest(args []string, stdout, stderr io.Writer) int {
	var d dataFlags
	var pageURL, file, format string
	fs := newTemplateFlags("test", &d, stderr)
	fs.StringVar(&pageURL, "url", "", "fetch this page of HOST (or, with --file, its address)")
	fs.StringVar(&file, "file", "", "a saved page of HOST (.html or .html.gz)")
	fs.StringVar(&d.rules, "rules", "", "folder of user rules")
	fs.StringVar(&format, "format", "markdown", "markdown or text")
	host, store, code := templateVerb(fs, &d, args, 1, stderr)
	if code >= 0 {
		return code
	}
	if pageURL == "" && file == "" || format != "markdown" && format != "text" {
		fmt.Fprint(stderr, templateUsage)
		return exitUsage
	}
	if pageURL != "" && templates.NormHost(hostOf(pageURL)) != host {
		return failf(stderr, exitUsage, "template test: %s is not a page of %s", pageURL, host)
	}
	t, ok := store.Get(host)
	if !ok {
		if err, bad := store.Errors()[host+".yaml"]; bad {
			return failf(stderr, exitError, "template test: %s", oneLine(err))
		}
		return failf(stderr, exitError, "template test: no template for %s", host)
	}
	src := file
	if src == "" {
		src = pageURL
	}
	// The operator runs this on their own machine: like the reader, it may
	// fetch a page from an internal host (no SSRF guard).
	max := extractor.DefaultLimits.MaxBytes
	in, err := readInput(context.Background(), src, nil, newFetcher(30*time.Second, max, nil), max)
	if err != nil {
		return failf(stderr, exitError, "template test: %v", err)
	}
	if pageURL == "" {
		pageURL = "https://" + host + "/"
	}
	data, err := d.open(stderr, false, false) // the rules; the template is the one tested
	if err != nil {
		return failf(stderr, exitError, "template test: %v", err)
	}
	defer closeData(data, stderr)
	res, err := extractor.Extract(in.data, append(data.ExtractorOptions(), extractor.WithURL(pageURL),
		extractor.WithContentType(in.contentType), extractor.WithTemplates(store, nil))...)
	if err != nil {
		return failf(stderr, exitError, "template test: %v", err)
	}
	if res.Template == nil {
		return failf(stderr, exitError, "template test: %s v%d does not fit the page (%s): the classifier would be used", host, t.Version, whyNotServed(t, in.data))
	}
	out := res.Markdown
	if format == "text" {
		out = res.Text
	}
	io.WriteString(stdout, out)
	fmt.Fprintf(stderr, "folio-extract: template %s v%d served the page: %d blocks, %d words\n",
		host, res.Template.Version, len(res.Blocks), len(strings.Fields(res.Text)))
	return exitOK
}

// whyNotServed applies t to the page again, to name its drift.
func whyNotServed(t *templates.Template, data []byte) string {
	doc, err := html.Parse(bytes.NewReader(data))
	if err != nil {
		return err.Error()
	}
	if _, err := t.Apply(doc); err != nil {
		return err.Error()
	}
	return "rules changed the page"
}

// oneLine joins a multi-line error (a template's problems) for stderr.
func oneLine(err error) string {
	return strings.Join(strings.Fields(strings.ReplaceAll(err.Error(), "\n", "; ")), " ")
}
