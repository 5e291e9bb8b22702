package ui

import (
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
)

// Preference keys. Values are strings so that any key-value store (Fyne
// Preferences, app.Store) can hold them.
const (
	prefWidth  = "window.width"
	prefHeight = "window.height"
	prefTheme  = "view.theme"
	prefZoom   = "view.zoom"
	prefRecent = "recent.items"
)

// maxRecent is how many recent files and URLs the File menu keeps.
const maxRecent = 10

// default window size: a comfortable reading column plus the TOC panel.
const (
	defaultWidth  = 1000
	defaultHeight = 760
)

// store is the key-value store preferences live in; fyne.Preferences
// satisfies it.
type store interface {
	String(key string) string
	SetString(key, value string)
}

func prefFloat(s store, key string, def float32) float32 {
	f, err := strconv.ParseFloat(s.String(key), 32)
	if err != nil || f <= 0 {
		return def
	}
	return float32(f)
}

func setPrefFloat(s store, key string, v float32) {
	s.SetString(key, strconv.FormatFloat(float64(v), 'f', 2, 32))
}

// windowSize reads the stored window size, or the default.
func windowSize(s store) fyne.Size {
	return fyne.NewSize(prefFloat(s, prefWidth, defaultWidth), prefFloat(s, prefHeight, defaultHeight))
}

func saveWindowSize(s store, size fyne.Size) {
	if size.Width < 200 || size.Height < 150 {
		return // minimised or not laid out yet
	}
	setPrefFloat(s, prefWidth, size.Width)
	setPrefFloat(s, prefHeight, size.Height)
}

// recentList is the persisted list of recently opened targets, newest first.
type recentList struct{ s store }

// Items returns the recent targets, newest first.
func (r recentList) Items() []string {
	v := r.s.String(prefRecent)
	if v == "" {
		return nil
	}
	return strings.Split(v, "\n")
}

// Add puts target first, removing an older copy and trimming to maxRecent.
func (r recentList) Add(target string) {
	if target == "" || strings.HasPrefix(target, builtinScheme) {
		return
	}
	items := []string{target}
	for _, it := range r.Items() {
		if it != target && len(items) < maxRecent {
			items = append(items, it)
		}
	}
	r.s.SetString(prefRecent, strings.Join(items, "\n"))
}
