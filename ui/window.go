package ui

import (
	"context"
	"net/url"
	"sync"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/widget"

	"folio/app"
)

// AppID is Folio's application id, the key of its Preferences.
const AppID = "io.folio.reader"

// Loader loads a path or URL into a Document; *app.Loader satisfies it.
// Load is called off the UI goroutine and must honour ctx.
type Loader interface {
	Load(ctx context.Context, target string) (*app.Document, error)
}

// Window is Folio's reader window. Its exported methods are the commands of
// the menu and the testing seam of package uitests; call them on the Fyne
// goroutine (or, in tests, the test goroutine), except WaitIdle.
type Window struct {
	fa           fyne.App
	win          fyne.Window
	loader       Loader
	prefs        app.Store
	newView      viewFactory
	openExternal func(u *url.URL) error
	builtins     map[string]string
	convertHTML  func(html string) string
	showFile     func(d *dialog.FileDialog)
	firstFrame   func()

	view   docView
	addr   *addressBar
	status *statusBar
	find   *findBar
	toc    *tocPanel
	banner *banner

	cmds []*command
	// pageShortcuts are the standard shortcuts (Copy, Select All) the
	// canvas handles when no widget has focus, by name.
	pageShortcuts map[string]func()
	mainMenu      *fyne.MainMenu
	recentItem    *fyne.MenuItem
	themeItems    []*fyne.MenuItem
	reportItem    *fyne.MenuItem
	dlg           dialog.Dialog
	// dlgEntry is the Save dialog's file-name entry while the window
	// holds its keys (see holdDialogEntry).
	dlgEntry *widget.Entry

	hist        *app.History
	recent      *app.Recent
	settings    app.Settings
	themeChoice ThemeChoice
	zoom        float32

	doc    *app.Document // the document shown; nil on an error page
	target string        // what is shown or being loaded (for Reload)
	// shownMarkdown is the page's Markdown: the document's or an error page.
	shownMarkdown string
	// pendingAnchor is the heading to scroll to once a followed link loads.
	pendingAnchor string
	// linkRoot is the folder a followed local link may not leave: the root
	// of the document it was followed from, passed on to the next one so
	// that ../ links keep working inside a tree of notes.
	linkRoot string
	load     loadState
	// lastReport is the folder of the last entry Report Bad Extraction saved.
	lastReport string
}

// loadState tracks the load in flight. A newer load supersedes an older
// one: gen tells their results apart.
type loadState struct {
	mu     sync.Mutex
	gen    int
	cancel context.CancelFunc
	busy   sync.WaitGroup
}

// New creates the reader window for a, loading through loader. It restores
// the window size, theme, zoom and recent items from a's Preferences.
func New(a fyne.App, loader Loader, opts ...Option) *Window {
	w := &Window{
		fa: a, loader: loader, prefs: a.Preferences(),
		newView: newMDView, builtins: map[string]string{},
		hist: app.NewHistory(), openExternal: systemOpener(a),
	}
	w.showFile = w.showFileDialog
	for _, o := range opts {
		o(w)
	}
	w.recent = app.NewRecent(w.prefs)
	w.loadSettings()
	w.win = a.NewWindow("Folio")
	w.build()
	return w
}

// build creates the widgets, menu and key bindings.
func (w *Window) build() {
	w.cmds = w.commands()
	w.view = w.newView(w)
	w.addr = newAddressBar(w)
	w.status = newStatusBar(w.openInBrowser, func() fyne.Canvas { return w.win.Canvas() })
	w.find = newFindBar(w)
	w.toc = newTOCPanel(func(slug string) { w.scrollToHeading(slug) })
	w.banner = newBanner()
	w.fa.Settings().SetTheme(newFolioTheme(w.themeChoice))
	w.view.SetTextScale(w.zoom)

	page := container.NewBorder(w.banner.box, nil, nil, nil, w.view.Object())
	center := container.NewBorder(nil, nil, w.toc.box, nil, page)
	bottom := container.NewVBox(w.find.box, w.status.box)
	w.win.SetContent(w.firstFrameProbe(container.NewBorder(w.addr.box, bottom, nil, nil, center)))

	w.mainMenu = w.buildMenu()
	w.win.SetMainMenu(w.mainMenu)
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
func (w *Window) Document() *app.Document { return w.doc }

// StatusMode returns the source mode shown in the status bar, or "" when
// no document is shown.
func (w *Window) StatusMode() app.Mode {
	if w.doc == nil {
		return ""
	}
	return w.doc.Mode
}

// StatusText returns the status bar's text: mode label, location, counts.
func (w *Window) StatusText() string { return w.status.text() }

// Markdown returns the Markdown shown in the page (a document or an error
// page).
func (w *Window) Markdown() string { return w.shownMarkdown }

// Loading reports whether a load is in flight.
func (w *Window) Loading() bool { return w.addr.progress.Visible() }

// quit saves the window size and preferences, then quits.
func (w *Window) quit() {
	w.cancelLoad()
	w.saveSettings()
	w.fa.Quit()
}
