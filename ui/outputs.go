package ui

import (
	"context"
	"errors"
	"fmt"
	"os"
	"strings"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/storage"

	"folio/app"
	"folio/export"
)

// WithOutputs gives the window its library, PDF export and printing;
// without it those commands say they are not available.
func WithOutputs(o *app.Outputs) Option {
	return func(w *Window) { w.cfg.outputs = o }
}

// outputTimeout bounds a save, an export or a print (images included).
const outputTimeout = 2 * time.Minute

// outputs returns the window's outputs and the document shown, or shows
// why there is nothing to do and returns ok false.
func (w *Window) outputs() (*app.Outputs, *app.Document, bool) {
	doc := w.sess.Document()
	switch {
	case w.cfg.outputs == nil:
		w.showMessage("Not available", "This window has no library, PDF export or printing.")
	case doc == nil:
		w.showMessage("Nothing to keep", "Open a file or a web page first.")
	default:
		return w.cfg.outputs, doc, true
	}
	return nil, nil, false
}

// saveToLibrary keeps the page in the library, in the background, and
// says where in the banner above the page.
func (w *Window) saveToLibrary() {
	o, doc, ok := w.outputs()
	if !ok {
		return
	}
	w.banner.note("Saving to the library…", "", nil)
	w.jobs.run(func() {
		ctx, cancel := context.WithTimeout(context.Background(), outputTimeout)
		defer cancel()
		e, err := o.SaveToLibrary(ctx, doc)
		fyne.Do(func() {
			if err != nil {
				w.banner.show("Not saved to the library: "+err.Error(), "", nil)
				return
			}
			w.banner.note(fmt.Sprintf("Saved to the library as %s", e.Path), "Open Library", w.showLibrary)
		})
	})
}

// showExportPDF asks where to write the page as a PDF and writes it.
func (w *Window) showExportPDF() {
	o, doc, ok := w.outputs()
	if !ok {
		return
	}
	d := dialog.NewFileSave(func(wc fyne.URIWriteCloser, err error) {
		if err != nil || wc == nil {
			return
		}
		path := wc.URI().Path()
		wc.Close()
		w.runOutput("Exporting", func(ctx context.Context) error {
			return o.ExportPDF(ctx, doc, path, pageSize())
		}, "Exported "+path)
	}, w.win)
	d.SetFileName(strings.TrimSuffix(saveName(doc), ".md") + ".pdf")
	d.SetFilter(storage.NewExtensionFileFilter([]string{".pdf"}))
	w.startIn(d)
	w.cfg.showFile(d)
	w.holdDialogEntry()
}

// printPage hands the page to the system's printer as a PDF.
func (w *Window) printPage() {
	o, doc, ok := w.outputs()
	if !ok {
		return
	}
	w.runOutput("Printing", func(ctx context.Context) error {
		return o.Print(ctx, doc, pageSize())
	}, "Sent to the printer")
}

// runOutput runs job in the background with the banner saying what
// happens, then how it ended.
func (w *Window) runOutput(doing string, job func(context.Context) error, done string) {
	w.banner.note(doing+"…", "", nil)
	w.jobs.run(func() {
		ctx, cancel := context.WithTimeout(context.Background(), outputTimeout)
		defer cancel()
		err := job(ctx)
		fyne.Do(func() {
			switch {
			case errors.Is(err, app.ErrNoPrinter):
				w.banner.show("Folio found no printer: "+err.Error(), "Export as PDF", w.showExportPDF)
			case err != nil:
				w.banner.show(doing+" failed: "+err.Error(), "", nil)
			default:
				w.banner.note(done, "", nil)
			}
		})
	})
}

// pageSize is Letter where the locale's paper is (the US and Canada),
// A4 elsewhere.
func pageSize() export.PageSize {
	for _, v := range []string{"LC_PAPER", "LC_ALL", "LANG"} {
		l := strings.ToLower(getenv(v))
		if l == "" {
			continue
		}
		if strings.Contains(l, "_us") || strings.Contains(l, "_ca") {
			return export.Letter
		}
		return export.A4
	}
	return export.A4
}

// getenv reads the environment; a variable for tests.
var getenv = os.Getenv
