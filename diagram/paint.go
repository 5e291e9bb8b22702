package diagram

import (
	"fmt"
	"image"
	"image/color"
	"image/draw"
	"math"
	"strconv"
	"strings"

	"golang.org/x/image/vector"
)

// painter draws xdot operations on an image. Graphviz's y axis points up:
// y turns into height - y.
type painter struct {
	img       *image.RGBA
	scale     float64
	height    float64 // of the drawing, in points
	pen       color.RGBA
	fill      color.RGBA
	width     float64 // line width in points
	dashed    bool
	font      float64
	fontStyle int // the text's fontchar: bold, italic, underlined
	th        Theme
	pad       float64 // margin around the drawing, in points
	// down is set for drawings laid out by this package (sequence
	// diagrams, Gantt charts), whose y axis points down.
	down bool
	// z and maskPix are reused from shape to shape.
	z       vector.Rasterizer
	maskPix []uint8
}

// paintGraph draws a laid-out graph: background, clusters, edges, nodes.
func paintGraph(g *gvGraph, th Theme) (*Picture, error) {
	var x0, y0, x1, y1 float64
	if _, err := fmt.Sscanf(g.BB, "%g,%g,%g,%g", &x0, &y0, &x1, &y1); err != nil {
		return nil, fmt.Errorf("diagram: graphviz bounding box %q", g.BB)
	}
	const pad = 8
	scale, err := fitScale(x1+2*pad, y1+2*pad, th.Scale)
	if err != nil {
		return nil, err
	}
	w, h := int((x1+2*pad)*scale), int((y1+2*pad)*scale)
	p := &painter{img: image.NewRGBA(image.Rect(0, 0, w, h)), scale: scale, height: y1 + pad, th: th}
	draw.Draw(p.img, p.img.Bounds(), image.NewUniform(th.Background), image.Point{}, draw.Src)
	p.offset(pad)
	var clusters, nodes []gvObject
	for _, o := range g.Objects {
		if o.Nodes != nil || strings.HasPrefix(o.Name, "cluster") {
			clusters = append(clusters, o)
		} else {
			nodes = append(nodes, o)
		}
	}
	for _, group := range [][]gvObject{clusters, g.Edges, nodes} {
		for _, o := range group {
			for _, ops := range [][]gvOp{o.Draw, o.HDraw, o.TDraw, o.LDraw, o.HLDraw, o.TLDraw} {
				p.run(ops)
			}
		}
	}
	p.run(g.LDraw)
	return &Picture{p.img, p.scale}, nil
}

// offset moves the origin by pad points on both axes.
func (p *painter) offset(pad float64) { p.pad = pad }

// run executes operations in order.
func (p *painter) run(ops []gvOp) {
	p.width, p.dashed = 1, false
	for _, op := range ops {
		switch op.Op {
		case "c":
			p.pen = parseColor(op.Color, p.pen)
		case "C":
			p.fill = parseColor(op.Color, p.fill)
		case "S":
			p.style(op.Style)
		case "F":
			p.font, p.fontStyle = op.Size, 0
		case "t":
			p.fontStyle = op.FontChar
		case "P", "p", "L":
			pts := op.Points
			if line, ok := flat(pts); ok {
				// A table's rule is a polygon without area: stroked
				// around, it would draw its ends twice.
				p.stroke(line)
				continue
			}
			if op.Op != "L" {
				pts = append(pts, pts[0])
			}
			if op.Op == "P" {
				p.fillPath(pts)
			}
			p.stroke(pts)
		case "E", "e":
			pts := ellipse(op.Rect)
			if op.Op == "E" {
				p.fillPath(pts)
			}
			p.stroke(pts)
		case "B", "b":
			pts := bezier(op.Points)
			// Graphviz's JSON writes a filled B-spline as "B" (xdot's "b").
			if op.Op == "B" {
				p.fillPath(pts)
			}
			p.stroke(pts)
		case "T":
			p.text(op)
		}
	}
}

// flat returns a polygon without area (all points on one horizontal or
// vertical line) as the segment it covers.
func flat(pts [][2]float64) ([][2]float64, bool) {
	if len(pts) < 3 {
		return nil, false
	}
	x0, y0, x1, y1 := pts[0][0], pts[0][1], pts[0][0], pts[0][1]
	for _, q := range pts[1:] {
		x0, y0, x1, y1 = min(x0, q[0]), min(y0, q[1]), max(x1, q[0]), max(y1, q[1])
	}
	if x1-x0 > 0.01 && y1-y0 > 0.01 {
		return nil, false
	}
	return [][2]float64{{x0, y0}, {x1, y1}}, true
}

