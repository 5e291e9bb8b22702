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
	w.releaseDialogEntry()
	w.dialogs.dlg = d
	d.SetOnClosed(func() {
		if w.dialogs.dlg == d {
			w.releaseDialogEntry()
			w.dialogs.dlg = nil
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
	w.startIn(d)
	w.cfg.showFile(d)
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
	doc := w.sess.Document()
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
	w.startIn(d)
	w.cfg.showFile(d)
	w.holdDialogEntry()
}

// holdDialogEntry takes the keyboard back from the entry a dialog focused
// (the Save dialog's file name), so that Esc reaches the window and closes
// the dialog: a focused widget.Entry swallows Esc, and Fyne's file dialog
// offers no way to hear it. The entry still looks focused, with its text
// selected as a native save dialog's name is, and the window types into it:
// Enter submits, other keys and runes edit the name. A click in the entry
// focuses it for real (Esc then needs a click elsewhere or Cancel).
func (w *Window) holdDialogEntry() {
	e, ok := w.win.Canvas().Focused().(*widget.Entry)
	if !ok || w.dialogs.dlg == nil {
		return
	}
	w.win.Canvas().Unfocus()
	w.dialogs.entry = e
	e.FocusGained()
	e.TypedShortcut(&fyne.ShortcutSelectAll{})
}

// releaseDialogEntry ends holdDialogEntry's pretend focus.
func (w *Window) releaseDialogEntry() {
	if e := w.dialogs.entry; e != nil {
		w.dialogs.entry = nil
		if w.win.Canvas().Focused() != e {
			e.FocusLost()
		}
	}
}

// dialogKey passes a key typed while the window holds a dialog's entry to
// that entry; it reports whether it did. Esc is left to the window.
func (w *Window) dialogKey(ev *fyne.KeyEvent) bool {
	e := w.dialogs.entry
	if e == nil || w.dialogs.dlg == nil || ev.Name == fyne.KeyEscape {
		return false
	}
	switch ev.Name {
	case fyne.KeyReturn, fyne.KeyEnter:
		if e.OnSubmitted != nil {
			e.OnSubmitted(e.Text)
		}
	default:
		e.TypedKey(ev)
	}
	return true
}

// dialogRune types r into the held dialog entry.
func (w *Window) dialogRune(r rune) {
	if e := w.dialogs.entry; e != nil && w.dialogs.dlg != nil {
		e.TypedRune(r)
	}
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
func (w *Window) DialogOpen() bool { return w.dialogs.dlg != nil }

// openInBrowser opens the page's address (or the file) in the system
// browser; the session says which.
func (w *Window) openInBrowser() {
	if u, ok := w.sess.BrowserURL(); ok {
		w.external(u)
	}
}

func (w *Window) external(u *url.URL) {
	if err := w.cfg.openExternal(u); err != nil {
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

// startIn opens a file dialog in the shown file's folder (else home): a
// note is usually saved next to the one it was read beside.
func (w *Window) startIn(d *dialog.FileDialog) {
	if dir := w.currentDir(); dir != "" {
		if l, err := storage.ListerForURI(storage.NewFileURI(dir)); err == nil {
			d.SetLocation(l)
		}
	}
}

func (w *Window) currentDir() string {
	if d := w.sess.Document(); d != nil && d.Dir != "" {
		return d.Dir
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
