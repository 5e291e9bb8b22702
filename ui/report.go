package ui

import (
	"net/url"
	"path/filepath"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/widget"

	"folio/app"
)

// reportTitle names the command in the menu, its dialogs and the help.
const reportTitle = "Report Bad Extraction"

// showReport asks what is wrong with the page's extraction and saves the
// page as a gym entry (package app does the saving). On a page the
// extractor did not make, it says why there is nothing to report.
func (w *Window) showReport() {
	doc := w.sess.Document()
	if ok, why := app.Reportable(doc); !ok {
		w.showMessage(reportTitle+" is not available", why+
			"\n\nIt works on web pages Folio converted from HTML\n(the status bar says \"Converted from HTML\").")
		return
	}
	note := newKeyEntry()
	note.MultiLine = true
	note.Wrapping = fyne.TextWrapWord
	note.SetMinRowsVisible(4)
	note.SetPlaceHolder("What is wrong? e.g. the menu is kept, the second half of the article is missing")
	category := widget.NewSelect(app.ReportCategories(), nil)
	category.SetSelectedIndex(0)
	where := widget.NewLabel("Saves this page's HTML, its address, the Markdown shown and your note\n" +
		"as a new gym entry in " + app.ReportDir() + ".\nNothing leaves this computer.")
	where.Wrapping = fyne.TextWrapWord
	var d *dialog.FormDialog
	note.onKey = func(ev *fyne.KeyEvent, _ bool) bool {
		if ev.Name == fyne.KeyEscape {
			d.Hide()
			return true
		}
		return false
	}
	items := []*widget.FormItem{
		widget.NewFormItem("Page", widget.NewLabel(shortTarget(doc.URL.String(), 70))),
		widget.NewFormItem("Note", note),
		widget.NewFormItem("Kind of page", category),
		widget.NewFormItem("", where),
	}
	d = dialog.NewForm(reportTitle, "Save Report", "Cancel", items, func(ok bool) {
		if ok {
			w.saveReport(doc, note.Text, category.Selected)
		}
	}, w.win)
	d.Resize(fyne.NewSize(640, d.MinSize().Height))
	w.showDialog(d)
	w.win.Canvas().Focus(note)
}

// saveReport saves the entry and says where, or why it could not.
func (w *Window) saveReport(doc *app.Document, note, category string) {
	path, err := app.ReportBadExtraction(doc, note, category, "")
	if err != nil {
		w.showDialog(dialog.NewError(err, w.win))
		return
	}
	w.lastReport = path
	where := widget.NewLabel(path)
	where.Selectable = true // so the path can be copied
	where.Wrapping = fyne.TextWrapBreak
	content := container.NewVBox(
		widget.NewLabel("Saved as a gym entry in"),
		where,
		widget.NewLabel("Add anchors and intrusions to its entry.yaml, then run\nfolio-extract gym run"),
	)
	d := dialog.NewCustomConfirm("Report saved", "Open Folder", "Close", content, func(open bool) {
		if open {
			w.external(&url.URL{Scheme: "file", Path: filepath.ToSlash(path)})
		}
	}, w.win)
	d.Resize(fyne.NewSize(600, d.MinSize().Height))
	w.showDialog(d)
}

// LastReport returns the folder of the last entry saved by Report Bad
// Extraction in this window, or "".
func (w *Window) LastReport() string { return w.lastReport }

// updateReportItem enables the menu item only where there is an
// extraction to report; its shortcut still works and says why not.
func (w *Window) updateReportItem() {
	if w.menu.report == nil {
		return
	}
	ok, _ := app.Reportable(w.sess.Document())
	if w.menu.report.Disabled == !ok {
		return
	}
	w.menu.report.Disabled = !ok
	if w.menu.main != nil {
		w.menu.main.Refresh()
	}
}
