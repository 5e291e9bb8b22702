// Command folio is the Folio desktop reader: it opens a Markdown file or a
// web page (read as Markdown) given as its argument, or a welcome page.
//
//	folio [PATH|URL]
//	folio --export-pdf OUT.pdf [--page-size A4|Letter] PATH|URL
//
// main only wires package app (loading) to package ui (the window). It
// builds with cgo for the real GL driver, and with CGO_ENABLED=0 -tags ci
// against Fyne's software driver for headless tests.
package main

import (
	"fmt"
	"os"
	"path/filepath"
	"runtime"
	"time"

	fyneapp "fyne.io/fyne/v2/app"

	"folio/app"
	"folio/assets"
	_ "folio/internal/fyneenv" // before Fyne reads its environment
	"folio/internal/userdirs"
	"folio/ui"
)

func main() {
	if len(os.Args) > 1 && os.Args[1] == "--export-pdf" {
		os.Exit(exportPDF(os.Args[2:], os.Stderr))
	}
	if err := checkStart(os.Args[1:], os.Getenv, runtime.GOOS); err == errHelp {
		fmt.Print(usage)
		return
	} else if err != nil {
		fmt.Fprintf(os.Stderr, "folio: %v\n", err)
		os.Exit(2)
	}
	tuneMemory(os.Getenv)
	watchHeapProfile(os.Getenv, os.Stderr)
	a := fyneapp.NewWithID(ui.AppID)
	a.SetIcon(assets.Icon)
	opts := []ui.Option{
		ui.WithBuiltin("welcome", assets.Welcome),
		ui.WithBuiltin("help", assets.Help),
		ui.WithHTMLConverter(app.HTMLToMarkdown),
		ui.WithStore(settingsStore(a.Preferences())),
		ui.WithPositions(positions()),
	}
	if os.Getenv("FOLIO_TRACE_STARTUP") != "" {
		opts = append(opts, ui.WithFirstFrame(traceStartup(time.Now())))
	}
	// WithSystemBrowser: "Render with Chromium" on a needs-JavaScript page
	// when the system has one; the browser starts only when asked.
	loader := app.NewLoader(append(userData(), app.WithSystemBrowser())...)
	outputs := app.NewOutputs(loader, libraryDir())
	opts = append(opts, ui.WithOutputs(outputs))
	w := ui.New(a, loader, opts...)
	w.Window().SetIcon(assets.Icon)
	w.OpenStartup(os.Args[1:])
	w.ShowAndRun()
	outputs.Close()
	loader.Close()
}

// userData passes the user's rules and templates (the folders
// folio-extract uses too) to the loader; without a home folder the reader
// runs on the embedded rules alone.
func userData() []app.LoaderOption {
	d, err := userdirs.Default()
	if err != nil {
		fmt.Fprintf(os.Stderr, "folio: no user rules or templates: %v\n", err)
		return nil
	}
	return []app.LoaderOption{app.WithUserData(d.Rules, d.Operator, d.Learned)}
}

// settingsStore keeps the settings and recent items in a file Folio
// writes atomically (app.FileStore), seeded from Fyne's preferences the
// first time: Fyne rewrites its file in place, which a kill during a save
// empties. Without a config folder, Fyne's preferences serve.
func settingsStore(fyne app.Store) app.Store {
	d, err := userdirs.Default()
	if err != nil {
		return fyne
	}
	s := app.OpenFileStore(d.Settings, fyne)
	if err := s.Err(); err != nil {
		fmt.Fprintf(os.Stderr, "folio: settings: %v\n", err)
	}
	return s
}

// positions remembers where the reader left each document, in the user's
// data folder (~/.local/share/folio/positions.json); without one, only
// while Folio runs.
func positions() *app.Positions {
	d, err := userdirs.Default()
	if err != nil {
		return nil
	}
	p := app.OpenPositions(d.Positions)
	if err := p.Err(); err != nil {
		fmt.Fprintf(os.Stderr, "folio: reading positions: %v\n", err)
	}
	return p
}

// libraryDir is where Save to Library keeps pages ($FOLIO_LIBRARY, else
// "Folio Library" in the documents folder); folio-extract library uses the
// same folder.
func libraryDir() string {
	d, err := userdirs.Library()
	if err != nil {
		return filepath.Join(os.TempDir(), "Folio Library")
	}
	return d
}

// traceStartup returns the first-frame callback of FOLIO_TRACE_STARTUP=1:
// one line on stderr with the wall clock (Unix nanoseconds, for scripts
// that note when they started the process, see uitests/startup.sh) and the
// time since main began.
func traceStartup(start time.Time) func() {
	return func() {
		now := time.Now()
		fmt.Fprintf(os.Stderr, "folio: first frame at %d (%.1f ms after main)\n",
			now.UnixNano(), float64(now.Sub(start).Microseconds())/1000)
	}
}
