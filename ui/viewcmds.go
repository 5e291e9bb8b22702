package ui

// SetTheme switches to the system's theme or a theme by id (built-in or
// the user's), re-renders the page (code and table backgrounds are baked
// into its objects) and remembers the choice.
func (w *Window) SetTheme(c ThemeChoice) {
	w.prefs.theme = c
	w.saveSettings()
	w.applyTheme()
}

// applyTheme puts the chosen theme, as the themes now are, in force.
func (w *Window) applyTheme() {
	w.fa.Settings().SetTheme(appTheme(w.prefs.theme, w.prefs.themes))
	w.view.Rebuild()
	w.checkTheme()
}

// ThemeChoice returns the theme in force.
func (w *Window) ThemeChoice() ThemeChoice { return w.prefs.theme }

// ZoomIn makes the page's text larger.
func (w *Window) ZoomIn() { w.SetZoom(w.prefs.zoom + zoomStep) }

// ZoomOut makes the page's text smaller.
func (w *Window) ZoomOut() { w.SetZoom(w.prefs.zoom - zoomStep) }

// ZoomReset restores the page's text to its normal size.
func (w *Window) ZoomReset() { w.SetZoom(1) }

// SetZoom sets the page's text scale (0.5 to 3) and remembers it.
func (w *Window) SetZoom(z float32) {
	w.prefs.zoom = clampZoom(z)
	w.saveSettings()
	w.view.SetTextScale(w.prefs.zoom)
}

// Zoom returns the page's text scale.
func (w *Window) Zoom() float32 { return w.prefs.zoom }

// ToggleFullScreen enters or leaves full screen.
func (w *Window) ToggleFullScreen() { w.win.SetFullScreen(!w.win.FullScreen()) }

// Escape closes the innermost thing open: a dialog, the find bar, a load in
// flight, the table of contents, the page's selection, then full screen.
func (w *Window) Escape() {
	switch {
	case w.dialogs.dlg != nil:
		w.releaseDialogEntry()
		w.dialogs.dlg.Hide()
		w.dialogs.dlg = nil
	case w.find.box.Visible():
		w.HideFind()
	case w.sess.Cancel():
	case w.toc.box.Visible():
		w.toc.box.Hide()
	case w.view.ClearSelection():
	case w.win.FullScreen():
		w.win.SetFullScreen(false)
	default:
		w.win.Canvas().Unfocus()
	}
}

// copyText puts the page's plain text on the clipboard (RichText cannot be
// selected with the mouse in Fyne 2.8).
func (w *Window) copyText() {
	w.fa.Clipboard().SetContent(w.view.PlainText())
}

// copySelection puts the page's selected text on the clipboard.
func (w *Window) copySelection() {
	if t := w.view.SelectedText(); t != "" {
		w.fa.Clipboard().SetContent(t)
	}
}

// copyMarkdown puts the page's Markdown on the clipboard.
func (w *Window) copyMarkdown() {
	w.fa.Clipboard().SetContent(w.shownMarkdown)
}
