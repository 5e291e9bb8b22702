package mdview

import (
	"context"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/test"
)

// showImageDoc shows a page with one 1600×800 picture and returns its box.
func showImageDoc(t *testing.T, md string) (*View, fyne.Window, *imageBox) {
	t.Helper()
	data := pngBytes(t, 1600, 800)
	load := func(context.Context, string) (fyne.Resource, error) {
		return fyne.NewStaticResource("wide.png", data), nil
	}
	v, w := showDoc(t, md, Options{LoadImage: load})
	boxes := imageBoxes(v)
	if len(boxes) != 1 {
		t.Fatalf("%d image boxes", len(boxes))
	}
	waitFor(t, "image", func() bool { return !boxes[0].natural.IsZero() })
	return v, w, boxes[0]
}

func viewerOf(w fyne.Window) *imageViewer {
	iv, _ := w.Canvas().Overlays().Top().(*imageViewer)
	return iv
}

func TestImageViewerZoomPanFit(t *testing.T) {
	_, w, box := showImageDoc(t, "![A wide chart](wide.png)\n")
	test.Tap(box)
	iv := viewerOf(w)
	if iv == nil {
		t.Fatal("tapping the image opened no viewer")
	}
	if w.Canvas().Focused() != iv {
		t.Error("the viewer does not have the keyboard")
	}
	// fitted whole into 800×600 (less the toolbar and margins): about 0.48
	if iv.zoom > 0.5 || iv.zoom < 0.4 {
		t.Errorf("opened at zoom %v, want the whole picture in view", iv.zoom)
	}
	iv.TypedRune('0')
	if iv.zoom != 1 || iv.img.Size().Width != 1600 {
		t.Errorf("actual size: zoom %v, width %v", iv.zoom, iv.img.Size().Width)
	}
	iv.TypedRune('+')
	if iv.zoom != viewerStep {
		t.Errorf("+ zoomed to %v", iv.zoom)
	}
	iv.TypedRune('-')
	iv.TypedRune('-')
	if z := iv.zoom; z < 0.79 || z > 0.81 {
		t.Errorf("- zoomed to %v", z)
	}
	iv.TypedRune('w')
	if d := iv.img.Size().Width; d < 800-2*viewerMargin-1 || d > 800-2*viewerMargin+1 {
		t.Errorf("fit width drew %v wide", d)
	}
	_, area := iv.area()
	iv.TypedRune('h')
	if d := iv.img.Size().Height; d < area.Height-2*viewerMargin-1 || d > area.Height-2*viewerMargin+1 {
		t.Errorf("fit height drew %v tall, area %v", d, area.Height)
	}
	// Ctrl+wheel zooms around the pointer: the point under it stays put.
	before := iv.zoom
	p := fyne.NewPos(300, 300)
	u := (p.X - iv.off.X) / iv.zoom
	iv.KeyDown(&fyne.KeyEvent{Name: desktop.KeyControlLeft})
	iv.Scrolled(&fyne.ScrollEvent{PointEvent: fyne.PointEvent{Position: p}, Scrolled: fyne.NewDelta(0, 10)})
	iv.KeyUp(&fyne.KeyEvent{Name: desktop.KeyControlLeft})
	if iv.zoom <= before {
		t.Errorf("Ctrl+wheel up did not zoom in: %v", iv.zoom)
	}
	if got := iv.off.X + u*iv.zoom; got < p.X-1 || got > p.X+1 {
		t.Errorf("the point under the pointer moved to %v", got)
	}
	// Without Ctrl the wheel pans, and so does a drag.
	z, off := iv.zoom, iv.off
	iv.Scrolled(&fyne.ScrollEvent{PointEvent: fyne.PointEvent{Position: p}, Scrolled: fyne.NewDelta(0, -40)})
	iv.Dragged(&fyne.DragEvent{Dragged: fyne.NewDelta(-30, 0)})
	if iv.zoom != z || iv.off.Y != off.Y-40 || iv.off.X != off.X-30 {
		t.Errorf("pan: zoom %v→%v, offset %v→%v", z, iv.zoom, off, iv.off)
	}
	iv.TypedKey(&fyne.KeyEvent{Name: fyne.KeyEscape})
	if viewerOf(w) != nil {
		t.Error("Esc did not close the viewer")
	}
}

func TestLinkedImageFollowsLink(t *testing.T) {
	var followed string
	data := pngBytes(t, 100, 50)
	v, w := showDoc(t, "[![logo](logo.png)](https://example.com/)\n", Options{
		LoadImage: func(context.Context, string) (fyne.Resource, error) {
			return fyne.NewStaticResource("l.png", data), nil
		},
		OnLink: func(d string) { followed = d },
	})
	box := imageBoxes(v)[0]
	waitFor(t, "image", func() bool { return !box.natural.IsZero() })
	test.Tap(box)
	if followed != "https://example.com/" || viewerOf(w) != nil {
		t.Errorf("followed %q, viewer %v", followed, viewerOf(w) != nil)
	}
}

func TestViewerClosesOnTapBeside(t *testing.T) {
	_, w, box := showImageDoc(t, "![A wide chart](wide.png)\n")
	test.Tap(box)
	iv := viewerOf(w)
	iv.Tapped(&fyne.PointEvent{Position: iv.off.AddXY(5, 5)})
	if viewerOf(w) == nil {
		t.Fatal("a tap on the picture closed the viewer")
	}
	iv.Tapped(&fyne.PointEvent{Position: fyne.NewPos(2, iv.Size().Height-2)})
	if viewerOf(w) != nil {
		t.Error("a tap beside the picture did not close the viewer")
	}
}
