package app

import (
	"errors"
	"fmt"
	"io/fs"
	"log"
	"sync"

	"folio/extractor"
	"folio/extractor/rules"
	"folio/extractor/templates"
)

// WithUserData makes web pages use the user's extraction data: rules from
// rulesDir overriding the embedded ones by id and operator templates from
// operatorDir (both reloaded as they change) and learned templates kept in
// learnedDir. main passes the folders of internal/userdirs, the ones
// folio-extract uses too. An empty folder name leaves that part out.
//
// The folders are opened on the first HTML page, not at start-up, and
// created only when something is written to them. Opening them can fail
// (a read-only home, a broken file): the failure is logged and the page is
// extracted without that part, since none of it is needed to read a page.
func WithUserData(rulesDir, operatorDir, learnedDir string) LoaderOption {
	return func(cfg *loaderConfig) {
		cfg.data = &userData{rulesDir: rulesDir, operatorDir: operatorDir, learnedDir: learnedDir, logf: log.Printf}
	}
}

// userData opens the user's rules and templates once, on first use.
type userData struct {
	rulesDir, operatorDir, learnedDir string
	logf                              func(format string, args ...any)

	once  sync.Once
	opts  []extractor.Option
	rules *rules.Live
	store *templates.Store
	cache *templates.Cache
}

// options returns the extractor options for the user's data, opening it
// on the first call; the rules are the current ones of the user's folder.
func (u *userData) options() []extractor.Option {
	if u == nil {
		return nil
	}
	u.once.Do(u.open)
	if u.rules == nil {
		return u.opts
	}
	return append([]extractor.Option{extractor.WithRules(u.rules.Set())}, u.opts...)
}

func (u *userData) open() {
	// Templates first: their Watch creates their folder, and with it the
	// parent the rules folder shares, which the rules' Watch can follow.
	if u.operatorDir != "" {
		u.store = u.openStore()
	}
	if u.rulesDir != "" {
		u.rules = u.openRules()
	}
	if u.learnedDir != "" {
		c, err := templates.OpenCache(u.learnedDir, templates.CacheOptions{})
		if err != nil {
			u.logf("folio: learned templates off: %v", err)
		} else {
			u.cache = c
		}
	}
	if u.store != nil || u.cache != nil {
		u.opts = append(u.opts, extractor.WithTemplates(u.store, u.cache))
	}
}

// openRules loads the user's rules and follows their folder; a broken
// folder leaves the embedded rules until it is fixed.
func (u *userData) openRules() *rules.Live {
	l, err := rules.OpenLive(u.rulesDir, func(err error) {
		if err != nil {
			u.logf("folio: user rules: keeping the last good version: %v", err)
		}
	})
	if err != nil {
		u.logf("folio: user rules ignored: %v", err)
	}
	// When neither the folder nor its parent exists there is nothing to
	// follow until the next start, and nothing worth a message.
	if err := l.Watch(); err != nil && !errors.Is(err, fs.ErrNotExist) {
		u.logf("folio: user rules will not reload: %v", err)
	}
	return l
}

// openStore opens the operator templates and watches them for changes;
// a store that cannot be watched still serves the files read at start.
func (u *userData) openStore() *templates.Store {
	s, err := templates.OpenStore(u.operatorDir)
	if err != nil {
		u.logf("folio: operator templates off: %v", err)
		return nil
	}
	for file, err := range s.Errors() {
		u.logf("folio: template %s ignored: %v", file, err)
	}
	s.OnReload = func(file string, err error) {
		if err != nil {
			u.logf("folio: template %s: keeping the last good version: %v", file, err)
		}
	}
	if err := s.Watch(); err != nil {
		u.logf("folio: operator templates will not reload: %v", err)
	}
	return s
}

// close stops watching the rules and templates and saves what was learned.
func (u *userData) close() error {
	if u == nil {
		return nil
	}
	var err error
	u.once.Do(func() {}) // never opened: nothing to close, and no late open
	if u.rules != nil {
		err = u.rules.Close()
	}
	if u.store != nil {
		if serr := u.store.Close(); serr != nil && err == nil {
			err = serr
		}
	}
	if u.cache != nil {
		if ferr := u.cache.Flush(); ferr != nil && err == nil {
			err = ferr
		}
	}
	return err
}

// templateMark is the short text the status bar shows for the template
// that served a page: "example.com v3 (learned)".
func templateMark(t *extractor.TemplateInfo) string {
	if t == nil {
		return ""
	}
	return fmt.Sprintf("%s v%d (%s)", t.Host, t.Version, t.Source)
}
