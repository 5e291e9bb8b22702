package ui

import (
	"context"
	"path/filepath"
	"strings"
	"testing"

	"folio/app"
)

func TestSaveToLibraryAndOpenFromIt(t *testing.T) {
	_, path := writeSample(t)
	libDir := t.TempDir()
	out := app.NewOutputs(app.NewLoader(), libDir)
	t.Cleanup(func() { out.Close() })
	w := newTestWindow(t, testLoader{}, WithOutputs(out))
	w.Open(path)
	w.WaitIdle()
	w.command(cmdKeep).run()
	// WaitIdle waits for the save's goroutine to finish drawing the banner:
	// going on as soon as its text changed raced the drawing.
	w.WaitIdle()
	if got := w.banner.label.Text; !strings.Contains(got, "Saved to the library as local/") {
		t.Fatalf("banner says %q after saving", got)
	}
	files, _ := filepath.Glob(filepath.Join(libDir, "local", "*.md"))
	if len(files) != 1 {
		t.Fatalf("%d files in the library", len(files))
	}
	lib, err := out.Library(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	v := newLibraryView(w, lib)
	v.show()
	if len(v.entries) != 1 || !strings.Contains(v.summary.Text, "1 page in ") {
		t.Fatalf("library lists %d (%q)", len(v.entries), v.summary.Text)
	}
	v.query.SetText("alpha")
	if len(v.entries) != 1 || !strings.Contains(v.snips[0], "**") {
		t.Fatalf("search: %d entries, snippets %q", len(v.entries), v.snips)
	}
	v.query.SetText("nosuchword")
	if len(v.entries) != 0 {
		t.Errorf("search for an absent word found %d", len(v.entries))
	}
	v.query.SetText("")
	v.unread.SetChecked(true)
	if len(v.entries) != 1 {
		t.Fatalf("unread: %d", len(v.entries))
	}
	v.list.Select(0)
	w.WaitIdle()
	if got := w.sess.Document(); got == nil || got.Source != files[0] || !strings.Contains(w.Markdown(), "Alpha guide") {
		t.Errorf("the entry did not open offline: %+v", got)
	}
	v.refresh()
	if len(v.entries) != 0 {
		t.Errorf("an opened entry is still unread")
	}
}

func TestOutputsUnavailable(t *testing.T) {
	_, path := writeSample(t)
	w := newTestWindow(t, testLoader{})
	w.Open(path)
	w.WaitIdle()
	w.command(cmdKeep).run()
	if !w.DialogOpen() {
		t.Error("Save to Library without a library should say why")
	}
}
