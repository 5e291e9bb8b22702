package ui

import (
	"context"
	"errors"
	"fmt"
	"strings"

	"fyne.io/fyne/v2"

	"folio/app"
)

// builtinScheme prefixes bundled documents: "folio:welcome", "folio:help".
const builtinScheme = "folio:"

// Open loads target (a path or URL) and records it in the history.
func (w *Window) Open(target string) { w.startLoad(strings.TrimSpace(target), true) }

// Reload loads the current target again.
func (w *Window) Reload() {
	if w.target != "" {
		w.startLoad(w.target, false)
	}
}

// Back opens the previous item of the history.
func (w *Window) Back() {
	t, ok := w.hist.Back()
	w.updateNav() // before the load starts: nothing touches widgets after it
	if ok {
		w.startLoad(t, false)
	}
}

// Forward opens the next item of the history.
func (w *Window) Forward() {
	t, ok := w.hist.Forward()
	w.updateNav() // before the load starts: nothing touches widgets after it
	if ok {
		w.startLoad(t, false)
	}
}

// WaitIdle blocks until no load is in flight and its result is shown. Call
// it from a test or script goroutine, never from the Fyne goroutine.
func (w *Window) WaitIdle() { w.load.busy.Wait() }

// startLoad cancels any load in flight and loads target off the UI
// goroutine; the result reaches the widgets through fyne.DoAndWait.
func (w *Window) startLoad(target string, visit bool) {
	if target == "" {
		return
	}
	if visit {
		w.hist.Visit(target)
		w.updateNav()
	}
	w.target = target
	w.addr.setText(target)
	if md, ok := w.builtin(target); ok {
		w.supersede()
		w.addr.setLoading(false)
		w.showDocument(&app.Document{Source: target, Mode: app.ModeBuiltin, Markdown: md, Title: builtinTitle(target)})
		return
	}
	ctx, gen := w.beginLoad()
	w.addr.setLoading(true)
	w.status.showLoading(target)
	go func() {
		defer w.load.busy.Done()
		doc, err := w.loader.Load(ctx, target)
		fyne.DoAndWait(func() { w.finishLoad(gen, target, doc, err) })
	}()
}

// beginLoad cancels the load in flight and starts a new generation.
func (w *Window) beginLoad() (context.Context, int) {
	ctx, cancel := context.WithCancel(context.Background())
	w.load.mu.Lock()
	defer w.load.mu.Unlock()
	w.supersedeLocked()
	w.load.cancel = cancel
	w.load.busy.Add(1)
	return ctx, w.load.gen
}

// supersede cancels the load in flight, if any, and makes sure its result
// is never shown: something else (a bundled page) takes its place.
func (w *Window) supersede() {
	w.load.mu.Lock()
	defer w.load.mu.Unlock()
	w.supersedeLocked()
}

func (w *Window) supersedeLocked() {
	if w.load.cancel != nil {
		w.load.cancel()
		w.load.cancel = nil
	}
	w.load.gen++
}

// cancelLoad stops the load in flight, if any; its goroutine then shows a
// "canceled" page with a Retry button.
func (w *Window) cancelLoad() bool {
	w.load.mu.Lock()
	defer w.load.mu.Unlock()
	if w.load.cancel == nil {
		return false
	}
	w.load.cancel()
	w.load.cancel = nil
	return true
}

// finishLoad shows a load's result unless a newer load superseded it.
func (w *Window) finishLoad(gen int, target string, doc *app.Document, err error) {
	w.load.mu.Lock()
	current := gen == w.load.gen
	if current {
		w.load.cancel = nil
	}
	w.load.mu.Unlock()
	if !current {
		return
	}
	w.addr.setLoading(false)
	if err == nil && doc == nil {
		err = errors.New("the loader returned nothing")
	}
	if err != nil {
		if app.KindOf(err) == app.KindNotFound {
			w.recent.Remove(target) // a recent file that is gone
			w.fillRecentMenu()
		}
		w.showError(target, err)
		return
	}
	if !strings.HasPrefix(target, builtinScheme) {
		w.recent.Add(doc.Source) // a file's absolute path, not how it was typed
	}
	if doc.Dir != "" && doc.Root == "" {
		doc.Root = w.linkRoot // ResolveLink ignores a root that does not hold Dir
	}
	w.linkRoot = ""
	w.fillRecentMenu()
	w.showDocument(doc)
}

// showDocument puts doc in the page, the title, the status bar and the TOC.
func (w *Window) showDocument(doc *app.Document) {
	w.doc = doc
	w.setPage(doc.Markdown)
	w.scrollToPendingAnchor()
	w.win.SetTitle(windowTitle(doc))
	w.status.show(doc)
	w.updateReportItem()
	if doc.Mode == app.ModeNeedsJS {
		w.banner.show(needsJSMessage(doc), "Open in Browser", w.openInBrowser)
	} else {
		w.banner.hide()
	}
}

// showError replaces the page with an error page and a Retry button.
func (w *Window) showError(target string, err error) {
	w.doc = nil
	w.pendingAnchor = ""
	w.linkRoot = ""
	w.setPage(errorPage(target, err))
	w.win.SetTitle("Could not open " + shortTarget(target, 60) + " — Folio")
	w.status.showError(target, isCanceled(err))
	w.updateReportItem()
	retry := func() { w.startLoad(target, false) }
	w.banner.show(errorSummary(err), "Retry", retry)
}

// setPage renders md and refreshes what depends on the page's content.
func (w *Window) setPage(md string) {
	w.shownMarkdown = md
	w.view.SetMarkdown(md)
	w.view.ScrollToTop()
	w.toc.setHeadings(w.view.Headings())
	w.find.refind()
}

// builtin returns the Markdown of a bundled document.
func (w *Window) builtin(target string) (string, bool) {
	name, ok := strings.CutPrefix(target, builtinScheme)
	if !ok {
		return "", false
	}
	if name == "help" {
		return w.builtins["help"] + helpMarkdown(w.cmds), true
	}
	md, ok := w.builtins[name]
	if name == "welcome" && md == "" {
		return defaultWelcome, true
	}
	return md, ok
}

// ShowWelcome opens the bundled welcome document.
func (w *Window) ShowWelcome() { w.Open(builtinScheme + "welcome") }

// ShowHelp opens the bundled help, with the full shortcut table.
func (w *Window) ShowHelp() { w.Open(builtinScheme + "help") }

func builtinTitle(target string) string {
	name := strings.TrimPrefix(target, builtinScheme)
	if name == "" {
		return "Folio"
	}
	return strings.ToUpper(name[:1]) + name[1:]
}

func windowTitle(doc *app.Document) string {
	t := doc.Title
	if t == "" {
		t = shortTarget(doc.Source, 60)
	}
	return fmt.Sprintf("%s — Folio", t)
}
