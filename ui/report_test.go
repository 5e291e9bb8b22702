package ui

import (
	"bytes"
	"net/url"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"folio/app"
	"folio/gym"
	"folio/gym/entry"
)

var reportKey = &desktop.CustomShortcut{KeyName: fyne.KeyX, Modifier: fyne.KeyModifierShortcutDefault | fyne.KeyModifierShift}

// TestReportBadExtraction flags a converted page from the reader: the
// shortcut opens the dialog, the note is typed, and the saved folder is a
// gym entry that parses and that a gym run scores.
func TestReportBadExtraction(t *testing.T) {
	gymDir := filepath.Join(t.TempDir(), "gym")
	t.Setenv(entry.FlagDirEnv, gymDir)
	srv := pageServer(t)
	var opened []string
	w := newTestWindow(t, app.NewLoader(), WithOpener(func(u *url.URL) error { opened = append(opened, u.String()); return nil }))
	if !w.menu.report.Disabled {
		t.Fatal("the menu item is enabled with no page shown")
	}
	w.Open(srv.URL + "/article")
	w.WaitIdle()
	if w.StatusMode() != app.ModeConverted || w.menu.report.Disabled {
		t.Fatalf("mode %q, menu item disabled %v", w.StatusMode(), w.menu.report.Disabled)
	}
	// Esc in the note closes the dialog and saves nothing.
	w.TypeShortcut(reportKey)
	if !w.DialogOpen() {
		t.Fatal("Ctrl+Shift+X shows no dialog")
	}
	w.TypeKey(fyne.KeyEscape)
	if w.DialogOpen() {
		t.Fatal("Esc does not close the report dialog")
	}
	if _, err := os.Stat(gymDir); !os.IsNotExist(err) {
		t.Fatalf("Esc saved something: %v", err)
	}
	w.TypeShortcut(reportKey)
	d, ok := w.dialogs.dlg.(*dialog.FormDialog)
	if !ok {
		t.Fatalf("Ctrl+Shift+X shows %T, want the report form", w.dialogs.dlg)
	}
	note, ok := w.win.Canvas().Focused().(*keyEntry)
	if !ok || !note.MultiLine {
		t.Fatalf("the note entry has no focus (focused: %T)", w.win.Canvas().Focused())
	}
	test.Type(note, "the footer leaked: \"Copyright\"")
	sel := findSelect(w)
	if sel == nil || sel.Selected != entry.Unsorted {
		t.Fatalf("category select: %v", sel)
	}
	sel.SetSelected("article")
	d.Submit()
	entryDir := w.LastReport()
	if entryDir == "" || filepath.Dir(entryDir) != gymDir {
		t.Fatalf("saved to %q, want a folder in %s", entryDir, gymDir)
	}
	// The confirmation names the folder (its label may wrap the path) and
	// offers to open it.
	if !w.DialogOpen() || !strings.Contains(strings.ReplaceAll(screenText(w), "\n", ""), entryDir) {
		t.Fatalf("no confirmation naming %s; screen: %s", entryDir, screenText(w))
	}
	w.dialogs.dlg.(*dialog.ConfirmDialog).Confirm()
	if len(opened) != 1 || opened[0] != "file://"+filepath.ToSlash(entryDir) {
		t.Fatalf("Open Folder opened %v", opened)
	}

	for _, f := range []string{"entry.yaml", "page.html.gz", "output.md"} {
		if _, err := os.Stat(filepath.Join(entryDir, f)); err != nil {
			t.Fatalf("entry file: %v", err)
		}
	}
	data, err := os.ReadFile(filepath.Join(entryDir, entry.EntryFile))
	must(t, err)
	e, err := entry.ParseEntry(data, entry.EntryFile)
	if err != nil {
		t.Fatalf("ParseEntry: %v\n%s", err, data)
	}
	if e.URL != srv.URL+"/article" || e.Note != `the footer leaked: "Copyright"` || e.Category != "article" || e.ID != filepath.Base(entryDir) {
		t.Fatalf("entry = %+v", e)
	}
	if out, _ := os.ReadFile(filepath.Join(entryDir, e.Output)); string(out) != w.Document().Markdown {
		t.Fatalf("output.md differs from the Markdown shown:\n%s", out)
	}
	e, err = entry.ReadEntry(entryDir)
	must(t, err)
	if html, err := e.HTML(); err != nil || !bytes.Equal(html, w.Document().Raw) {
		t.Fatalf("page snapshot differs from the page's HTML (%v)", err)
	}
	// gym run with no corpus picks the entry up.
	var out, errb bytes.Buffer
	if code := gym.Command([]string{"run"}, &out, &errb); code != 0 || !strings.Contains(out.String(), "pages=1 ") {
		t.Fatalf("gym run: exit %d\n%s%s", code, out.String(), errb.String())
	}
}

