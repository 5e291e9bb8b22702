// Package ui is Folio's Fyne layer: the reader window, its menus and
// shortcuts, the address bar, status bar, find bar, table of contents,
// dialogs and theme. It holds no business state: an app.Session owns
// navigation (what is shown, history, recent items, the load in flight, the
// link root) and tells the window what to show through app.Screen; ui
// shows it and calls back. Loads run off the UI goroutine and reach the
// widgets only through fyne.DoAndWait; Esc cancels them.
//
// Usage, as main.go wires it:
//
//	a := fyneapp.NewWithID(ui.AppID)
//	w := ui.New(a, app.NewLoader(),
//		ui.WithBuiltin("welcome", assets.Welcome),
//		ui.WithBuiltin("help", assets.Help))
//	w.OpenStartup(os.Args[1:]) // a path or URL, or the welcome page
//	w.ShowAndRun()
//
// One command table (shortcuts.go) feeds the main menu, the keyboard
// shortcuts and the shortcut table of the Help page, so the three never
// disagree.
//
// Report Bad Extraction (report.go) saves the page shown as a gym entry
// through app.ReportBadExtraction; ui never imports the gym itself
// (internal/archtest checks it).
//
// # Testing seam
//
// Scripted UI tests (package uitests) drive a Window on Fyne's test driver
// (fyne.io/fyne/v2/test):
//
//	a := test.NewTempApp(t)
//	w := ui.New(a, app.NewLoader(), ui.WithOpener(record))
//	w.Open(srv.URL + "/page") // or a path
//	w.WaitIdle()              // the load finished and its result is shown
//	w.StatusMode()            // app.ModeConverted, ...
//
// Inputs: Open, Reload, Back, Forward, TypeShortcut (dispatches like the
// desktop driver: main menu, then focused widget, then canvas), TypeKey
// (Esc, F5, Enter... to the focused widget or the window), SetFindQuery,
// FindNext, FindPrev, ToggleTOC, SelectTOC, SetTheme, SetZoom, Escape.
// Observations: Document, Session (navigation state), StatusMode, StatusText, Markdown, Loading,
// FindStatus, TOCVisible, TOCEntries, ThemeChoice, Zoom, DialogOpen,
// LastReport (the folder of the last saved report), and
// Window for the fyne.Window (canvas, capture, focus). WithOpener records
// the URLs that would go to the system browser instead of launching one.
// Everything but WaitIdle runs on the calling (test) goroutine.
package ui
