package ui

import (
	"fmt"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"folio/app"
)

func markdownServer(t *testing.T) *httptest.Server {
	srv := httptest.NewServer(http.HandlerFunc(func(rw http.ResponseWriter, r *http.Request) {
		rw.Header().Set("Content-Type", "text/markdown")
		fmt.Fprintf(rw, "# Page %s\n\nHello.\n", r.URL.Path)
	}))
	t.Cleanup(srv.Close)
	return srv
}

func TestOpenWebPageDialog(t *testing.T) {
	srv := markdownServer(t)
	w := newTestWindow(t, testLoader{})
	w.TypeShortcut(&desktop.CustomShortcut{KeyName: fyne.KeyW, Modifier: fyne.KeyModifierShortcutDefault | fyne.KeyModifierShift})
	if !w.DialogOpen() {
		t.Fatal("Ctrl+Shift+W shows no dialog")
	}
	entry, ok := w.win.Canvas().Focused().(*keyEntry)
	if !ok {
		t.Fatal("the address entry of the dialog has no focus")
	}
	test.Type(entry, srv.URL+"/dialog")
	w.TypeKey(fyne.KeyReturn)
	w.WaitIdle()
	if w.DialogOpen() || !strings.Contains(w.Markdown(), "# Page /dialog") {
		t.Fatalf("dialog did not open the page: %q", w.Markdown())
	}
	// Esc in the dialog's entry closes it without loading.
	w.showOpenURL()
	w.TypeKey(fyne.KeyEscape)
	if w.DialogOpen() {
		t.Error("Esc does not close the dialog")
	}
}

func TestAddressBarShortcut(t *testing.T) {
	srv := markdownServer(t)
	w := newTestWindow(t, testLoader{})
	w.TypeShortcut(&desktop.CustomShortcut{KeyName: fyne.KeyL, Modifier: fyne.KeyModifierShortcutDefault})
	if w.win.Canvas().Focused() != w.addr.entry {
		t.Fatal("Ctrl+L does not focus the address bar")
	}
	test.Type(w.addr.entry, srv.URL+"/typed")
	w.TypeKey(fyne.KeyReturn)
	w.WaitIdle()
	if !strings.Contains(w.Markdown(), "# Page /typed") {
		t.Fatalf("Enter did not load: %q", w.Markdown())
	}
	// Window shortcuts still work while the address bar has focus.
	w.focusAddress()
	w.TypeShortcut(&desktop.CustomShortcut{KeyName: fyne.KeyB, Modifier: fyne.KeyModifierShortcutDefault})
	if !w.TOCVisible() {
		t.Error("Ctrl+B ignored while the address bar has focus")
	}
	w.TypeKey(fyne.KeyF5) // reload from the address bar
	w.WaitIdle()
	if w.StatusMode() != app.ModeServerMarkdown {
		t.Errorf("F5 in the address bar: %q", w.StatusMode())
	}
}

func TestSaveName(t *testing.T) {
	w := newTestWindow(t, testLoader{})
	dir := t.TempDir()
	path := filepath.Join(dir, "notes.md")
	must(t, os.WriteFile(path, []byte("# Notes\n"), 0o644))
	w.Open(path)
	w.WaitIdle()
	if got := saveName(w.Document()); got != "notes.md" {
		t.Errorf("local save name = %q", got)
	}
	if got := saveName(&app.Document{Title: "Hello, World: A Story!"}); got != "hello-world-a-story.md" {
		t.Errorf("web save name = %q", got)
	}
	var shown []*dialog.FileDialog
	w.cfg.showFile = func(d *dialog.FileDialog) { shown = append(shown, d) }
	w.TypeShortcut(&desktop.CustomShortcut{KeyName: fyne.KeyS, Modifier: fyne.KeyModifierShortcutDefault})
	w.TypeShortcut(&desktop.CustomShortcut{KeyName: fyne.KeyO, Modifier: fyne.KeyModifierShortcutDefault})
	if len(shown) != 2 {
		t.Errorf("Ctrl+S and Ctrl+O showed %d file dialogs", len(shown))
	}
}

