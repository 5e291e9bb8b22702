package ui

import (
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"

	"folio/ui/mdview"
)

// ThemeChoice is the user's theme preference.
type ThemeChoice string

// The theme choices offered in the View menu.
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

// folioTheme wraps Fyne's default theme: it forces a light or dark variant
// or follows the system's.
type folioTheme struct {
	choice ThemeChoice
}

var _ fyne.Theme = (*folioTheme)(nil)

func newFolioTheme(choice ThemeChoice) *folioTheme {
	return &folioTheme{choice: choice}
}

// appTheme is the theme the app runs with: Folio's, wrapped so that it
// also resolves the page view's own names. The view then needs no theme
// override per block, each of which costs Fyne a new copy of the fonts.
func appTheme(choice ThemeChoice) fyne.Theme {
	return mdview.Theme(newFolioTheme(choice))
}

// variant resolves the variant a widget asks for against the choice.
func (t *folioTheme) variant(v fyne.ThemeVariant) fyne.ThemeVariant {
	switch t.choice {
	case ThemeLight:
		return theme.VariantLight
	case ThemeDark:
		return theme.VariantDark
	}
	return v
}

// lightText is the body text colour of the light variant: GitHub's
// near-black (#1f2328), for more contrast than Fyne's grey (#565656) on
// long reading.
var lightText = color.NRGBA{R: 0x1f, G: 0x23, B: 0x28, A: 0xff}

// Color returns the default theme's colour for the chosen variant, with
// darker text in the light variant.
func (t *folioTheme) Color(n fyne.ThemeColorName, v fyne.ThemeVariant) color.Color {
	v = t.variant(v)
	if n == theme.ColorNameForeground && v == theme.VariantLight {
		return lightText
	}
	return theme.DefaultTheme().Color(n, v)
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

// parseTheme reads a stored theme choice; anything unknown is ThemeSystem.
func parseTheme(s string) ThemeChoice {
	switch ThemeChoice(s) {
	case ThemeLight, ThemeDark:
		return ThemeChoice(s)
	}
	return ThemeSystem
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
