package main

import (
	"flag"
	"fmt"
	"io"
	"net/url"

	"folio/extractor"
	"folio/extractor/rules"
	"folio/extractor/templates"
	"folio/internal/userdirs"
)

// dataFlags choose the rules and templates an extraction uses: by default
// the user's folders (internal/userdirs), the same the reader uses.
type dataFlags struct {
	templates   string // --templates DIR: operator templates in DIR, learned in DIR/learned
	noTemplates bool
	rules       string // --rules DIR
}

func (d *dataFlags) register(fs *flag.FlagSet) {
	fs.StringVar(&d.templates, "templates", "", "template store: operator templates (HOST.yaml) in DIR, learned ones in DIR/learned (default: the user's config and cache dirs)")
	fs.StringVar(&d.rules, "rules", "", "folder of user rules (*.yaml) overriding the embedded ones by id (default: the user's config dir)")
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

// ruleSet loads the rules: the embedded set overridden by the user's. A
// broken file in a folder given with --rules is an error; in the default
// folder it is a warning, so that one bad file does not stop extraction.
func (d *dataFlags) ruleSet(stderr io.Writer) (*rules.Set, error) {
	dirs, err := d.dirs()
	if err != nil {
		if d.rules != "" {
			return nil, err
		}
		return rules.Default(), nil
	}
	set, err := rules.Load(dirs.Rules)
	if err != nil {
		if d.rules != "" {
			return nil, err
		}
		fmt.Fprintf(stderr, "folio-extract: warning: user rules ignored: %v\n", err)
		return rules.Default(), nil
	}
	return set, nil
}

// openTemplates opens the operator store and the learned cache. Neither
// is needed to extract a page, so a failure is a warning and the page is
// classified as it would be without them.
func (d *dataFlags) openTemplates(stderr io.Writer) (*templates.Store, *templates.Cache) {
	if d.noTemplates {
		return nil, nil
	}
	dirs, err := d.dirs()
	if err != nil {
		fmt.Fprintf(stderr, "folio-extract: warning: templates off: %v\n", err)
		return nil, nil
	}
	store, err := templates.OpenStore(dirs.Operator)
	if err != nil {
		fmt.Fprintf(stderr, "folio-extract: warning: operator templates off: %v\n", err)
		store = nil
	} else {
		for file, err := range store.Errors() {
			fmt.Fprintf(stderr, "folio-extract: warning: template %s ignored: %v\n", file, err)
		}
	}
	cache, err := templates.OpenCache(dirs.Learned, templates.CacheOptions{})
	if err != nil {
		fmt.Fprintf(stderr, "folio-extract: warning: learned templates off: %v\n", err)
		cache = nil
	}
	return store, cache
}

// dataOptions returns the extractor options for the rules and, when the
// page has a host, the templates; done flushes what was learned.
func (d *dataFlags) dataOptions(pageURL string, stderr io.Writer) (opts []extractor.Option, done func(), err error) {
	set, err := d.ruleSet(stderr)
	if err != nil {
		return nil, nil, err
	}
	opts = append(opts, extractor.WithRules(set))
	done = func() {}
	if hostOf(pageURL) == "" {
		return opts, done, nil // templates are per host: nothing to open
	}
	store, cache := d.openTemplates(stderr)
	if store != nil || cache != nil {
		opts = append(opts, extractor.WithTemplates(store, cache))
	}
	if cache != nil {
		done = func() {
			if err := cache.Flush(); err != nil {
				fmt.Fprintf(stderr, "folio-extract: warning: saving learned templates: %v\n", err)
			}
		}
	}
	return opts, done, nil
}

// hostOf returns the host of an absolute URL, or "".
func hostOf(raw string) string {
	u, err := url.Parse(raw)
	if err != nil {
		return ""
	}
	return u.Hostname()
}
