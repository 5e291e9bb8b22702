package mdview

import (
	"image/color"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
)

// Theme names private to the view. They are resolved by viewTheme, which
// wraps whatever theme the application uses at the time of the lookup.
const (
	sizeH1    fyne.ThemeSizeName = "mdview.h1"
	sizeH2    fyne.ThemeSizeName = "mdview.h2"
	sizeH3    fyne.ThemeSizeName = "mdview.h3"
	sizeH4    fyne.ThemeSizeName = "mdview.h4"
	sizeH5    fyne.ThemeSizeName = "mdview.h5"
	sizeH6    fyne.ThemeSizeName = "mdview.h6"
	sizeSmall fyne.ThemeSizeName = "mdview.small"

	colorFindFg  fyne.ThemeColorName = "mdview.find.fg"
	colorMuted   fyne.ThemeColorName = "mdview.muted"
	colorRGBPref                     = "mdview.rgb."

	// sizeTextPref names a text size by its factor over the theme's body
	// text size ("mdview.text*1.6"): segments carry the zoom and the
	// heading scale in the name, so any theme that resolves the view's
	// names (Theme) sizes them without knowing the view.
	sizeTextPref = "mdview.text*"
)

// headingScale is the size of each heading level relative to body text,
// after GitHub's stylesheet (2, 1.5, 1.25, 1, .875, .85 em) stretched so
// that every level differs visibly from its neighbours and from body text.
var headingScale = [...]float32{2.0, 1.6, 1.32, 1.15, 1.0, 0.9}

// smallScale is the size of small print (footnotes, HTML shown as
// source) relative to body text.
const smallScale = 0.86

// Find highlight colours: a marker yellow for every match and orange for
// the block holding the current match; dark text keeps them readable in
// both variants.
var (
	findBg        = color.NRGBA{R: 0xff, G: 0xe0, B: 0x66, A: 0xff}
	findCurrentBg = color.NRGBA{R: 0xff, G: 0x9f, B: 0x43, A: 0xff}
	findFg        = color.NRGBA{R: 0x1a, G: 0x1a, B: 0x1a, A: 0xff}
)

// Theme wraps an application theme so that it resolves the view's own
// size and colour names. With it installed as the app's theme
// (app.Settings().SetTheme(mdview.Theme(th))) the view builds its blocks
// without a theme override of their own; without it every block is
// wrapped in a container.ThemeOverride, which costs Fyne 2.8 a new font
// cache per block (see view.go, themed).
func Theme(base fyne.Theme) fyne.Theme {
	if base == nil {
		base = theme.DefaultTheme()
	}
	return &viewTheme{scale: 1, inner: base}
}

// viewTheme scales text for zoom, sizes headings and resolves the view's
// private colour names, delegating everything else to the app theme (or,
// made by Theme, to the theme it wraps).
type viewTheme struct {
	scale float32
	inner fyne.Theme // the wrapped theme; nil: the app's theme
}

func (t *viewTheme) base() fyne.Theme {
	if t.inner != nil {
		return t.inner
	}
	if a := fyne.CurrentApp(); a != nil && a.Settings().Theme() != nil {
		return a.Settings().Theme()
	}
	return theme.DefaultTheme()
}

// Color implements fyne.Theme.
func (t *viewTheme) Color(n fyne.ThemeColorName, v fyne.ThemeVariant) color.Color {
	switch n {
	case theme.ColorNameInputBackground:
		if t.inner == nil { // the view's override: code's own fill
			return codeBackground(t.base(), v)
		}
	case colorFindFg:
		return findFg
	case colorMuted:
		return mix(t.base().Color(theme.ColorNameForeground, v), t.base().Color(theme.ColorNameBackground, v), 0.45)
	}
	if s := string(n); strings.HasPrefix(s, colorRGBPref) {
		return parseRGB(s[len(colorRGBPref):])
	}
	return t.base().Color(n, v)
}

// Font implements fyne.Theme.
func (t *viewTheme) Font(s fyne.TextStyle) fyne.Resource { return t.base().Font(s) }

// Icon implements fyne.Theme.
func (t *viewTheme) Icon(n fyne.ThemeIconName) fyne.Resource { return t.base().Icon(n) }

// Size implements fyne.Theme.
func (t *viewTheme) Size(n fyne.ThemeSizeName) float32 {
	b := t.base()
	if s := string(n); strings.HasPrefix(s, sizeTextPref) {
		f, err := strconv.ParseFloat(s[len(sizeTextPref):], 32)
		if err != nil || f <= 0 {
			f = 1
		}
		return b.Size(theme.SizeNameText) * float32(f)
	}
	text := b.Size(theme.SizeNameText) * t.scale
	switch n {
	case theme.SizeNameText:
		return text
	case sizeH1, sizeH2, sizeH3, sizeH4, sizeH5, sizeH6:
		return text * headingScale[n[len(n)-1]-'1']
	case sizeSmall:
		return text * smallScale
	case theme.SizeNameHeadingText, theme.SizeNameSubHeadingText, theme.SizeNameCaptionText:
		return b.Size(n) * t.scale
	}
	return b.Size(n)
}

// codeBackground is the fill behind code: the foreground blended faintly
// into the background, so it works for any theme and variant.
func codeBackground(th fyne.Theme, v fyne.ThemeVariant) color.Color {
	return mix(th.Color(theme.ColorNameForeground, v), th.Color(theme.ColorNameBackground, v), 0.93)
}

// mix returns a*(1-t) + b*t per channel, opaque.
func mix(a, b color.Color, t float32) color.Color {
	ar, ag, ab, _ := a.RGBA()
	br, bg, bb, _ := b.RGBA()
	f := func(x, y uint32) uint8 {
		return uint8((float32(x>>8)*(1-t) + float32(y>>8)*t) + 0.5)
	}
	return color.NRGBA{R: f(ar, br), G: f(ag, bg), B: f(ab, bb), A: 0xff}
}

// rgbName names an arbitrary colour so it can travel in a RichTextStyle.
func rgbName(c color.Color) fyne.ThemeColorName {
	r, g, b, _ := c.RGBA()
	v := (r>>8)<<16 | (g>>8)<<8 | b>>8
	return fyne.ThemeColorName(colorRGBPref + strconv.FormatUint(uint64(v), 16))
}

func parseRGB(hex string) color.Color {
	v, err := strconv.ParseUint(hex, 16, 32)
	if err != nil {
		return color.Black
	}
	return color.NRGBA{R: uint8(v >> 16), G: uint8(v >> 8), B: uint8(v), A: 0xff}
}

// textSizeName names the size of text drawn at factor times the body
// text size of the base theme.
func textSizeName(factor float32) fyne.ThemeSizeName {
	return fyne.ThemeSizeName(sizeTextPref + strconv.FormatFloat(float64(factor), 'g', 5, 32))
}

// resolves reports whether th sizes the view's names itself (it is, or
// wraps, Theme).
func resolves(th fyne.Theme) bool {
	return th != nil && th.Size(textSizeName(2)) > 0
}

// headingSize maps a heading level (1-6) to its size name.
func headingSize(level int) fyne.ThemeSizeName {
	names := [...]fyne.ThemeSizeName{sizeH1, sizeH2, sizeH3, sizeH4, sizeH5, sizeH6}
	if level < 1 {
		level = 1
	}
	if level > 6 {
		level = 6
	}
	return names[level-1]
}
