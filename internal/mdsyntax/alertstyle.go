package mdsyntax

import (
	"fmt"
	"image/color"
	"math"
	"strings"
)

// alertStyle is how one kind of alert looks: GitHub's titles and colours
// (its Primer palette for light and dark pages).
type alertStyle struct {
	title       string
	light, dark color.NRGBA
	icon        []IconShape
}

var alertStyles = [...]alertStyle{
	Note:      {"Note", rgb(0x0969da), rgb(0x4493f8), infoIcon},
	Tip:       {"Tip", rgb(0x1a7f37), rgb(0x3fb950), bulbIcon},
	Important: {"Important", rgb(0x8250df), rgb(0xab7df8), bubbleIcon},
	Warning:   {"Warning", rgb(0x9a6700), rgb(0xd29922), triangleIcon},
	Caution:   {"Caution", rgb(0xcf222e), rgb(0xf85149), octagonIcon},
}

func rgb(v uint32) color.NRGBA {
	return color.NRGBA{R: uint8(v >> 16), G: uint8(v >> 8), B: uint8(v), A: 0xff}
}

// Title is the alert's heading as GitHub shows it ("Note", "Warning").
func (k AlertKind) Title() string { return alertStyles[k%5].title }

// String is the marker's word ("NOTE").
func (k AlertKind) String() string { return alertNames[k%5] }

// Color is the alert's accent: its bar, icon and title, for a light or a
// dark page.
func (k AlertKind) Color(dark bool) color.NRGBA {
	if dark {
		return alertStyles[k%5].dark
	}
	return alertStyles[k%5].light
}

// Icon is the alert's icon as shapes in a 16×16 box: filled in the
// accent colour, or, for Knockout shapes, in the page colour on top.
func (k AlertKind) Icon() []IconShape { return alertStyles[k%5].icon }

// IconShape is a filled circle (R > 0, centred on X, Y) or polygon.
type IconShape struct {
	X, Y, R  float64
	Points   [][2]float64
	Knockout bool
}

// SVG draws an icon in fg on bg as an SVG document of size px.
func SVG(icon []IconShape, fg, bg color.NRGBA, px int) []byte {
	var b strings.Builder
	fmt.Fprintf(&b, `<svg xmlns="http://www.w3.org/2000/svg" width="%d" height="%d" viewBox="0 0 16 16">`, px, px)
	for _, s := range icon {
		c := fg
		if s.Knockout {
			c = bg
		}
		fill := fmt.Sprintf("#%02x%02x%02x", c.R, c.G, c.B)
		if s.R > 0 {
			fmt.Fprintf(&b, `<circle cx="%g" cy="%g" r="%g" fill="%s"/>`, s.X, s.Y, s.R, fill)
			continue
		}
		b.WriteString(`<polygon points="`)
		for i, p := range s.Points {
			if i > 0 {
				b.WriteByte(' ')
			}
			fmt.Fprintf(&b, "%g,%g", p[0], p[1])
		}
		fmt.Fprintf(&b, `" fill="%s"/>`, fill)
	}
	b.WriteString(`</svg>`)
	return []byte(b.String())
}

// bang is an exclamation mark knocked out of a shape: a stroke from top
// to bottom and a dot below it.
func bang(top, bottom float64) []IconShape {
	return []IconShape{
		{Points: [][2]float64{{7.05, top}, {8.95, top}, {8.65, bottom}, {7.35, bottom}}, Knockout: true},
		{X: 8, Y: bottom + 2, R: 1.05, Knockout: true},
	}
}

var (
	infoIcon = []IconShape{
		{X: 8, Y: 8, R: 7.5},
		{X: 8, Y: 4.6, R: 1.1, Knockout: true},
		{Points: [][2]float64{{7.05, 6.9}, {8.95, 6.9}, {8.95, 12.2}, {7.05, 12.2}}, Knockout: true},
	}
	bulbIcon = []IconShape{
		{X: 8, Y: 6.2, R: 5.3},
		{Points: [][2]float64{{4.6, 8.8}, {11.4, 8.8}, {10.3, 12.2}, {5.7, 12.2}}},
		{Points: [][2]float64{{5.9, 13}, {10.1, 13}, {10.1, 14.2}, {5.9, 14.2}}},
		{Points: [][2]float64{{6.6, 14.8}, {9.4, 14.8}, {9.4, 15.8}, {6.6, 15.8}}},
		{X: 6.4, Y: 5.2, R: 1.3, Knockout: true},
	}
	bubbleIcon = append([]IconShape{
		{Points: [][2]float64{{0.5, 1.5}, {15.5, 1.5}, {15.5, 11.8}, {8, 11.8}, {4.2, 15.2}, {4.2, 11.8}, {0.5, 11.8}}},
	}, bang(3.3, 7.6)...)
	triangleIcon = append([]IconShape{
		{Points: [][2]float64{{8, 0.6}, {15.8, 15}, {0.2, 15}}},
	}, bang(5.2, 10.2)...)
	octagonIcon = append([]IconShape{{Points: octagon(8, 8, 7.8)}}, bang(3.4, 8.6)...)
)

// octagon returns a regular octagon's corners with flat top and bottom.
func octagon(cx, cy, r float64) [][2]float64 {
	pts := make([][2]float64, 8)
	for i := range pts {
		a := math.Pi/8 + float64(i)*math.Pi/4
		pts[i] = [2]float64{math.Round((cx+r*math.Cos(a))*100) / 100, math.Round((cy+r*math.Sin(a))*100) / 100}
	}
	return pts
}