// style reads "setlinewidth(2)", "dashed", "dotted", "solid".
func (p *painter) style(s string) {
	switch {
	case strings.HasPrefix(s, "setlinewidth("):
		if w, err := strconv.ParseFloat(strings.TrimSuffix(s[len("setlinewidth("):], ")"), 64); err == nil {
			p.width = w
		}
	case s == "dashed" || s == "dotted":
		p.dashed = true
	case s == "solid":
		p.dashed = false
	case s == "invis":
		p.pen.A = 0
	}
}

// pt maps a Graphviz point to pixels.
func (p *painter) pt(x, y float64) (float32, float32) {
	if p.down {
		return float32((x + p.pad) * p.scale), float32((y + p.pad) * p.scale)
	}
	return float32((x + p.pad) * p.scale), float32((p.height - y) * p.scale)
}

// fillPath fills the closed polygon through pts.
func (p *painter) fillPath(pts [][2]float64) {
	if len(pts) < 3 || p.fill.A == 0 {
		return
	}
	px := p.pixels(pts)
	r, at := p.rasterizer(px, 1)
	ox, oy := float64(at.X), float64(at.Y)
	r.MoveTo(float32(px[0][0]-ox), float32(px[0][1]-oy))
	for _, q := range px[1:] {
		r.LineTo(float32(q[0]-ox), float32(q[1]-oy))
	}
	r.ClosePath()
	p.composite(r, at, p.fill)
}

// pixels maps Graphviz points to pixels.
func (p *painter) pixels(pts [][2]float64) [][2]float64 {
	px := make([][2]float64, len(pts))
	for i, q := range pts {
		x, y := p.pt(q[0], q[1])
		px[i] = [2]float64{float64(x), float64(y)}
	}
	return px
}

// stroke draws the polyline through pts at the line width, dashed when
// the style says so.
func (p *painter) stroke(pts [][2]float64) {
	if len(pts) < 2 || p.pen.A == 0 {
		return
	}
	px := p.pixels(pts)
	half := max(0.7, p.width*0.85) * p.scale / 2
	r, at := p.rasterizer(px, half+2)
	for i := range px {
		px[i][0] -= float64(at.X)
		px[i][1] -= float64(at.Y)
	}
	if p.dashed {
		for _, dash := range dashes(px, 5*p.scale, 3.5*p.scale) {
			outline(r, dash, half)
		}
	} else {
		outline(r, px, half)
	}
	p.composite(r, at, p.pen)
}

// outline adds the outline of a polyline of half-width h as one closed
// path: the left side forward, the right side back, each point offset
// along the mean normal of its two segments.
func outline(r *vector.Rasterizer, pts [][2]float64, h float64) {
	pts = dedupe(pts)
	if len(pts) < 2 {
		return
	}
	left := make([][2]float64, len(pts))
	right := make([][2]float64, len(pts))
	for i := range pts {
		a, b := pts[max(0, i-1)], pts[min(len(pts)-1, i+1)]
		dx, dy := b[0]-a[0], b[1]-a[1]
		l := math.Hypot(dx, dy)
		if l == 0 {
			l = 1
		}
		nx, ny := -dy/l*h, dx/l*h
		left[i] = [2]float64{pts[i][0] + nx, pts[i][1] + ny}
		right[i] = [2]float64{pts[i][0] - nx, pts[i][1] - ny}
	}
	r.MoveTo(float32(left[0][0]), float32(left[0][1]))
	for _, q := range left[1:] {
		r.LineTo(float32(q[0]), float32(q[1]))
	}
	for i := len(right) - 1; i >= 0; i-- {
		r.LineTo(float32(right[i][0]), float32(right[i][1]))
	}
	r.ClosePath()
}

// dedupe drops points that repeat the one before.
func dedupe(pts [][2]float64) [][2]float64 {
	out := pts[:1:1]
	for _, q := range pts[1:] {
		if last := out[len(out)-1]; math.Hypot(q[0]-last[0], q[1]-last[1]) > 0.01 {
			out = append(out, q)
		}
	}
	return out
}

// dashes cuts a polyline into dashes of length on separated by gaps of
// length off.
func dashes(pts [][2]float64, on, off float64) [][][2]float64 {
	var out [][][2]float64
	cur := [][2]float64{pts[0]}
	drawing, left := true, on
	for i := 1; i < len(pts); i++ {
		a, b := pts[i-1], pts[i]
		seg := math.Hypot(b[0]-a[0], b[1]-a[1])
		pos := 0.0
		for seg-pos > left {
			pos += left
			t := pos / seg
			q := [2]float64{a[0] + (b[0]-a[0])*t, a[1] + (b[1]-a[1])*t}
			if drawing {
				out = append(out, append(append([][2]float64(nil), cur...), q))
				left = off
			} else {
				cur = [][2]float64{q}
				left = on
			}
			drawing = !drawing
		}
		left -= seg - pos
		if drawing {
			cur = append(cur, b)
		}
	}
	if drawing && len(cur) > 1 {
		out = append(out, cur)
	}
	return out
}

