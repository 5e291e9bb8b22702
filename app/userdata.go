package app

import (
	"fmt"
	"log"
	"sync"

	"folio/extractor"
	"folio/internal/userdata"
)

// WithUserData makes web pages use the user's extraction data: rules from
// rulesDir overriding the embedded ones by id and operator templates from
// operatorDir (both reloaded as they change) and learned templates kept in
// learnedDir. main passes the folders of internal/userdirs, the ones
// folio-extract uses too. An empty folder name leaves that part out.
//
// The folders are opened (internal/userdata) on the first HTML page, not
// at start-up, and created only when something is written to them.
// Opening them can fail (a read-only home, a broken file): the failure is
// logged and the page is extracted without that part, since none of it is
// needed to read a page.
func WithUserData(rulesDir, operatorDir, learnedDir string) LoaderOption {
	return func(cfg *loaderConfig) {
		cfg.data = &userData{opts: userdata.Options{
			Rules: rulesDir, Operator: operatorDir, Learned: learnedDir, Watch: true,
			Warn: func(format string, args ...any) { log.Printf("folio: "+format, args...) },
		}}
	}
}

// userData opens the user's rules and templates once, on first use.
type userData struct {
	opts userdata.Options
	once sync.Once
	data *userdata.Data
}

// options returns the extractor options for the user's data, opening it
// on the first call; the rules are the current ones of the user's folder.
func (u *userData) options() []extractor.Option {
	if u == nil {
		return nil
	}
	u.once.Do(func() {
		d, err := userdata.Open(u.opts) // not Strict: only warnings
		if err != nil {
			u.opts.Warn("user data off: %v", err)
			return
		}
		u.data = d
	})
	if u.data == nil {
		return nil
	}
	return u.data.ExtractorOptions()
}

// close stops watching the rules and templates and saves what was learned.
func (u *userData) close() error {
	if u == nil {
		return nil
	}
	u.once.Do(func() {}) // never opened: nothing to close, and no late open
	if u.data == nil {
		return nil
	}
	return u.data.Close()
}

// templateMark is the short text the status bar shows for the template
// that served a page: "example.com v3 (learned)".
func templateMark(t *extractor.TemplateInfo) string {
	if t == nil {
		return ""
	}
	return fmt.Sprintf("%s v%d (%s)", t.Host, t.Version, t.Source)
}
