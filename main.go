// Command folio is the Folio desktop reader: it opens a Markdown file or a
// web page (read as Markdown) given as its argument, or a welcome page.
//
//	folio [PATH|URL]
//
// main only wires package app (loading) to package ui (the window). It
// builds with cgo for the real GL driver, and with CGO_ENABLED=0 -tags ci
// against Fyne's software driver for headless tests.
package main

import (
	"os"

	fyneapp "fyne.io/fyne/v2/app"

	"folio/app"
	"folio/assets"
	"folio/ui"
)

func main() {
	a := fyneapp.NewWithID(ui.AppID)
	a.SetIcon(assets.Icon)
	w := ui.New(a, app.NewLoader(),
		ui.WithBuiltin("welcome", assets.Welcome),
		ui.WithBuiltin("help", assets.Help),
		ui.WithHTMLConverter(app.HTMLToMarkdown))
	w.Window().SetIcon(assets.Icon)
	w.OpenStartup(os.Args[1:])
	w.ShowAndRun()
}
