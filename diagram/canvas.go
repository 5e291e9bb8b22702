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
	pw, ph := int(math.Ceil(w*th.Scale)), int(math.Ceil(h*th.Scale))
	if pw <= 0 || ph <= 0 || pw*ph > maxPixels {
		return nil, fmt.Errorf("diagram: a drawing of %dx%d pixels is too large", pw, ph)
	}
	p := &painter{img: image.NewRGBA(image.Rect(0, 0, pw, ph)), scale: th.Scale, th: th, down: true}
	draw.Draw(p.img, p.img.Bounds(), image.NewUniform(th.Background), image.Point{}, draw.Src)
	return p, nil
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