// TestReportNotAvailable checks that pages the extractor did not make
// cannot be reported, and that the shortcut says why instead.
func TestReportNotAvailable(t *testing.T) {
	gymDir := filepath.Join(t.TempDir(), "gym")
	t.Setenv(entry.FlagDirEnv, gymDir)
	srv := pageServer(t)
	w := newTestWindow(t, app.NewLoader())
	for _, c := range []struct{ target, why string }{
		{srv.URL + "/notes.md", "sent this page as Markdown"},
		{"folio:welcome", "Folio's own pages"},
	} {
		w.Open(c.target)
		w.WaitIdle()
		if !w.menu.report.Disabled {
			t.Errorf("%s: the menu item is enabled", c.target)
		}
		w.TypeShortcut(reportKey)
		if _, form := w.dialogs.dlg.(*dialog.FormDialog); form || !strings.Contains(screenText(w), c.why) ||
			!strings.Contains(screenText(w), "Converted from HTML") {
			t.Errorf("%s: no explanation; screen: %s", c.target, screenText(w))
		}
		w.Escape()
	}
	if _, err := os.Stat(gymDir); !os.IsNotExist(err) {
		t.Fatalf("something was saved: %v", err)
	}
}

// TestShortcutsAreUnique keeps a new command from taking a key another
// one has.
func TestShortcutsAreUnique(t *testing.T) {
	w := newTestWindow(t, testLoader{})
	seen := map[string]string{}
	for _, c := range w.cmds {
		var names []string
		for _, k := range c.keys {
			names = append(names, k.ShortcutName())
		}
		for _, k := range c.plain {
			names = append(names, string(k))
		}
		for _, n := range names {
			if other, dup := seen[n]; dup {
				t.Errorf("%s is bound to both %s and %s", n, other, c.id)
			}
			seen[n] = c.id
		}
	}
}

// screenText is the text of every text object on the canvas and in its
// overlays (dialogs), one per line.
func screenText(w *Window) string {
	var b strings.Builder
	var walk func(o fyne.CanvasObject)
	walk = func(o fyne.CanvasObject) {
		if o == nil || !o.Visible() {
			return
		}
		switch v := o.(type) {
		case *canvas.Text:
			b.WriteString(v.Text + "\n")
		case *fyne.Container:
			for _, c := range v.Objects {
				walk(c)
			}
		case fyne.Widget:
			for _, c := range test.WidgetRenderer(v).Objects() {
				walk(c)
			}
		}
	}
	c := w.win.Canvas()
	walk(c.Content())
	for _, o := range c.Overlays().List() {
		walk(o)
	}
	return b.String()
}

// findSelect returns the first Select in the window's overlays (dialogs).
func findSelect(w *Window) *widget.Select {
	var found *widget.Select
	var walk func(o fyne.CanvasObject)
	walk = func(o fyne.CanvasObject) {
		if found != nil || o == nil {
			return
		}
		switch v := o.(type) {
		case *widget.Select:
			found = v
		case *fyne.Container:
			for _, c := range v.Objects {
				walk(c)
			}
		case fyne.Widget:
			for _, c := range test.WidgetRenderer(v).Objects() {
				walk(c)
			}
		}
	}
	for _, o := range w.win.Canvas().Overlays().List() {
		walk(o)
	}
	return found
}
