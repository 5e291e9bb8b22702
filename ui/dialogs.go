package ui

import (
	"net/url"
	"os"
	"path/filepath"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/storage"
	"fyne.io/fyne/v2/widget"

	"folio/app"
)

// markdownExts are the files Open File lists and drag-and-drop accepts.
var markdownExts = []string{".md", ".markdown", ".mdown", ".mkd", ".txt"}

// showDialog shows d and remembers it so that Esc can close it.
func (w *Window) showDialog(d dialog.Dialog) {
	w.dlg = d
	d.SetOnClosed(func() {
		if w.dlg == d {
			w.dlg = nil
		}
	})
	d.Show()
}

// showFileDialog shows a file dialog at a comfortable size. It is the
// default of Window.showFile, which tests replace: a shown file dialog
// lists folders in goroutines that, on the test driver, would race with
// the page's rendering.
func (w *Window) showFileDialog(d *dialog.FileDialog) {
	w.showDialog(d)
	d.Resize(dialogSize(w.win)) // a FileDialog may be resized only once shown
}

// showOpenFile asks for a Markdown file and opens it.
func (w *Window) showOpenFile() {
	d := dialog.NewFileOpen(func(r fyne.URIReadCloser, err error) {
		if err != nil || r == nil {
			return
		}
		path := r.URI().Path()
		r.Close()
		w.Open(path)
	}, w.win)
	d.SetFilter(storage.NewExtensionFileFilter(markdownExts))
	if dir := w.currentDir(); dir != "" {
		if l, err := storage.ListerForURI(storage.NewFileURI(dir)); err == nil {
			d.SetLocation(l)
		}
	}
	w.showFile(d)
}

// showOpenURL asks for a web address and opens it.
func (w *Window) showOpenURL() {
	e := newKeyEntry()
	e.SetPlaceHolder("https://example.com/article")
	if clip := strings.TrimSpace(w.fa.Clipboard().Content()); looksLikeURL(clip) {
		e.SetText(clip)
	}
	var d *dialog.FormDialog
	e.onKey = func(ev *fyne.KeyEvent, _ bool) bool {
		if ev.Name == fyne.KeyEscape {
			d.Hide()
			return true
		}
		return false
	}
	items := []*widget.FormItem{widget.NewFormItem("Address", e)}
	d = dialog.NewForm("Open Web Page", "Open", "Cancel", items, func(ok bool) {
		if ok && strings.TrimSpace(e.Text) != "" {
			w.Open(e.Text)
		}
	}, w.win)
	e.OnSubmitted = func(string) { d.Submit() }
	d.Resize(fyne.NewSize(560, d.MinSize().Height))
	w.showDialog(d)
	w.win.Canvas().Focus(e)
}

// showSave saves the page as Markdown; a web page gets YAML frontmatter.
func (w *Window) showSave() {
	doc := w.doc
	if doc == nil {
		w.showMessage("Nothing to save", "Open a file or a web page first.")
		return
	}
	d := dialog.NewFileSave(func(wc fyne.URIWriteCloser, err error) {
		if err != nil || wc == nil {
			return
		}
		path := wc.URI().Path()
		wc.Close()
		if err := app.SaveMarkdown(doc, path); err != nil {
			w.showDialog(dialog.NewError(err, w.win))
		}
	}, w.win)
	d.SetFileName(saveName(doc))
	d.SetFilter(storage.NewExtensionFileFilter([]string{".md"}))
	w.showFile(d)
}

// confirmExternal asks before handing u to the system.
func (w *Window) confirmExternal(u *url.URL) {
	msg := "Open " + shortTarget(u.String(), 70) + "\nwith another application?"
	w.showDialog(dialog.NewConfirm("Leave Folio?", msg, func(ok bool) {
		if ok {
			w.external(u)
		}
	}, w.win))
}

// showMessage shows an information dialog.
func (w *Window) showMessage(title, msg string) {
	w.showDialog(dialog.NewInformation(title, msg, w.win))
}

// DialogOpen reports whether a dialog is shown.
func (w *Window) DialogOpen() bool { return w.dlg != nil }

// openInBrowser opens the page's address in the system browser.
func (w *Window) openInBrowser() {
	if w.doc == nil {
		if looksLikeURL(w.target) {
			if u, err := url.Parse(w.target); err == nil {
				w.external(u)
			}
		}
		return
	}
	switch {
	case w.doc.URL != nil:
		w.external(w.doc.URL)
	case w.doc.Dir != "" || filepath.IsAbs(w.doc.Source):
		if abs, err := filepath.Abs(w.doc.Source); err == nil {
			w.external(&url.URL{Scheme: "file", Path: abs})
		}
	}
}

func (w *Window) external(u *url.URL) {
	if err := w.openExternal(u); err != nil {
		w.showDialog(dialog.NewError(err, w.win))
	}
}

// dropped opens the first Markdown file dropped on the window.
func (w *Window) dropped(_ fyne.Position, uris []fyne.URI) {
	for _, u := range uris {
		if isMarkdownName(u.Name()) {
			w.Open(u.Path())
			return
		}
	}
	if len(uris) > 0 {
		w.showMessage("Not a Markdown file", "Folio opens .md, .markdown and .txt files.")
	}
}

func isMarkdownName(name string) bool {
	ext := strings.ToLower(filepath.Ext(name))
	for _, e := range markdownExts {
		if e == ext {
			return true
		}
	}
	return false
}

func (w *Window) currentDir() string {
	if w.doc != nil && w.doc.Dir != "" {
		return w.doc.Dir
	}
	if home, err := os.UserHomeDir(); err == nil {
		return home
	}
	return ""
}

func dialogSize(win fyne.Window) fyne.Size {
	s := win.Canvas().Size()
	return fyne.NewSize(max(s.Width*0.8, 600), max(s.Height*0.8, 420))
}

func looksLikeURL(s string) bool {
	return strings.HasPrefix(s, "http://") || strings.HasPrefix(s, "https://")
}
