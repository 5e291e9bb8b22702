package app

import (
	"strconv"

	"folio/app/themes"
)

// The Store keys Settings persists under.
const (
	KeyTheme   = "theme"
	KeyZoom    = "zoom"
	KeyWindowW = "window.width"
	KeyWindowH = "window.height"
)

// The themes Settings accepts.
const (
	ThemeSystem = "system"
	ThemeLight  = "light"
	ThemeDark   = "dark"
)

// Zoom and window bounds: beyond them text is unreadable or the window is
// unusable, so stored values outside are clamped.
const (
	MinZoom     = 0.5
	MaxZoom     = 3.0
	MinWindowW  = 320
	MinWindowH  = 240
	MaxWindowWH = 16384
)

// maxThemeID bounds a stored theme id: a name of themes.MaxNameRunes
// characters of up to four bytes each.
const maxThemeID = 4 * themes.MaxNameRunes

// Settings are the user's preferences that outlive a session.
type Settings struct {
	Theme            string  // ThemeSystem or a theme id (app/themes)
	Zoom             float32 // text scale, 1 is 100%
	WindowW, WindowH float32 // the window's size in Fyne units
}

// DefaultSettings are used for missing or invalid stored values.
var DefaultSettings = Settings{Theme: ThemeSystem, Zoom: 1, WindowW: 960, WindowH: 720}

// LoadSettings reads Settings from store; missing or invalid values take
// DefaultSettings, out-of-range ones are clamped.
func LoadSettings(store Store) Settings {
	s := DefaultSettings
	if store == nil {
		return s
	}
	s.Theme = store.String(KeyTheme)
	s.Zoom = readFloat(store, KeyZoom, DefaultSettings.Zoom)
	s.WindowW = readFloat(store, KeyWindowW, DefaultSettings.WindowW)
	s.WindowH = readFloat(store, KeyWindowH, DefaultSettings.WindowH)
	return s.Normalized()
}

// Save writes the normalized settings to store.
func (s Settings) Save(store Store) {
	s = s.Normalized()
	store.SetString(KeyTheme, s.Theme)
	store.SetString(KeyZoom, strconv.FormatFloat(float64(s.Zoom), 'g', -1, 32))
	store.SetString(KeyWindowW, strconv.FormatFloat(float64(s.WindowW), 'g', -1, 32))
	store.SetString(KeyWindowH, strconv.FormatFloat(float64(s.WindowH), 'g', -1, 32))
}

// Normalized returns s with a theme that cannot be a theme id (see
// themes.ID) replaced by ThemeSystem and zoom and window size clamped to
// their bounds. An id no theme has is kept: it may name a user theme
// whose file is being edited.
func (s Settings) Normalized() Settings {
	if s.Theme == "" || themes.ID(s.Theme) != s.Theme || len(s.Theme) > maxThemeID {
		s.Theme = ThemeSystem
	}
	s.Zoom = clamp(s.Zoom, MinZoom, MaxZoom, DefaultSettings.Zoom)
	s.WindowW = clamp(s.WindowW, MinWindowW, MaxWindowWH, DefaultSettings.WindowW)
	s.WindowH = clamp(s.WindowH, MinWindowH, MaxWindowWH, DefaultSettings.WindowH)
	return s
}

func readFloat(store Store, key string, def float32) float32 {
	v, err := strconv.ParseFloat(store.String(key), 32)
	if err != nil {
		return def
	}
	return float32(v)
}

// clamp bounds v; NaN and zero (unset) take def.
func clamp(v, lo, hi, def float32) float32 {
	switch {
	case v != v || v == 0:
		return def
	case v < lo:
		return lo
	case v > hi:
		return hi
	}
	return v
}
