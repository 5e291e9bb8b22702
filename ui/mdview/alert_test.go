package mdview

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2/canvas"

	"folio/internal/mdsyntax"
)

func TestAlertIsACallout(t *testing.T) {
	v, _ := showDoc(t, "> [!WARNING]\n> Unplug the mixer **first**.\n\n> [!NOTE] not an alert\n> plain quote\n", Options{})
	if len(v.doc.blocks) != 2 {
		t.Fatalf("%d blocks", len(v.doc.blocks))
	}
	a, ok := v.doc.blocks[0].(*alert)
	if !ok || a.kind != mdsyntax.Warning {
		t.Fatalf("first block %T, want a warning alert", v.doc.blocks[0])
	}
	if _, ok := v.doc.blocks[1].(*quote); !ok {
		t.Errorf("a marker followed by text is a plain quote, got %T", v.doc.blocks[1])
	}
	got := texts(v.pager)
	if !contains(got, "Unplug the mixer first.") || contains(got, "[!WARNING]") {
		t.Errorf("texts %q", got)
	}
	// The title is drawn in the warning colour, and the icon is there.
	accent := mdsyntax.Warning.Color(v.dark())
	var titled bool
	for _, tx := range find[*canvas.Text](v.pager) {
		if tx.Text == "Warning" && tx.Color == accent && tx.TextStyle.Bold {
			titled = true
		}
	}
	if !titled {
		t.Error("no bold title in the accent colour")
	}
	if imgs := find[*canvas.Image](v.pager); len(imgs) != 1 || !strings.HasSuffix(imgs[0].Resource.Name(), "warning.svg") {
		t.Errorf("icons %d", len(imgs))
	}
	if pt := v.PlainText(); !strings.HasPrefix(pt, "Warning\nUnplug the mixer first.\n") {
		t.Errorf("plain text %q", pt)
	}
}

func TestAlertFind(t *testing.T) {
	v, _ := showDoc(t, "> [!TIP]\n> Rest the dough overnight.\n", Options{})
	if n := v.Find("overnight"); n != 1 {
		t.Errorf("find in an alert: %d matches", n)
	}
}