// rasterizer returns a rasterizer over the bounding box of the pixels px,
// grown by margin, and the box's top-left corner, which paths must be
// drawn relative to. Rasterizing over the box rather than the whole
// picture is what keeps a large graph fast: a rasterizer's cost is its
// area, and a picture holds thousands of small shapes.
func (p *painter) rasterizer(px [][2]float64, margin float64) (*vector.Rasterizer, image.Point) {
	x0, y0, x1, y1 := math.Inf(1), math.Inf(1), math.Inf(-1), math.Inf(-1)
	for _, q := range px {
		x0, y0 = min(x0, q[0]), min(y0, q[1])
		x1, y1 = max(x1, q[0]), max(y1, q[1])
	}
	at := image.Pt(int(math.Floor(x0-margin)), int(math.Floor(y0-margin)))
	w, h := int(math.Ceil(x1+margin))-at.X+1, int(math.Ceil(y1+margin))-at.Y+1
	// One rasterizer serves every shape: Reset keeps its buffers.
	p.z.Reset(max(1, w), max(1, h))
	return &p.z, at
}

// composite paints colour c through the rasterized shape at its box.
func (p *painter) composite(r *vector.Rasterizer, at image.Point, c color.RGBA) {
	box := image.Rectangle{Min: at, Max: at.Add(r.Size())}
	clip := box.Intersect(p.img.Bounds())
	if clip.Empty() {
		return
	}
	size := r.Size()
	if n := size.X * size.Y; cap(p.maskPix) < n {
		p.maskPix = make([]uint8, n)
	}
	mask := &image.Alpha{Pix: p.maskPix[:size.X*size.Y], Stride: size.X, Rect: image.Rectangle{Max: size}}
	r.DrawOp = draw.Src // every pixel of the mask is written: no clearing
	r.Draw(mask, mask.Bounds(), image.Opaque, image.Point{})
	draw.DrawMask(p.img, clip, image.NewUniform(c), image.Point{}, mask, clip.Min.Sub(at), draw.Over)
}

// ellipse returns points around the ellipse of center (x, y) and radii.
func ellipse(rect [4]float64) [][2]float64 {
	cx, cy, rx, ry := rect[0], rect[1], rect[2], rect[3]
	n := 48
	pts := make([][2]float64, 0, n+1)
	for i := 0; i <= n; i++ {
		a := 2 * math.Pi * float64(i) / float64(n)
		pts = append(pts, [2]float64{cx + rx*math.Cos(a), cy + ry*math.Sin(a)})
	}
	return pts
}

// bezier flattens a piecewise cubic Bézier (Graphviz's B-splines: 1 + 3n
// control points) into a polyline.
func bezier(ctrl [][2]float64) [][2]float64 {
	if len(ctrl) < 4 {
		return ctrl
	}
	out := [][2]float64{ctrl[0]}
	for i := 0; i+3 < len(ctrl); i += 3 {
		p0, p1, p2, p3 := ctrl[i], ctrl[i+1], ctrl[i+2], ctrl[i+3]
		for s := 1; s <= 12; s++ {
			t := float64(s) / 12
			u := 1 - t
			a, b, c, d := u*u*u, 3*u*u*t, 3*u*t*t, t*t*t
			out = append(out, [2]float64{
				a*p0[0] + b*p1[0] + c*p2[0] + d*p3[0],
				a*p0[1] + b*p1[1] + c*p2[1] + d*p3[1],
			})
		}
	}
	return out
}

// parseColor reads "#rrggbb" or "#rrggbbaa"; other names keep the old
// colour.
func parseColor(s string, old color.RGBA) color.RGBA {
	if len(s) != 7 && len(s) != 9 || s[0] != '#' {
		if s == "transparent" || s == "none" {
			return color.RGBA{}
		}
		return old
	}
	v, err := strconv.ParseUint(s[1:], 16, 32)
	if err != nil {
		return old
	}
	if len(s) == 7 {
		return rgb(uint32(v))
	}
	c := color.RGBA{uint8(v >> 24), uint8(v >> 16), uint8(v >> 8), uint8(v)}
	if c.A < 255 { // premultiply, as image/color expects
		c.R = uint8(uint32(c.R) * uint32(c.A) / 255)
		c.G = uint8(uint32(c.G) * uint32(c.A) / 255)
		c.B = uint8(uint32(c.B) * uint32(c.A) / 255)
	}
	return c
}