func TestCopyAndClearRecent(t *testing.T) {
	_, path := writeSample(t)
	w := newTestWindow(t, testLoader{})
	w.Open(path)
	w.WaitIdle()
	w.TypeShortcut(&desktop.CustomShortcut{KeyName: fyne.KeyC, Modifier: fyne.KeyModifierShortcutDefault | fyne.KeyModifierShift})
	if got := w.fa.Clipboard().Content(); !strings.Contains(got, "Alpha is the first letter") || strings.Contains(got, "# Alpha") {
		t.Errorf("copied text = %q", got)
	}
	w.copyMarkdown()
	if got := w.fa.Clipboard().Content(); got != sample {
		t.Errorf("copied Markdown = %q", got)
	}
	items := w.menu.recent.ChildMenu.Items
	items[len(items)-1].Action() // Clear Recent
	if len(w.sess.RecentItems()) != 0 || !w.menu.recent.ChildMenu.Items[0].Disabled {
		t.Error("Clear Recent left items")
	}
}

// TestEscClosesDialogWithEntry covers the Save dialog's file name: Fyne
// focuses it and a focused widget.Entry swallows Esc, so the window holds
// the entry's keys. A custom dialog stands in for the file dialog, which
// lists folders in goroutines on the test driver.
func TestEscClosesDialogWithEntry(t *testing.T) {
	w := newTestWindow(t, testLoader{})
	sv := &scrollView{docView: w.view}
	w.view = sv
	show := func() (*widget.Entry, *[]string) {
		e := widget.NewEntry()
		e.SetText("page.md")
		var submitted []string
		e.OnSubmitted = func(s string) { submitted = append(submitted, s) }
		w.showDialog(dialog.NewCustom("Save File", "Cancel", e, w.win))
		w.win.Canvas().Focus(e)
		w.holdDialogEntry()
		return e, &submitted
	}

	e, _ := show()
	if w.win.Canvas().Focused() != nil || e.SelectedText() != "page.md" {
		t.Fatalf("entry still focused (%v) or name not selected (%q)", w.win.Canvas().Focused(), e.SelectedText())
	}
	w.TypeKey(fyne.KeyPageDown)
	if len(sv.scrolled) != 0 {
		t.Error("Page Down scrolled the page under the dialog")
	}
	w.TypeKey(fyne.KeyEscape)
	if w.DialogOpen() || w.dialogs.entry != nil {
		t.Fatal("Esc does not close a dialog whose entry had focus")
	}

	e, submitted := show()
	for _, r := range "notes" {
		w.win.Canvas().OnTypedRune()(r)
	}
	w.TypeKey(fyne.KeyBackspace)
	w.TypeKey(fyne.KeyReturn)
	if e.Text != "note" || len(*submitted) != 1 || (*submitted)[0] != "note" {
		t.Errorf("typing did not replace the name and Enter submit it: text %q, submitted %v", e.Text, *submitted)
	}
}

// TestCopySelection: with no field focused, Ctrl+A selects the page's
// blocks, Ctrl+C copies them and Esc clears the selection.
func TestCopySelection(t *testing.T) {
	_, path := writeSample(t)
	w := newTestWindow(t, testLoader{})
	w.Open(path)
	w.WaitIdle()
	w.fa.Clipboard().SetContent("before")
	w.TypeShortcut(&fyne.ShortcutCopy{})
	if got := w.fa.Clipboard().Content(); got != "before" {
		t.Errorf("Ctrl+C without a selection changed the clipboard to %q", got)
	}
	w.TypeShortcut(&fyne.ShortcutSelectAll{})
	w.TypeShortcut(&fyne.ShortcutCopy{})
	if got := w.fa.Clipboard().Content(); !strings.Contains(got, "Alpha is the first letter") || strings.Contains(got, "# Alpha") {
		t.Errorf("Ctrl+C copied %q", got)
	}
	w.TypeKey(fyne.KeyEscape)
	if w.view.SelectedText() != "" {
		t.Error("Esc does not clear the selection")
	}
	// In the address bar, Ctrl+A and Ctrl+C are the entry's.
	w.focusAddress()
	w.TypeShortcut(&fyne.ShortcutSelectAll{})
	if w.view.SelectedText() != "" {
		t.Error("Ctrl+A in the address bar selected the page")
	}
}
