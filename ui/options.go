package ui

import (
	"net/url"

	"fyne.io/fyne/v2"
	"github.com/pkg/browser"

	"folio/app"
)

// Option configures New.
type Option func(*Window)

// WithOpener replaces the function that hands a URL to the system (the web
// browser, the mail client). Tests use it to record instead of launching.
func WithOpener(open func(u *url.URL) error) Option {
	return func(w *Window) { w.cfg.openExternal = open }
}

// systemOpener opens web pages in the default browser (github.com/pkg/browser)
// and other URLs (mailto:, file:) with the application the desktop
// associates with them.
func systemOpener(a fyne.App) func(u *url.URL) error {
	return func(u *url.URL) error {
		if u.Scheme == "http" || u.Scheme == "https" {
			return browser.OpenURL(u.String())
		}
		return a.OpenURL(u)
	}
}

// WithHTMLConverter sets how the page turns raw HTML blocks inside
// Markdown into Markdown (e.g. through the extractor's walker); without it
// they are shown as source text.
func WithHTMLConverter(convert func(html string) string) Option {
	return func(w *Window) { w.cfg.convertHTML = convert }
}

// WithStore keeps the settings and recent items in s instead of the Fyne
// app's Preferences.
func WithStore(s app.Store) Option {
	return func(w *Window) { w.prefs.store = s }
}

// WithBuiltin adds a bundled document reachable as "folio:name", e.g.
// WithBuiltin("welcome", assets.Welcome).
func WithBuiltin(name, markdown string) Option {
	return func(w *Window) { w.cfg.builtins[name] = markdown }
}

// WithPositions remembers reading positions in p (app.OpenPositions on the
// user's data folder), so that documents open where the reader left them,
// also after a restart; without it they are remembered while the window
// lives.
func WithPositions(p *app.Positions) Option {
	return func(w *Window) { w.cfg.positions = p }
}

// WithThemes adds the user's themes from the YAML file at path (the config
// folder's themes.yaml) to the built-in ones, and follows the file while
// the window is open: an edit shows at once, a mistake is named in a
// banner and in the Theme menu.
func WithThemes(path string) Option {
	return func(w *Window) { w.cfg.themesFile = path }
}
