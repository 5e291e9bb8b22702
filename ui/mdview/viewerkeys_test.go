package mdview

import (
	"context"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
)

// TestOpenPictureFromKeyboard: Enter's command opens the picture in view,
// one inside a link too (tapping follows the link; the keyboard has no
// other way to see the picture), and nothing when no picture is in view.
func TestOpenPictureFromKeyboard(t *testing.T) {
	v, w, _ := showImageDoc(t, "Some text first.\n\n![A wide chart](wide.png)\n")
	if !v.OpenPicture() {
		t.Fatal("OpenPicture found no picture in view")
	}
	iv := viewerOf(w)
	if iv == nil || w.Canvas().Focused() != iv {
		t.Fatal("no viewer with the keyboard")
	}
	iv.close()

	data := pngBytes(t, 100, 50)
	load := func(context.Context, string) (fyne.Resource, error) {
		return fyne.NewStaticResource("l.png", data), nil
	}
	v, w = showDoc(t, "[![logo](logo.png)](https://example.com/)\n", Options{LoadImage: load, OnLink: func(string) {}})
	box := imageBoxes(v)[0]
	waitFor(t, "image", func() bool { return !box.natural.IsZero() })
	if !v.OpenPicture() || viewerOf(w) == nil {
		t.Error("a linked picture does not open from the keyboard")
	}

	far := strings.Repeat("A paragraph of text that fills the page.\n\n", 200) + "![far](logo.png)\n"
	v, w = showDoc(t, far, Options{LoadImage: load})
	if v.OpenPicture() || viewerOf(w) != nil {
		t.Error("a picture far below the view was opened")
	}
}
