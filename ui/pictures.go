package ui

// pictureOpener is implemented by views that open a picture in the image
// viewer from the keyboard (tapping one is the mouse's way).
type pictureOpener interface {
	OpenPicture() bool
}

// openPicture opens the selected picture, or the first one in view, in
// the image viewer: Enter on the page, or View ▸ Open Picture; with no
// picture in view it does nothing. Not under a dialog, whose Enter is its
// own.
func (w *Window) openPicture() {
	if w.dialogs.dlg != nil {
		return
	}
	if p, ok := w.view.(pictureOpener); ok {
		p.OpenPicture()
	}
}
