package ui

import (
	"net/url"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/widget"

	"folio/app"
	"folio/app/themes"
)

// AppID is Folio's application id, the key of its Preferences.
const AppID = "io.folio.reader"

// Loader loads a path or URL into a Document; *app.Loader satisfies it.
// Load is called off the UI goroutine and must honour ctx.
type Loader = app.DocumentLoader

// Window is Folio's reader window: widgets, menus and key bindings over an
// app.Session, which owns navigation (what is shown, history, recent
// items, the load in flight). Its exported methods are the commands of the
// menu and the testing seam of package uitests; call them on the Fyne
// goroutine (or, in tests, the test goroutine), except WaitIdle.
type Window struct {
	fa   fyne.App
	win  fyne.Window
	sess *app.Session
	cfg  config

	view   docView
	addr   *addressBar
	status *statusBar
	find   *findBar
	toc    *tocPanel
	banner *banner
	// jobs are the window's background jobs, which WaitIdle waits for.
	jobs background

	cmds []*command
	// pageShortcuts are the standard shortcuts (Copy, Select All) the
	// canvas handles when no widget has focus, by name.
	pageShortcuts map[string]func()
	menu          menuItems
	dialogs       dialogState
	prefs         prefsState
	keys          keyState

	// shownMarkdown is the page's Markdown: the document's or an error page.
	shownMarkdown string
	// lastReport is the folder of the last entry Report Bad Extraction saved.
	lastReport string
}

// config is what New's options set.
type config struct {
	newView      viewFactory
	openExternal func(u *url.URL) error
	builtins     map[string]string
	convertHTML  func(html string) string
	showFile     func(d *dialog.FileDialog)
	firstFrame   func()
	outputs      *app.Outputs
	positions    *app.Positions
	themesFile   string
}

// menuItems are the main menu and the items the window updates.
type menuItems struct {
	main   *fyne.MainMenu
	recent *fyne.MenuItem
	theme  *fyne.MenuItem // the Theme submenu
	// themeIDs are the choices of the Theme submenu's items, by index
	// ("" for a separator or an item that is no theme).
	themeIDs []ThemeChoice
	report   *fyne.MenuItem
}

// dialogState is the dialog shown, if any.
type dialogState struct {
	dlg dialog.Dialog
	// entry is the Save dialog's file-name entry while the window holds
	// its keys (see holdDialogEntry).
	entry *widget.Entry
}

// prefsState is what the window keeps in the app's Preferences, and the
// themes it chooses from.
type prefsState struct {
	store    app.Store
	settings app.Settings
	theme    ThemeChoice
	zoom     float32
	themes   *themes.Library
}

// New creates the reader window for a, loading through loader. It restores
// the window size, theme, zoom and recent items from a's Preferences.
func New(a fyne.App, loader Loader, opts ...Option) *Window {
	w := &Window{fa: a, prefs: prefsState{store: a.Preferences()}}
	w.cfg = config{newView: newMDView, builtins: map[string]string{}, openExternal: systemOpener(a)}
	w.cfg.showFile = w.showFileDialog
	for _, o := range opts {
		o(w)
	}
	w.sess = app.NewSession(loader, screen{w}, fyne.DoAndWait,
		app.WithRecent(w.prefs.store), app.WithBuiltins(w.builtin), app.WithPositions(w.cfg.positions))
	w.loadSettings()
	w.prefs.themes = themes.Open(w.cfg.themesFile, func() { fyne.Do(w.themesChanged) })
	w.win = a.NewWindow("Folio")
	w.build()
	return w
}

// build creates the widgets, menu and key bindings.
func (w *Window) build() {
	w.cmds = w.commands()
	w.view = w.cfg.newView(w)
	w.addr = newAddressBar(w)
	w.status = newStatusBar(w.openInBrowser, func() fyne.Canvas { return w.win.Canvas() })
	w.find = newFindBar(w)
	w.toc = newTOCPanel(func(slug string) { w.scrollToHeading(slug) })
	w.banner = newBanner()
	w.fa.Settings().SetTheme(appTheme(w.prefs.theme, w.prefs.themes))
	w.view.SetTextScale(w.prefs.zoom)

	page := container.NewBorder(w.banner.box, nil, nil, nil, w.view.Object())
	center := container.NewBorder(nil, nil, w.toc.box, nil, page)
	bottom := container.NewVBox(w.find.box, w.status.box)
	w.win.SetContent(w.firstFrameProbe(container.NewBorder(w.addr.box, bottom, nil, nil, center)))

	w.menu.main = w.buildMenu()
	w.win.SetMainMenu(w.menu.main)
	w.bindKeys()
	w.win.SetOnDropped(w.dropped)
	w.win.SetCloseIntercept(w.quit)
	w.win.Resize(w.windowSize())
	w.updateNav()
}

// Window returns the Fyne window.
func (w *Window) Window() fyne.Window { return w.win }

// ShowAndRun shows the window and runs the application's event loop.
func (w *Window) ShowAndRun() { w.win.ShowAndRun() }

// OpenStartup opens the first command-line argument (a path or URL), or
// the welcome document when there is none.
func (w *Window) OpenStartup(args []string) {
	if len(args) > 0 && args[0] != "" {
		w.Open(args[0])
		return
	}
	w.ShowWelcome()
}

// Document returns the document shown, or nil (error page, nothing yet).
func (w *Window) Document() *app.Document { return w.sess.Document() }

// Session returns the window's navigation: what is shown, the history, the
// recent items, the load in flight.
func (w *Window) Session() *app.Session { return w.sess }

// StatusMode returns the source mode shown in the status bar, or "" when
// no document is shown.
func (w *Window) StatusMode() app.Mode {
	if d := w.sess.Document(); d != nil {
		return d.Mode
	}
	return ""
}

// StatusText returns the status bar's text: mode label, location, counts.
func (w *Window) StatusText() string { return w.status.text() }

// Markdown returns the Markdown shown in the page (a document or an error
// page).
func (w *Window) Markdown() string { return w.shownMarkdown }

// Loading reports whether a load is in flight.
func (w *Window) Loading() bool { return w.addr.progress.Visible() }

// quit saves the window size, preferences and reading position, then
// quits.
func (w *Window) quit() {
	w.Close()
	w.fa.Quit()
}

// Close does what closing the window does before Folio quits: it cancels
// the load in flight, remembers the reading position, stops following the
// file shown and saves the settings. The window itself stays (scripts
// close it, or start a new one to see what a restart restores).
func (w *Window) Close() {
	w.sess.Close()
	w.prefs.themes.Close()
	w.saveSettings()
}
