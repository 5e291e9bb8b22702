// Package ui is Folio's Fyne layer: the reader window, its menus and
// shortcuts, the address bar, status bar, find bar, table of contents,
// dialogs and themes. It holds no business state: package app loads
// documents and keeps history, recent items and settings; ui shows them and
// calls back. Goroutines reach widgets only through fyne.Do.
//
// Usage, as main.go wires it:
//
//	a := fyneapp.NewWithID(ui.AppID)
//	w := ui.New(a, app.NewLoader())
//	w.OpenStartup(os.Args[1:]) // a path or URL, or the welcome page
//	w.ShowAndRun()
//
// # Testing seam
//
// Scripted UI tests (uitests/) drive a Window on Fyne's test driver
// (fyne.io/fyne/v2/test): New with test.NewTempApp(t), then Open a target,
// WaitIdle until the load has been shown, and inspect StatusMode, Markdown,
// FindStatus, TOCVisible and so on. TypeShortcut and TypeKey dispatch
// keyboard input the way the desktop driver does (main menu first, then the
// canvas), so tests exercise the same command table as the real window.
package ui
