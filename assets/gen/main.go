// Command gen draws Folio's application icon, assets/icon.png: a white page
// with a heading bar and text lines on a rounded indigo square. Run it from
// the module root with `go run ./assets/gen`; the PNG is committed.
package main

import (
	"flag"
	"image"
	"image/color"
	"image/png"
	"log"
	"math"
	"os"
)

// size is the icon's edge in pixels; ss is the supersampling factor per
// axis used for anti-aliased edges.
const (
	size = 512
	ss   = 4
)

// rrect is a rounded rectangle in icon pixels.
type rrect struct{ x0, y0, x1, y1, r float64 }

// inside reports whether (x, y) lies in the rounded rectangle.
func (q rrect) inside(x, y float64) bool {
	if x < q.x0 || x > q.x1 || y < q.y0 || y > q.y1 {
		return false
	}
	cx := math.Max(q.x0+q.r, math.Min(x, q.x1-q.r))
	cy := math.Max(q.y0+q.r, math.Min(y, q.y1-q.r))
	return math.Hypot(x-cx, y-cy) <= q.r
}

// layer is a shape and its colour; later layers paint over earlier ones.
type layer struct {
	shape func(x, y float64) bool
	col   func(x, y float64) color.NRGBA
}

func solid(c color.NRGBA) func(x, y float64) color.NRGBA {
	return func(float64, float64) color.NRGBA { return c }
}

// background runs from indigo at the top to a deeper violet at the bottom.
func background(_, y float64) color.NRGBA {
	t := y / size
	lerp := func(a, b float64) uint8 { return uint8(a + (b-a)*t) }
	return color.NRGBA{lerp(0x4F, 0x3A), lerp(0x6B, 0x34), lerp(0xED, 0xB8), 0xFF}
}

func layers() []layer {
	page := rrect{128, 88, 384, 424, 22}
	corner := func(x, y float64) bool { return x >= 320 && x <= 386 && y >= 86 && y <= 152 }
	cut := func(x, y float64) bool { return corner(x, y) && x-320 > y-88 }
	flap := func(x, y float64) bool { return corner(x, y) && x-320 <= y-88 && x >= 320 && y <= 152 }
	ls := []layer{
		{rrect{24, 24, 488, 488, 96}.inside, background},
		{page.inside, solid(color.NRGBA{0xFF, 0xFF, 0xFF, 0xFF})},
		{cut, background},
		{flap, solid(color.NRGBA{0xDD, 0xE1, 0xF0, 0xFF})},
		{rrect{160, 136, 300, 164, 10}.inside, solid(color.NRGBA{0x4F, 0x46, 0xE5, 0xFF})},
	}
	grey := solid(color.NRGBA{0xC7, 0xCB, 0xD6, 0xFF})
	widths := []float64{352, 336, 352, 272, 352, 304}
	for i, w := range widths {
		y := 204 + float64(i)*36
		ls = append(ls, layer{rrect{160, y, w, y + 16, 8}.inside, grey})
	}
	return ls
}

// render paints the layers with ss×ss samples per pixel.
func render(ls []layer) *image.NRGBA {
	img := image.NewNRGBA(image.Rect(0, 0, size, size))
	for py := 0; py < size; py++ {
		for px := 0; px < size; px++ {
			img.SetNRGBA(px, py, pixel(ls, px, py))
		}
	}
	return img
}

func pixel(ls []layer, px, py int) color.NRGBA {
	var r, g, b, a float64
	for sy := 0; sy < ss; sy++ {
		for sx := 0; sx < ss; sx++ {
			x := float64(px) + (float64(sx)+0.5)/ss
			y := float64(py) + (float64(sy)+0.5)/ss
			for i := len(ls) - 1; i >= 0; i-- {
				if ls[i].shape(x, y) {
					c := ls[i].col(x, y)
					r, g, b, a = r+float64(c.R), g+float64(c.G), b+float64(c.B), a+255
					break
				}
			}
		}
	}
	if a == 0 {
		return color.NRGBA{}
	}
	n := a / 255
	return color.NRGBA{uint8(r / n), uint8(g / n), uint8(b / n), uint8(a / (ss * ss))}
}

func main() {
	out := flag.String("o", "assets/icon.png", "output file")
	flag.Parse()
	f, err := os.Create(*out)
	if err != nil {
		log.Fatal(err)
	}
	if err := png.Encode(f, render(layers())); err != nil {
		log.Fatal(err)
	}
	if err := f.Close(); err != nil {
		log.Fatal(err)
	}
}
