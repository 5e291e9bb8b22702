package ui

import (
	"fyne.io/fyne/v2"

	"folio/app"
)

// loadSettings reads the theme, zoom and window size from the app's
// Preferences through app.Settings, which validates and clamps them.
func (w *Window) loadSettings() {
	w.prefs.settings = app.LoadSettings(w.prefs.store)
	w.prefs.theme = parseTheme(w.prefs.settings.Theme)
	w.prefs.zoom = clampZoom(w.prefs.settings.Zoom)
}

// saveSettings writes the theme, zoom and window size.
func (w *Window) saveSettings() {
	w.prefs.settings.Theme = string(w.prefs.theme)
	w.prefs.settings.Zoom = w.prefs.zoom
	if size := w.win.Canvas().Size(); size.Width >= app.MinWindowW && size.Height >= app.MinWindowH {
		w.prefs.settings.WindowW, w.prefs.settings.WindowH = size.Width, size.Height
	}
	w.prefs.settings.Save(w.prefs.store)
}

// windowSize is the stored window size.
func (w *Window) windowSize() fyne.Size {
	return fyne.NewSize(w.prefs.settings.WindowW, w.prefs.settings.WindowH)
}
