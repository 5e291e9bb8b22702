package ui

import (
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"

	"folio/app/themes"
	"folio/ui/mdview"
)

// ThemeChoice is the user's theme preference: ThemeSystem, or the id of a
// theme of package app/themes (built-in or the user's).
type ThemeChoice string

// The built-in theme choices of the View menu; the other built-in themes
// ("sepia", "github", "high-contrast") and the user's are chosen by id.
const (
	ThemeSystem ThemeChoice = "system"
	ThemeLight  ThemeChoice = "light"
	ThemeDark   ThemeChoice = "dark"
)

// Zoom limits and step. The page's text is scaled by the zoom factor (the
// view's own theme wrapper applies it); the chrome keeps the normal size.
const (
	zoomMin  = 0.5
	zoomMax  = 3.0
	zoomStep = 0.1
)

// folioTheme is a palette of package app/themes as a Fyne theme: one
// theme's colours, or Light's and Dark's by the variant the system asks
// for. Fonts, icons and sizes are Fyne's.
type folioTheme struct {
	fixed       *themes.Theme // nil: follow the system's variant
	light, dark *themes.Theme
}

var _ fyne.Theme = (*folioTheme)(nil)

// newFolioTheme makes the theme for choice out of lib's themes; an id lib
// does not have (a user theme removed from the file) follows the system
// until it is back.
func newFolioTheme(choice ThemeChoice, lib *themes.Library) *folioTheme {
	t := &folioTheme{light: lib.Theme(string(ThemeLight)), dark: lib.Theme(string(ThemeDark))}
	if choice != ThemeSystem {
		t.fixed = lib.Theme(string(choice))
	}
	return t
}

// appTheme is the theme the app runs with: Folio's, wrapped so that it
// also resolves the page view's own names. The view then needs no theme
// override per block, each of which costs Fyne a new copy of the fonts.
func appTheme(choice ThemeChoice, lib *themes.Library) fyne.Theme {
	return mdview.Theme(newFolioTheme(choice, lib))
}

// palette is the theme in force for a widget asking for variant v.
func (t *folioTheme) palette(v fyne.ThemeVariant) *themes.Theme {
	switch {
	case t.fixed != nil:
		return t.fixed
	case v == theme.VariantDark:
		return t.dark
	}
	return t.light
}

// Color returns the palette's colour; a name no palette has (a Fyne
// newer than app/themes) comes from Fyne's default of the same variant.
func (t *folioTheme) Color(n fyne.ThemeColorName, v fyne.ThemeVariant) color.Color {
	p := t.palette(v)
	if c, ok := p.Colors[string(n)]; ok {
		return c
	}
	if p.Variant == themes.Dark {
		return theme.DefaultTheme().Color(n, theme.VariantDark)
	}
	return theme.DefaultTheme().Color(n, theme.VariantLight)
}

// Font returns the default theme's font.
func (t *folioTheme) Font(s fyne.TextStyle) fyne.Resource {
	return theme.DefaultTheme().Font(s)
}

// Icon returns the default theme's icon.
func (t *folioTheme) Icon(n fyne.ThemeIconName) fyne.Resource {
	return theme.DefaultTheme().Icon(n)
}

// Size returns the default theme's size.
func (t *folioTheme) Size(n fyne.ThemeSizeName) float32 {
	return theme.DefaultTheme().Size(n)
}

// parseTheme reads a stored theme choice (app.Settings keeps only what
// could be a theme id); "" is ThemeSystem. An id no theme has yet is kept:
// the user's file may be broken for the moment.
func parseTheme(s string) ThemeChoice {
	if s == "" {
		return ThemeSystem
	}
	return ThemeChoice(s)
}

// clampZoom keeps a zoom factor within limits, rounded to a tenth so that
// repeated steps do not drift.
func clampZoom(z float32) float32 {
	if z < zoomMin {
		z = zoomMin
	}
	if z > zoomMax {
		z = zoomMax
	}
	return float32(int(z*10+0.5)) / 10
}
