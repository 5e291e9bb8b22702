package mathtex

import (
	"image"
	"image/draw"
	"math"

	"golang.org/x/image/font/sfnt"
	"golang.org/x/image/vector"
)

// paint draws the items of a set formula into img, its origin at (pad,
// baseline). Glyphs are filled from their outlines rather than through a
// font.Face, so that a delimiter or an accent can be stretched in one
// direction only; rules are snapped to whole pixels, so that a fraction
// bar is as crisp as the text's strokes.
func paint(img *image.Alpha, fs *[numFaces]*sfnt.Font, items []item, pad, baseline float64) {
	ink := image.Opaque
	var z vector.Rasterizer
	for _, it := range items {
		x, y := it.x+pad, it.y+baseline
		if it.rule {
			y0, y1 := math.Round(y), math.Round(y+it.h)
			if y1 <= y0 {
				y1 = y0 + 1
			}
			x0, x1 := math.Round(x), math.Round(x+it.w)
			if x1 <= x0 {
				x1 = x0 + 1
			}
			draw.Draw(img, image.Rect(int(x0), int(y0), int(x1), int(y1)), ink, image.Point{}, draw.Over)
			continue
		}
		m, ok := glyphMetrics(fs, it.face, it.r)
		if !ok {
			continue
		}
		segs, unit := outline(fs, it.face, m.idx, it.r)
		kx, ky := it.size*it.sx/unit, it.size*it.sy/unit
		// the glyph's pixel rectangle, from its ink bounds
		x0, x1 := x+m.xmin*it.size*it.sx, x+m.xmax*it.size*it.sx
		y0, y1 := y+m.ymin*it.size*it.sy, y+m.ymax*it.size*it.sy
		if it.rot { // (gx, gy) from the origin is drawn at (-gy, gx)
			x0, x1 = x-m.ymax*it.size*it.sy, x-m.ymin*it.size*it.sy
			y0, y1 = y+m.xmin*it.size*it.sx, y+m.xmax*it.size*it.sx
		}
		r := image.Rect(int(math.Floor(x0)), int(math.Floor(y0)), int(math.Ceil(x1))+1, int(math.Ceil(y1))+1)
		r = r.Intersect(img.Bounds())
		if r.Empty() {
			continue
		}
		z.Reset(r.Dx(), r.Dy())
		ox, oy := float32(x-float64(r.Min.X)), float32(y-float64(r.Min.Y))
		pt := func(p [3]fixedPoint, i int) (float32, float32) {
			if it.rot {
				return ox - float32(float64(p[i].Y)*ky), oy + float32(float64(p[i].X)*kx)
			}
			return ox + float32(float64(p[i].X)*kx), oy + float32(float64(p[i].Y)*ky)
		}
		for _, sg := range segs {
			a := [3]fixedPoint{{int32(sg.Args[0].X), int32(sg.Args[0].Y)}, {int32(sg.Args[1].X), int32(sg.Args[1].Y)}, {int32(sg.Args[2].X), int32(sg.Args[2].Y)}}
			switch sg.Op {
			case sfnt.SegmentOpMoveTo:
				z.MoveTo(pt(a, 0))
			case sfnt.SegmentOpLineTo:
				z.LineTo(pt(a, 0))
			case sfnt.SegmentOpQuadTo:
				x1, y1 := pt(a, 0)
				x2, y2 := pt(a, 1)
				z.QuadTo(x1, y1, x2, y2)
			case sfnt.SegmentOpCubeTo:
				x1, y1 := pt(a, 0)
				x2, y2 := pt(a, 1)
				x3, y3 := pt(a, 2)
				z.CubeTo(x1, y1, x2, y2, x3, y3)
			}
		}
		z.ClosePath()
		z.DrawOp = draw.Over
		z.Draw(img, r, ink, image.Point{})
	}
}

type fixedPoint struct{ X, Y int32 }
