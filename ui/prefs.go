package ui

import (
	"fyne.io/fyne/v2"

	"folio/app"
)

// loadSettings reads the theme, zoom and window size from the app's
// Preferences through app.Settings, which validates and clamps them.
func (w *Window) loadSettings() {
	w.settings = app.LoadSettings(w.prefs)
	w.themeChoice = parseTheme(w.settings.Theme)
	w.zoom = clampZoom(w.settings.Zoom)
}

// saveSettings writes the theme, zoom and window size.
func (w *Window) saveSettings() {
	w.settings.Theme = string(w.themeChoice)
	w.settings.Zoom = w.zoom
	if size := w.win.Canvas().Size(); size.Width >= app.MinWindowW && size.Height >= app.MinWindowH {
		w.settings.WindowW, w.settings.WindowH = size.Width, size.Height
	}
	w.settings.Save(w.prefs)
}

// windowSize is the stored window size.
func (w *Window) windowSize() fyne.Size {
	return fyne.NewSize(w.settings.WindowW, w.settings.WindowH)
}
