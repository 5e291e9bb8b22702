package ui

import (
	"fmt"

	"folio/app"
)

// Open loads target (a path or URL) and records it in the history.
func (w *Window) Open(target string) { w.sess.Open(target) }

// Reload loads the current target again.
func (w *Window) Reload() { w.sess.Reload() }

// Back opens the previous item of the history.
func (w *Window) Back() { w.sess.Back() }

// Forward opens the next item of the history.
func (w *Window) Forward() { w.sess.Forward() }

// WaitIdle blocks until no load is in flight and its result is shown, and
// the background jobs (library, export, print, import) have ended. Call it
// from a test or script goroutine, never from the Fyne goroutine.
func (w *Window) WaitIdle() {
	w.sess.WaitIdle()
	w.jobs.wait()
}

// Drawing reports how many of the page's pictures (images, diagrams,
// formulas) are still loading or being drawn: a page can look settled
// while they are. Safe from any goroutine.
func (w *Window) Drawing() int { return w.view.Drawing() }

// screen is the window as the session's app.Screen: the session decides
// what is shown, the screen puts it in the widgets.
type screen struct{ w *Window }

// Loading shows target in the address bar and says it is loading.
func (s screen) Loading(target string) {
	s.w.addr.setText(target)
	s.w.addr.setLoading(true)
	s.w.status.showLoading(target)
}

// Show puts doc in the page, the title, the status bar and the TOC.
func (s screen) Show(doc *app.Document, anchor string) {
	w := s.w
	w.addr.setLoading(false)
	w.setPage(doc.Markdown)
	if anchor != "" {
		w.view.ScrollToHeading(anchor)
	}
	w.win.SetTitle(windowTitle(doc))
	w.status.show(doc)
	w.updateReportItem()
	switch {
	case doc.Mode == app.ModeNeedsJS && w.sess.CanRender():
		w.banner.show(needsJSMessage(doc), "Render with Chromium", w.sess.Render)
	case doc.Mode == app.ModeNeedsJS:
		w.banner.show(needsJSMessage(doc), "Open in Browser", w.openInBrowser)
	default:
		w.banner.hide()
	}
}

// ShowError replaces the page with an error page and a Retry button.
func (s screen) ShowError(target string, err error) {
	w := s.w
	w.addr.setLoading(false)
	w.setPage(errorPage(target, err))
	w.win.SetTitle("Could not open " + shortTarget(target, 60) + " — Folio")
	w.status.showError(target, isCanceled(err))
	w.updateReportItem()
	w.banner.show(errorSummary(err), "Retry", w.sess.Reload)
}

// positioner is implemented by views that report and restore a reading
// position (ui/mdview); with any other view the page opens at its top.
type positioner interface {
	ReadingPosition() (block int, frac float32)
	SetReadingPosition(block int, frac float32)
}

// Position returns the page's reading position.
func (s screen) Position() app.Position {
	if p, ok := s.w.view.(positioner); ok {
		b, f := p.ReadingPosition()
		return app.Position{Block: b, Frac: f}
	}
	return app.Position{}
}

// ScrollTo scrolls the page to pos.
func (s screen) ScrollTo(pos app.Position) {
	if p, ok := s.w.view.(positioner); ok {
		p.SetReadingPosition(pos.Block, pos.Frac)
	}
}

// HistoryChanged enables Back and Forward as the history allows.
func (s screen) HistoryChanged() { s.w.updateNav() }

// RecentChanged lists the recent items in the File menu again.
func (s screen) RecentChanged() { s.w.fillRecentMenu() }

// setPage renders md and refreshes what depends on the page's content.
func (w *Window) setPage(md string) {
	w.shownMarkdown = md
	w.view.SetMarkdown(md)
	w.view.ScrollToTop()
	w.toc.setHeadings(w.view.Headings())
	w.find.refind()
}

// builtin returns the Markdown of a bundled document by name; the help
// ends with the shortcut table of the command table.
func (w *Window) builtin(name string) (string, bool) {
	if name == "help" {
		return w.cfg.builtins["help"] + helpMarkdown(w.cmds), true
	}
	md, ok := w.cfg.builtins[name]
	if name == "welcome" && md == "" {
		return defaultWelcome, true
	}
	return md, ok
}

// ShowWelcome opens the bundled welcome document.
func (w *Window) ShowWelcome() { w.Open(app.BuiltinScheme + "welcome") }

// ShowHelp opens the bundled help, with the full shortcut table.
func (w *Window) ShowHelp() { w.Open(app.BuiltinScheme + "help") }

func windowTitle(doc *app.Document) string {
	t := doc.Title
	if t == "" {
		t = shortTarget(doc.Source, 60)
	}
	return fmt.Sprintf("%s — Folio", t)
}
