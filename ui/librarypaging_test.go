package ui

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"

	"folio/app"
)

// A large library opens with its first page of entries read, and
// scrolling reads the next.
func TestLibraryViewReadsPages(t *testing.T) {
	libDir := t.TempDir()
	os.MkdirAll(filepath.Join(libDir, "site.example"), 0o755)
	const n = 2*libraryPage + 50
	for i := 0; i < n; i++ {
		md := fmt.Sprintf("---\ntitle: Page %03d\nsaved: 2026-01-02T03:04:05Z\n---\n\nText %d.\n", i, i)
		os.WriteFile(filepath.Join(libDir, "site.example", fmt.Sprintf("p%03d.md", i)), []byte(md), 0o644)
	}
	out := app.NewOutputs(app.NewLoader(), libDir)
	t.Cleanup(func() { out.Close() })
	lib, err := out.OpenLibrary(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	w := newTestWindow(t, testLoader{}, WithOutputs(out))
	v := newLibraryView(w, lib)
	v.show()
	if len(v.entries) != libraryPage || v.length() != n || !strings.HasPrefix(v.summary.Text, fmt.Sprintf("%d pages", n)) {
		t.Fatalf("read %d entries, list length %d, summary %q", len(v.entries), v.length(), v.summary.Text)
	}
	row := v.newRow()
	v.fillRow(n-1, row)
	if len(v.entries) != n {
		t.Fatalf("showing the last row read %d entries, want all %d", len(v.entries), n)
	}
	if got := row.(*fyne.Container).Objects[0].(*widget.Label).Text; !strings.Contains(got, "Page") {
		t.Fatalf("last row shows %q", got)
	}
}
