package mdview

import (
	"fmt"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// The image viewer: tapping a picture that is not a link (or Enter, see
// viewerkeys.go) opens it over the page, fitted to the window (never enlarged past its size). Ctrl+wheel
// or + and - zoom around the pointer or the middle, the wheel and dragging
// pan, W and H fit the width or the height, 0 shows it at its actual size,
// and Esc, the close button or a tap beside the picture close it.

// Zoom limits and steps of the viewer.
const (
	viewerMinZoom = 0.05
	viewerMaxZoom = 16
	viewerStep    = 1.25
	viewerMargin  = 16 // around a fitted picture
)

// imageViewer is the full-window overlay showing one picture.
type imageViewer struct {
	widget.BaseWidget
	v       *View
	img     *canvas.Image
	natural fyne.Size     // the picture's size at 100 %
	zoom    float32       // drawn size over natural size
	off     fyne.Position // the picture's top left, in the viewer
	bg      *canvas.Rectangle
	bar     *fyne.Container
	label   *widget.Label // the zoom in per cent
	ctrl    bool          // a Ctrl key is held (for the wheel)
	placed  bool          // fitted once to a real size
}

// openViewer shows a picture full size over the window holding the view.
func (v *View) openViewer(img *canvas.Image, natural fyne.Size, name string) *imageViewer {
	c := fyne.CurrentApp().Driver().CanvasForObject(v)
	if c == nil || natural.IsZero() {
		return nil
	}
	iv := &imageViewer{v: v, img: img, natural: natural}
	img.FillMode = canvas.ImageFillStretch
	img.ScaleMode = canvas.ImageScaleSmooth
	// a backdrop a shade off the page, so that a picture's own white or
	// transparent edges show where it ends
	iv.bg = canvas.NewRectangle(mix(theme.Color(theme.ColorNameBackground), theme.Color(theme.ColorNameForeground), 0.08))
	iv.label = widget.NewLabel("")
	title := widget.NewLabel(name)
	title.Truncation = fyne.TextTruncateEllipsis
	btn := func(label string, icon fyne.Resource, f func()) *widget.Button {
		b := widget.NewButtonWithIcon(label, icon, f)
		b.Importance = widget.LowImportance
		return b
	}
	iv.bar = container.NewBorder(nil, nil, nil, container.NewHBox(
		btn("", theme.ZoomOutIcon(), func() { iv.zoomBy(1/viewerStep, iv.middle()) }), iv.label,
		btn("", theme.ZoomInIcon(), func() { iv.zoomBy(viewerStep, iv.middle()) }),
		btn("Fit width", nil, iv.fitWidth), btn("Fit height", nil, iv.fitHeight),
		btn("Actual size", nil, iv.actualSize), btn("", theme.CancelIcon(), iv.close)), title)
	iv.ExtendBaseWidget(iv)
	c.Overlays().Add(iv)
	iv.Resize(c.Size())
	c.Focus(iv)
	return iv
}

// CreateRenderer implements fyne.Widget.
func (iv *imageViewer) CreateRenderer() fyne.WidgetRenderer {
	barBg := canvas.NewRectangle(theme.Color(theme.ColorNameMenuBackground))
	objs := []fyne.CanvasObject{iv.bg, iv.img, barBg, iv.bar}
	return &viewerRenderer{iv: iv, barBg: barBg, objs: objs}
}

type viewerRenderer struct {
	iv    *imageViewer
	barBg *canvas.Rectangle
	objs  []fyne.CanvasObject
}

func (r *viewerRenderer) Layout(size fyne.Size) {
	iv := r.iv
	iv.bg.Resize(size)
	bh := iv.bar.MinSize().Height
	r.barBg.Resize(fyne.NewSize(size.Width, bh))
	iv.bar.Resize(fyne.NewSize(size.Width, bh))
	if !iv.placed && size.Width > 0 && size.Height > bh {
		iv.placed = true
		iv.fitWhole()
		return
	}
	iv.place()
}

func (r *viewerRenderer) MinSize() fyne.Size           { return fyne.NewSize(100, 100) }
func (r *viewerRenderer) Refresh()                     { r.Layout(r.iv.Size()); canvas.Refresh(r.iv) }
func (r *viewerRenderer) Objects() []fyne.CanvasObject { return r.objs }
func (r *viewerRenderer) Destroy()                     {}

// area is the part of the viewer below the toolbar.
func (iv *imageViewer) area() (top float32, size fyne.Size) {
	top = iv.bar.MinSize().Height
	s := iv.Size()
	return top, fyne.NewSize(s.Width, max(s.Height-top, 1))
}

// middle is the centre of the area, the point + and - zoom around.
func (iv *imageViewer) middle() fyne.Position {
	top, a := iv.area()
	return fyne.NewPos(a.Width/2, top+a.Height/2)
}

// setZoom sets the zoom and centres the picture in the area.
func (iv *imageViewer) setZoom(z float32) {
	iv.zoom = min(max(z, viewerMinZoom), viewerMaxZoom)
	top, a := iv.area()
	d := iv.drawn()
	iv.off = fyne.NewPos((a.Width-d.Width)/2, top+max((a.Height-d.Height)/2, viewerMargin))
	if d.Width > a.Width {
		iv.off.X = viewerMargin
	}
	iv.place()
}

// fitWhole shows all of the picture, at most at its actual size.
func (iv *imageViewer) fitWhole() {
	_, a := iv.area()
	iv.setZoom(min(1, (a.Width-2*viewerMargin)/iv.natural.Width, (a.Height-2*viewerMargin)/iv.natural.Height))
}

// fitWidth makes the picture as wide as the window.
func (iv *imageViewer) fitWidth() {
	_, a := iv.area()
	iv.setZoom((a.Width - 2*viewerMargin) / iv.natural.Width)
}

// fitHeight makes the picture as tall as the area under the toolbar.
func (iv *imageViewer) fitHeight() {
	_, a := iv.area()
	iv.setZoom((a.Height - 2*viewerMargin) / iv.natural.Height)
}

// actualSize shows the picture at 100 %.
func (iv *imageViewer) actualSize() { iv.setZoom(1) }

// zoomBy zooms by factor f keeping the point at p (viewer coordinates)
// where it is.
func (iv *imageViewer) zoomBy(f float32, p fyne.Position) {
	z := min(max(iv.zoom*f, viewerMinZoom), viewerMaxZoom)
	k := z / iv.zoom
	iv.off = fyne.NewPos(p.X-(p.X-iv.off.X)*k, p.Y-(p.Y-iv.off.Y)*k)
	iv.zoom = z
	iv.place()
}

// drawn is the picture's size at the current zoom.
func (iv *imageViewer) drawn() fyne.Size {
	return fyne.NewSize(iv.natural.Width*iv.zoom, iv.natural.Height*iv.zoom)
}

// place keeps some of the picture in view and moves it there.
func (iv *imageViewer) place() {
	top, a := iv.area()
	d := iv.drawn()
	keep := float32(48)
	iv.off.X = min(max(iv.off.X, keep-d.Width), a.Width-keep)
	iv.off.Y = min(max(iv.off.Y, top+keep-d.Height), top+a.Height-keep)
	iv.img.Move(iv.off)
	iv.img.Resize(d)
	iv.label.SetText(fmt.Sprintf("%.0f %%", iv.zoom*100))
	canvas.Refresh(iv.img)
}

// close removes the viewer.
func (iv *imageViewer) close() {
	if c := fyne.CurrentApp().Driver().CanvasForObject(iv); c != nil {
		c.Overlays().Remove(iv)
		c.Unfocus()
	}
}

// Tapped closes the viewer when the tap is beside the picture.
func (iv *imageViewer) Tapped(e *fyne.PointEvent) {
	p, d := e.Position, iv.drawn()
	if p.X < iv.off.X || p.Y < iv.off.Y || p.X > iv.off.X+d.Width || p.Y > iv.off.Y+d.Height {
		iv.close()
	}
}

// Dragged pans.
func (iv *imageViewer) Dragged(e *fyne.DragEvent) {
	iv.off = iv.off.Add(e.Dragged)
	iv.place()
}

// DragEnd implements fyne.Draggable.
func (iv *imageViewer) DragEnd() {}

// Scrolled zooms around the pointer with Ctrl held, else pans.
func (iv *imageViewer) Scrolled(e *fyne.ScrollEvent) {
	if iv.ctrl {
		f := float32(viewerStep)
		if e.Scrolled.DY < 0 {
			f = 1 / f
		}
		iv.zoomBy(f, e.Position)
		return
	}
	iv.off = iv.off.Add(fyne.NewPos(e.Scrolled.DX, e.Scrolled.DY))
	iv.place()
}

// TypedKey closes on Esc and pans with the arrow keys.
func (iv *imageViewer) TypedKey(e *fyne.KeyEvent) {
	step := float32(64)
	switch e.Name {
	case fyne.KeyEscape:
		iv.close()
	case fyne.KeyLeft:
		iv.off.X += step
	case fyne.KeyRight:
		iv.off.X -= step
	case fyne.KeyUp:
		iv.off.Y += step
	case fyne.KeyDown:
		iv.off.Y -= step
	}
	iv.place()
}

// TypedRune zooms with + and -, fits with W and H, and shows the actual
// size with 0.
func (iv *imageViewer) TypedRune(r rune) {
	switch r {
	case '+', '=':
		iv.zoomBy(viewerStep, iv.middle())
	case '-':
		iv.zoomBy(1/viewerStep, iv.middle())
	case 'w', 'W':
		iv.fitWidth()
	case 'h', 'H':
		iv.fitHeight()
	case '0':
		iv.actualSize()
	}
}

// TypedShortcut takes the window's zoom shortcuts while the viewer is
// open: Ctrl+= and Ctrl+- zoom the picture, Ctrl+0 shows its actual size.
func (iv *imageViewer) TypedShortcut(s fyne.Shortcut) {
	cs, ok := s.(*desktop.CustomShortcut)
	if !ok {
		return
	}
	switch cs.KeyName {
	case fyne.KeyEqual, fyne.KeyPlus:
		iv.zoomBy(viewerStep, iv.middle())
	case fyne.KeyMinus:
		iv.zoomBy(1/viewerStep, iv.middle())
	case fyne.Key0:
		iv.actualSize()
	}
}

// KeyDown notes Ctrl for the wheel.
func (iv *imageViewer) KeyDown(e *fyne.KeyEvent) {
	if e.Name == desktop.KeyControlLeft || e.Name == desktop.KeyControlRight || e.Name == desktop.KeySuperLeft || e.Name == desktop.KeySuperRight {
		iv.ctrl = true
	}
}

// KeyUp notes Ctrl's release.
func (iv *imageViewer) KeyUp(e *fyne.KeyEvent) {
	if e.Name == desktop.KeyControlLeft || e.Name == desktop.KeyControlRight || e.Name == desktop.KeySuperLeft || e.Name == desktop.KeySuperRight {
		iv.ctrl = false
	}
}

// FocusGained implements fyne.Focusable.
func (iv *imageViewer) FocusGained() {}

// FocusLost forgets a held Ctrl: its release goes elsewhere.
func (iv *imageViewer) FocusLost() { iv.ctrl = false }

var (
	_ fyne.Focusable    = (*imageViewer)(nil)
	_ fyne.Scrollable   = (*imageViewer)(nil)
	_ fyne.Draggable    = (*imageViewer)(nil)
	_ fyne.Tappable     = (*imageViewer)(nil)
	_ desktop.Keyable   = (*imageViewer)(nil)
	_ fyne.Shortcutable = (*imageViewer)(nil)
)
