package main

import (
	"flag"
	"fmt"
	"io"
	"net/url"

	"folio/internal/userdata"
	"folio/internal/userdirs"
)

// dataFlags choose the rules and templates an extraction uses: by default
// the user's folders (internal/userdirs), the same the reader uses.
type dataFlags struct {
	templates   string // --templates DIR: operator templates in DIR, learned in DIR/learned
	noTemplates bool
	learn       bool   // --learn: use and teach learned templates
	rules       string // --rules DIR
}

func (d *dataFlags) register(fs *flag.FlagSet) {
	fs.StringVar(&d.templates, "templates", "", "template store: operator templates (HOST.yaml) in DIR, learned ones in DIR/learned (default: the user's config and cache dirs)")
	fs.StringVar(&d.rules, "rules", "", "folder of user rules (*.yaml) overriding the embedded ones by id (default: the user's config dir)")
}

// registerLearn adds --learn. Learning is opt-in: without it a page's
// output depends only on the page, the rules and the operator templates,
// never on what ran before (issue 18: the same file gave two ScrapingHub
// scores depending on the cache's state), and a server's clients cannot
// teach a host a wrong template.
func (d *dataFlags) registerLearn(fs *flag.FlagSet, usage string) {
	fs.BoolVar(&d.learn, "learn", false, usage)
}

func (d *dataFlags) registerNoTemplates(fs *flag.FlagSet) {
	fs.BoolVar(&d.noTemplates, "no-templates", false, "neither use nor learn host templates")
}

// dirs resolves the folders; explicit flags win over the user's defaults.
func (d *dataFlags) dirs() (userdirs.Dirs, error) {
	var out userdirs.Dirs
	if d.templates == "" || d.rules == "" {
		def, err := userdirs.Default()
		if err != nil {
			return out, fmt.Errorf("no user folder for rules and templates (%v): pass --templates and --rules", err)
		}
		out = def
	}
	if d.templates != "" {
		out.Operator, out.Learned = userdirs.In(d.templates)
	}
	if d.rules != "" {
		out.Rules = d.rules
	}
	return out, nil
}

// open opens the rules and, when withTemplates is set and --no-templates
// is not, the host templates, through internal/userdata as the reader
// does; watch follows the folders while the program runs (serve). A
// broken file in a folder given with --rules is an error; in the default
// folder it is a warning, so that one bad file does not stop extraction.
// Close the Data to save what was learned.
func (d *dataFlags) open(stderr io.Writer, withTemplates, watch bool) (*userdata.Data, error) {
	warn := func(format string, args ...any) {
		fmt.Fprintf(stderr, "folio-extract: warning: "+format+"\n", args...)
	}
	o := userdata.Options{Watch: watch, Strict: d.rules != "", Warn: warn}
	withTemplates = withTemplates && !d.noTemplates
	dirs, err := d.dirs()
	switch {
	case err != nil && d.rules != "":
		return nil, err
	case err != nil:
		if withTemplates {
			warn("templates off: %v", err)
		}
	default:
		o.Rules = dirs.Rules
		if withTemplates {
			o.Operator = dirs.Operator
		}
		if withTemplates && d.learn {
			o.Learned = dirs.Learned
		}
	}
	return userdata.Open(o)
}

// closeData saves what was learned, warning when it cannot.
func closeData(data *userdata.Data, stderr io.Writer) {
	if err := data.Close(); err != nil {
		fmt.Fprintf(stderr, "folio-extract: warning: %v\n", err)
	}
}

// hostOf returns the host of an absolute URL, or "".
func hostOf(raw string) string {
	u, err := url.Parse(raw)
	if err != nil {
		return ""
	}
	return u.Hostname()
}
