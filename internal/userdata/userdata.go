package userdata

import (
	"errors"
	"fmt"
	"io/fs"

	"folio/extractor"
	"folio/extractor/rules"
	"folio/extractor/templates"
)

// Options says which of the user's folders to open and how.
type Options struct {
	// Rules is the folder of user rules overriding the embedded ones by
	// id; "" means the embedded rules alone.
	Rules string
	// Operator is the folder of operator templates (HOST.yaml); "" for none.
	Operator string
	// Learned is the folder of learned templates; "" for none.
	Learned string
	// Watch reloads the rules and the operator templates as their files
	// change, for programs that run for long (the reader, serve).
	Watch bool
	// Strict makes a rules folder that does not load an error, for a
	// folder the user named; otherwise it is a warning and the embedded
	// rules stand in.
	Strict bool
	// Warn receives each problem that does not stop extraction, as a
	// format and its arguments without a prefix; nil discards them.
	Warn func(format string, args ...any)
}

// Data is the user's rules and templates, opened. It is safe for
// concurrent use; Close it when done.
type Data struct {
	warn  func(format string, args ...any)
	rules *rules.Live
	store *templates.Store
	cache *templates.Cache
}

// Open opens the folders o names. Only a Strict rules folder that does not
// load is an error; every other problem is passed to o.Warn and leaves
// that part out (a read-only home, a broken template), since none of it
// is needed to extract a page. Nothing is created until something is
// written.
func Open(o Options) (*Data, error) {
	d := &Data{warn: o.Warn}
	if d.warn == nil {
		d.warn = func(string, ...any) {}
	}
	// Templates first: their Watch creates their folder, and with it the
	// parent the rules folder shares, which the rules' Watch can follow.
	if o.Operator != "" {
		d.store = d.openStore(o.Operator, o.Watch)
	}
	if o.Rules != "" {
		l, err := d.openRules(o.Rules, o.Watch, o.Strict)
		if err != nil {
			d.Close()
			return nil, err
		}
		d.rules = l
	}
	if o.Learned != "" {
		c, err := templates.OpenCache(o.Learned, templates.CacheOptions{})
		if err != nil {
			d.warn("learned templates off: %v", err)
		} else {
			d.cache = c
		}
	}
	return d, nil
}

// ExtractorOptions returns the options that make an extraction use the
// data: the current rules (the embedded ones when no folder was given)
// and the templates, if any.
func (d *Data) ExtractorOptions() []extractor.Option {
	set := rules.Default()
	if d.rules != nil {
		set = d.rules.Set()
	}
	opts := []extractor.Option{extractor.WithRules(set)}
	if d.store != nil || d.cache != nil {
		opts = append(opts, extractor.WithTemplates(d.store, d.cache))
	}
	return opts
}

// Store returns the operator templates, for a program that manages them
// (serve's admin API); nil when none were opened.
func (d *Data) Store() *templates.Store { return d.store }

// Close stops watching the folders and saves the learned templates. It
// returns the first error; the Data must not be used after it.
func (d *Data) Close() error {
	var errs []error
	if d.rules != nil {
		errs = append(errs, d.rules.Close())
	}
	if d.store != nil {
		errs = append(errs, d.store.Close())
	}
	if d.cache != nil {
		if err := d.cache.Flush(); err != nil {
			errs = append(errs, fmt.Errorf("saving learned templates: %w", err))
		}
	}
	for _, err := range errs {
		if err != nil {
			return err
		}
	}
	return nil
}

// openRules loads the user's rules and, with watch, follows their folder;
// a broken folder leaves the embedded rules until it is fixed.
func (d *Data) openRules(dir string, watch, strict bool) (*rules.Live, error) {
	l, err := rules.OpenLive(dir, func(err error) {
		if err != nil {
			d.warn("user rules: keeping the last good version: %v", err)
		}
	})
	if err != nil {
		if strict {
			return nil, err
		}
		d.warn("user rules ignored: %v", err)
	}
	if !watch {
		return l, nil
	}
	// When neither the folder nor its parent exists there is nothing to
	// follow until the next start, and nothing worth a message.
	if err := l.Watch(); err != nil && !errors.Is(err, fs.ErrNotExist) {
		d.warn("user rules will not reload: %v", err)
	}
	return l, nil
}

// openStore opens the operator templates and, with watch, follows them; a
// store that cannot be watched still serves the files read at start.
func (d *Data) openStore(dir string, watch bool) *templates.Store {
	s, err := templates.OpenStore(dir)
	if err != nil {
		d.warn("operator templates off: %v", err)
		return nil
	}
	for file, err := range s.Errors() {
		d.warn("template %s ignored: %v", file, err)
	}
	if !watch {
		return s
	}
	s.OnReload = func(file string, err error) {
		if err != nil {
			d.warn("template %s: keeping the last good version: %v", file, err)
		}
	}
	if err := s.Watch(); err != nil {
		d.warn("operator templates will not reload: %v", err)
	}
	return s
}
