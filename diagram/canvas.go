package diagram

import (
	"fmt"
	"image"
	"image/color"
	"image/draw"
	"math"
	"strings"

	"golang.org/x/image/font"
)

// The diagrams this package lays out itself (sequence diagrams, Gantt
// charts) draw through the same painter as Graphviz's, with the y axis
// pointing down, in points: the helpers here are its vocabulary of boxes,
// lines, arrowheads and text.

// newCanvas returns a painter over a w×h-point picture filled with the
// theme's background.
func newCanvas(w, h float64, th Theme) (*painter, error) {
	scale, err := fitScale(w, h, th.Scale)
	if err != nil {
		return nil, err
	}
	pw, ph := int(math.Ceil(w*scale)), int(math.Ceil(h*scale))
	p := &painter{img: image.NewRGBA(image.Rect(0, 0, pw, ph)), scale: scale, th: th, down: true}
	draw.Draw(p.img, p.img.Bounds(), image.NewUniform(th.Background), image.Point{}, draw.Src)
	return p, nil
}

// Bounds of a picture. pixelBudget keeps a huge diagram's memory and
// drawing time in check (64 MB of RGBA). Sides are not capped: the reader
// scales a picture to its on-screen size before it becomes a texture, and
// a very wide graph keeps its text legible when zoomed.
const (
	pixelBudget = 16_000_000
	// minScale is the density below which a picture would be noise: a
	// diagram that needs less is refused.
	minScale = 0.1
)

// fitScale returns the density, in pixels per point, to draw a w×h-point
// picture at: the theme's, or less when the picture would exceed the
// budget.
func fitScale(w, h, scale float64) (float64, error) {
	if !(w > 0 && h > 0) {
		return 0, fmt.Errorf("diagram: a drawing of %.0fx%.0f points", w, h)
	}
	if w*h*scale*scale > pixelBudget {
		scale = math.Sqrt(pixelBudget / (w * h))
	}
	if scale < minScale {
		return 0, fmt.Errorf("diagram: a drawing of %.0fx%.0f points is too large to draw legibly", w, h)
	}
	return scale, nil
}

// box fills and outlines a rectangle; a zero colour skips that part.
func (p *painter) box(x, y, w, h float64, fill, stroke color.RGBA, dashed bool) {
	pts := [][2]float64{{x, y}, {x + w, y}, {x + w, y + h}, {x, y + h}, {x, y}}
	p.fill = fill
	p.fillPath(pts)
	p.line(pts, stroke, 1, dashed)
}

// line strokes a polyline.
func (p *painter) line(pts [][2]float64, c color.RGBA, width float64, dashed bool) {
	p.pen, p.width, p.dashed = c, width, dashed
	p.stroke(pts)
}

// polygon fills a closed polygon.
func (p *painter) polygon(pts [][2]float64, c color.RGBA) {
	p.fill = c
	p.fillPath(append(pts, pts[0]))
}

// disc fills a circle.
func (p *painter) disc(cx, cy, r float64, fill, stroke color.RGBA) {
	pts := ellipse([4]float64{cx, cy, r, r})
	p.fill = fill
	p.fillPath(pts)
	p.line(pts, stroke, 1, false)
}

// write draws text whose first baseline is at y, aligned "l", "c" or "r"
// on x; lines after the first follow at the line height.
func (p *painter) write(x, y float64, s string, align string, size float64, style int, c color.RGBA) {
	p.pen, p.font, p.fontStyle = c, size, style
	for i, line := range strings.Split(s, "\n") {
		p.text(gvOp{Pt: [2]float64{x, y + float64(i)*lineHeight(size)}, Align: align, Text: line})
	}
}

// lineHeight is the distance between baselines of text of this size.
func lineHeight(size float64) float64 { return size * 1.35 }

// measure returns the width and height of s in points: its widest line,
// and its lines' total height.
func measure(s string, size float64, style int) (float64, float64) {
	f := styledFace(size, style)
	w := 0.0
	lines := strings.Split(s, "\n")
	for _, line := range lines {
		if f != nil {
			w = max(w, float64(font.MeasureString(f, line))/64)
		}
	}
	return w, float64(len(lines)) * lineHeight(size)
}

// arrowhead draws a head at tip pointing along (dx, dy): "filled" a
// triangle, "open" a V, "cross" an X.
func (p *painter) arrowhead(tipX, tipY, dx, dy float64, kind string, c color.RGBA) {
	l := math.Hypot(dx, dy)
	if l == 0 {
		return
	}
	ux, uy := dx/l, dy/l
	const long, half = 9.0, 4.0
	bx, by := tipX-ux*long, tipY-uy*long
	left := [2]float64{bx - uy*half, by + ux*half}
	right := [2]float64{bx + uy*half, by - ux*half}
	switch kind {
	case "filled":
		p.polygon([][2]float64{{tipX, tipY}, left, right}, c)
	case "open":
		p.line([][2]float64{left, {tipX, tipY}, right}, c, 1.2, false)
	case "cross":
		const r = 4.5
		cx, cy := tipX-ux*r, tipY-uy*r
		p.line([][2]float64{{cx - r, cy - r}, {cx + r, cy + r}}, c, 1.4, false)
		p.line([][2]float64{{cx - r, cy + r}, {cx + r, cy - r}}, c, 1.4, false)
	}
}
