package ui

import (
	"context"
	"errors"
	"fmt"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/widget"

	"folio/library/importer"
)

// importIntro tells what the Import dialog reads and how it fetches.
const importIntro = "Import Pocket's CSV export, Omnivore's export (its zip or unpacked folder), " +
	"a list of URLs (one a line) or a folder of Markdown files. Pages are fetched a few at a time " +
	"and one at a time per site; importing the same export again resumes it and retries what failed."

// showImport asks for an export to import into the library; the format
// is recognised from the file or folder chosen.
func (w *Window) showImport() {
	if w.cfg.outputs == nil {
		w.showMessage("Not available", "This window has no library.")
		return
	}
	intro := widget.NewLabel(importIntro)
	intro.Wrapping = fyne.TextWrapWord
	path := newKeyEntry()
	path.SetPlaceHolder("File or folder to import")
	kind := widget.NewLabel("")
	path.OnChanged = func(p string) { kind.SetText(describeExport(p)) }
	var d dialog.Dialog
	choose := func(folder bool) func() {
		return func() {
			w.chooseExport(folder, func(p string) {
				path.SetText(p)
				w.dialogs.dlg = d // the file dialog took Esc; give it back
			})
		}
	}
	buttons := container.NewHBox(widget.NewButton("Choose File…", choose(false)),
		widget.NewButton("Choose Folder…", choose(true)))
	body := container.NewVBox(intro, path, buttons, kind)
	d = dialog.NewCustomConfirm("Import into the Library", "Import", "Cancel", body, func(ok bool) {
		if ok && strings.TrimSpace(path.Text) != "" {
			w.runImport(strings.TrimSpace(path.Text))
		}
	}, w.win)
	path.onKey = func(ev *fyne.KeyEvent, _ bool) bool {
		if ev.Name == fyne.KeyEscape {
			d.Hide()
			return true
		}
		return false
	}
	path.OnSubmitted = func(string) {
		d.Hide()
		w.runImport(strings.TrimSpace(path.Text))
	}
	d.Resize(fyne.NewSize(620, body.MinSize().Height+120))
	w.showDialog(d)
	w.win.Canvas().Focus(path)
}

// describeExport says what the import would read at path.
func describeExport(path string) string {
	if strings.TrimSpace(path) == "" {
		return ""
	}
	k, err := importer.Detect(strings.TrimSpace(path))
	if err != nil {
		return "Not an export Folio reads."
	}
	return "Recognised: " + importer.Describe(k) + "."
}

// chooseExport shows a file or folder dialog and passes the path chosen.
func (w *Window) chooseExport(folder bool, chosen func(string)) {
	if folder {
		d := dialog.NewFolderOpen(func(u fyne.ListableURI, err error) {
			if err == nil && u != nil {
				chosen(u.Path())
			}
		}, w.win)
		w.startIn(d)
		w.cfg.showFile(d)
		return
	}
	d := dialog.NewFileOpen(func(r fyne.URIReadCloser, err error) {
		if err == nil && r != nil {
			r.Close()
			chosen(r.URI().Path())
		}
	}, w.win)
	w.startIn(d)
	w.cfg.showFile(d)
}

// runImport imports the export at path in the background, with a progress
// bar and a Stop button, and then shows the report.
func (w *Window) runImport(path string) {
	kind, err := importer.Detect(path)
	if err != nil {
		w.showMessage("Cannot import", err.Error())
		return
	}
	ctx, cancel := context.WithCancel(context.Background())
	status := widget.NewLabel("Reading the " + importer.Describe(kind) + "…")
	bar := widget.NewProgressBar()
	current := widget.NewLabel("")
	current.Truncation = fyne.TextTruncateEllipsis
	current.Importance = widget.LowImportance
	stop := widget.NewButton("Stop", cancel)
	body := container.NewVBox(status, bar, current, container.NewCenter(stop))
	d := dialog.NewCustomWithoutButtons("Importing into the Library", body, w.win)
	d.Resize(fyne.NewSize(560, body.MinSize().Height+80))
	w.showDialog(d)
	w.jobs.run(func() {
		defer cancel()
		rep, err := w.cfg.outputs.ImportToLibrary(ctx, kind, path, func(p importer.Progress) {
			fyne.Do(func() {
				bar.Max = float64(p.Total)
				bar.SetValue(float64(p.Done))
				status.SetText(progressText(p))
				current.SetText(p.Current)
			})
		})
		fyne.Do(func() {
			d.Hide()
			w.showImportReport(rep, err)
		})
	})
}

// progressText is the progress dialog's line: "12 of 40 pages: 10 saved,
// 1 already kept, 1 failed".
func progressText(p importer.Progress) string {
	return fmt.Sprintf("%d of %d pages: %d saved, %d already kept, %d failed", p.Done, p.Total, p.Saved, p.Kept, p.Failed)
}

// showImportReport says what an import did and lists what failed and why.
func (w *Window) showImportReport(rep importer.Report, err error) {
	title := "Import finished"
	switch {
	case errors.Is(err, context.Canceled):
		title = "Import stopped"
	case err != nil && rep.Total == 0:
		w.showMessage("Cannot import", err.Error())
		return
	case err != nil:
		title = "Import stopped: " + err.Error()
	}
	lines := []string{fmt.Sprintf("%d pages: %d saved, %d already in the library, %d done by an earlier import, %d failed.",
		rep.Total, rep.Saved, rep.Existing, rep.Resumed, len(rep.Failed))}
	if len(rep.Failed) > 0 || err != nil {
		lines = append(lines, "Import the same export again to retry; pages already saved are skipped.")
	}
	summary := widget.NewLabel(strings.Join(lines, "\n"))
	summary.Wrapping = fyne.TextWrapWord
	var body fyne.CanvasObject = summary
	if len(rep.Failed) > 0 {
		failed := widget.NewList(func() int { return len(rep.Failed) },
			func() fyne.CanvasObject {
				l := widget.NewLabel("")
				l.Truncation = fyne.TextTruncateEllipsis
				return l
			},
			func(i widget.ListItemID, o fyne.CanvasObject) {
				o.(*widget.Label).SetText(rep.Failed[i].Key + " — " + rep.Failed[i].Reason)
			})
		body = container.NewBorder(summary, nil, nil, nil, failed)
	}
	d := dialog.NewCustomConfirm(title, "Open Library", "Close", body, func(open bool) {
		if open {
			w.showLibrary()
		}
	}, w.win)
	h := float32(200)
	if len(rep.Failed) > 0 {
		h = 440
	}
	d.Resize(fyne.NewSize(720, h))
	w.showDialog(d)
}
