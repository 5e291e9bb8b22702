package ui

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// addressBar is the toolbar: back, forward, reload, the address entry and
// the loading indicator under them.
type addressBar struct {
	box      *fyne.Container
	back     *widget.Button
	forward  *widget.Button
	reload   *widget.Button
	entry    *keyEntry
	progress *widget.ProgressBarInfinite
}

func newAddressBar(w *Window) *addressBar {
	a := &addressBar{
		back:     widget.NewButtonWithIcon("", theme.NavigateBackIcon(), w.Back),
		forward:  widget.NewButtonWithIcon("", theme.NavigateNextIcon(), w.Forward),
		reload:   widget.NewButtonWithIcon("", theme.ViewRefreshIcon(), w.Reload),
		entry:    newKeyEntry(),
		progress: widget.NewProgressBarInfinite(),
	}
	for _, b := range []*widget.Button{a.back, a.forward, a.reload} {
		b.Importance = widget.LowImportance
	}
	a.entry.SetPlaceHolder("Path or web address (Ctrl+L)")
	a.entry.OnSubmitted = func(s string) {
		w.win.Canvas().Unfocus()
		w.Open(s)
	}
	a.entry.onKey = func(ev *fyne.KeyEvent, _ bool) bool {
		if ev.Name == fyne.KeyEscape {
			w.win.Canvas().Unfocus()
			w.sess.Cancel()
			return true
		}
		return w.typedKey(ev)
	}
	a.entry.onShortcut = w.dispatchShortcut
	open := widget.NewButtonWithIcon("", theme.FolderOpenIcon(), w.showOpenFile)
	open.Importance = widget.LowImportance
	nav := container.NewHBox(a.back, a.forward, a.reload)
	row := container.NewBorder(nil, nil, nav, open, a.entry)
	a.progress.Hide()
	a.box = container.NewVBox(row, container.New(thinLayout{height: 4}, a.progress))
	return a
}

// setText shows target in the entry unless the user is typing there.
func (a *addressBar) setText(target string) {
	a.entry.SetText(target)
}

// setLoading shows or hides the loading indicator.
func (a *addressBar) setLoading(on bool) {
	if on {
		a.progress.Show()
		a.progress.Start()
		return
	}
	a.progress.Stop()
	a.progress.Hide()
}

// thinLayout gives its objects the full width and a fixed small height:
// the loading bar is a line under the toolbar, not a slab. Hidden objects
// take no room.
type thinLayout struct{ height float32 }

func (l thinLayout) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	for _, o := range objs {
		o.Move(fyne.NewPos(0, 0))
		o.Resize(fyne.NewSize(size.Width, l.height))
	}
}

func (l thinLayout) MinSize(objs []fyne.CanvasObject) fyne.Size {
	for _, o := range objs {
		if o.Visible() {
			return fyne.NewSize(0, l.height)
		}
	}
	return fyne.Size{}
}

// focusAddress puts the cursor in the address bar with its text selected.
func (w *Window) focusAddress() {
	w.win.Canvas().Focus(w.addr.entry)
	w.addr.entry.TypedShortcut(&fyne.ShortcutSelectAll{})
}

// updateNav enables Back and Forward as the history allows.
func (w *Window) updateNav() {
	setEnabled(w.addr.back, w.sess.CanBack())
	setEnabled(w.addr.forward, w.sess.CanForward())
}

func setEnabled(b *widget.Button, on bool) {
	if on {
		b.Enable()
	} else {
		b.Disable()
	}
}
