package themes

import (
	"fmt"
	"image/color"
	"math"
	"strconv"
	"strings"
	"unicode"
)

// Variant says whether a theme draws dark text on a light background or
// light text on a dark one; widgets and syntax colours follow it.
type Variant string

// The variants a theme may have.
const (
	Light Variant = "light"
	Dark  Variant = "dark"
)

// Theme is one palette: every colour name Fyne asks for has a colour.
type Theme struct {
	// ID is how settings and menus refer to the theme: its name in lower
	// case with dashes ("high-contrast").
	ID string
	// Name is the name shown in the View menu.
	Name    string
	Variant Variant
	// Colors holds a colour for each of ColorNames.
	Colors map[string]color.NRGBA
	// Source is "built-in" or the user's file.
	Source string
}

// The colours every theme names; the others (ColorNames) are derived.
var required = []string{"background", "foreground", "primary"}

// ColorNames are the colour names a theme may set, Fyne's own
// (theme.ColorName*): the ones a theme does not set are derived from
// background, foreground and primary.
var ColorNames = []string{
	"background", "foreground", "primary", "hyperlink", "button", "disabledButton",
	"disabled", "error", "focus", "foregroundOnError", "foregroundOnPrimary",
	"foregroundOnSuccess", "foregroundOnWarning", "headerBackground", "hover",
	"inputBackground", "inputBorder", "menuBackground", "overlayBackground",
	"placeholder", "pressed", "scrollBar", "scrollBarBackground", "selection",
	"separator", "shadow", "success", "warning", "innerWindowBorder",
	"innerWindowBorderInactive",
}

// Contrast floors: body text under MinTextContrast (WCAG's floor for
// large text) is refused as unreadable; the built-in themes meet AA (4.5)
// and High Contrast AAA (7), which the tests check.
const MinTextContrast = 3.0

// complete derives every colour the theme does not set from its
// background, foreground and primary colours, the way Fyne's own palettes
// relate: controls are the text faded into the background, overlays are
// translucent text or accent.
func (t *Theme) complete() {
	bg, fg, pr := t.Colors["background"], t.Colors["foreground"], t.Colors["primary"]
	dark := t.Variant == Dark
	set := func(name string, c color.NRGBA) {
		if _, ok := t.Colors[name]; !ok {
			t.Colors[name] = c
		}
	}
	set("hyperlink", pr)
	set("button", mix(fg, bg, 0.93))
	set("disabledButton", mix(fg, bg, 0.93))
	set("disabled", mix(fg, bg, 0.7))
	set("headerBackground", mix(fg, bg, 0.97))
	set("hover", alpha(fg, 0x0f))
	set("pressed", alpha(fg, 0x19))
	set("inputBackground", mix(fg, bg, 0.95))
	set("inputBorder", mix(fg, bg, 0.85))
	set("menuBackground", mix(fg, bg, 0.95))
	set("overlayBackground", bg)
	set("placeholder", mix(fg, bg, 0.45))
	set("scrollBar", alpha(fg, 0x99))
	set("scrollBarBackground", mix(fg, bg, 0.85))
	set("separator", mix(fg, bg, 0.85))
	set("selection", alpha(pr, 0x40))
	set("focus", alpha(pr, 0x2a))
	shadow := uint8(0x44)
	if dark {
		shadow = 0x77
	}
	set("shadow", color.NRGBA{A: shadow})
	set("error", color.NRGBA{R: 0xf4, G: 0x43, B: 0x36, A: 0xff})
	set("success", color.NRGBA{R: 0x43, G: 0xf4, B: 0x36, A: 0xff})
	set("warning", color.NRGBA{R: 0xff, G: 0x98, B: 0x00, A: 0xff})
	for _, on := range []string{"Primary", "Error", "Success", "Warning"} {
		set("foregroundOn"+on, readableOn(t.Colors[strings.ToLower(on[:1])+on[1:]], bg, fg))
	}
	set("innerWindowBorder", bg)
	set("innerWindowBorderInactive", t.Colors["headerBackground"])
}

// readableOn picks, of the theme's background and foreground, the colour
// that reads better on fill.
func readableOn(fill, bg, fg color.NRGBA) color.NRGBA {
	if Contrast(fill, bg) >= Contrast(fill, fg) {
		return bg
	}
	return fg
}

// mix returns a*(1-t) + b*t, opaque.
func mix(a, b color.NRGBA, t float64) color.NRGBA {
	f := func(x, y uint8) uint8 { return uint8(math.Round(float64(x)*(1-t) + float64(y)*t)) }
	return color.NRGBA{R: f(a.R, b.R), G: f(a.G, b.G), B: f(a.B, b.B), A: 0xff}
}

func alpha(c color.NRGBA, a uint8) color.NRGBA { c.A = a; return c }

// Contrast is WCAG 2's contrast ratio of two opaque colours, from 1 (the
// same) to 21 (black on white).
func Contrast(a, b color.NRGBA) float64 {
	la, lb := luminance(a), luminance(b)
	if la < lb {
		la, lb = lb, la
	}
	return (la + 0.05) / (lb + 0.05)
}

// luminance is WCAG 2's relative luminance of an sRGB colour.
func luminance(c color.NRGBA) float64 {
	lin := func(v uint8) float64 {
		s := float64(v) / 255
		if s <= 0.03928 {
			return s / 12.92
		}
		return math.Pow((s+0.055)/1.055, 2.4)
	}
	return 0.2126*lin(c.R) + 0.7152*lin(c.G) + 0.0722*lin(c.B)
}

// ParseColor reads "#rgb", "#rrggbb" or "#rrggbbaa".
func ParseColor(s string) (color.NRGBA, error) {
	h, ok := strings.CutPrefix(strings.TrimSpace(s), "#")
	if ok && len(h) == 3 {
		h = string([]byte{h[0], h[0], h[1], h[1], h[2], h[2]})
	}
	if !ok || (len(h) != 6 && len(h) != 8) {
		return color.NRGBA{}, fmt.Errorf("%q is not a colour: write #rgb, #rrggbb or #rrggbbaa", s)
	}
	if len(h) == 6 {
		h += "ff"
	}
	v, err := strconv.ParseUint(h, 16, 32)
	if err != nil {
		return color.NRGBA{}, fmt.Errorf("%q is not a colour: use hex digits 0-9 and a-f", s)
	}
	return color.NRGBA{R: uint8(v >> 24), G: uint8(v >> 16), B: uint8(v >> 8), A: uint8(v)}, nil
}

// ID turns a theme name into its id: lower case, runs of anything but
// letters and digits as one dash.
func ID(name string) string {
	var b strings.Builder
	dash := false
	for _, r := range strings.ToLower(strings.TrimSpace(name)) {
		if r >= 'a' && r <= 'z' || r >= '0' && r <= '9' || r > 0x7f && (unicode.IsLetter(r) || unicode.IsDigit(r)) {
			if dash && b.Len() > 0 {
				b.WriteByte('-')
			}
			b.WriteRune(r)
			dash = false
			continue
		}
		dash = true
	}
	return b.String()
}
