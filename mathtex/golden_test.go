package mathtex

import (
	"context"
	"flag"
	"image"
	"image/color"
	"image/png"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

var update = flag.Bool("update", false, "rewrite the golden images in testdata")

// themes are the page colours the golden images are drawn in: the reader
// tints the mask with its text colour over its background.
var themes = []struct {
	name    string
	ink, bg color.NRGBA
}{
	{"light", color.NRGBA{30, 30, 30, 255}, color.NRGBA{255, 255, 255, 255}},
	{"dark", color.NRGBA{230, 230, 230, 255}, color.NRGBA{30, 30, 30, 255}},
}

// onPage paints the mask in ink over bg.
func onPage(a *image.Alpha, ink, bg color.NRGBA) *image.NRGBA {
	out := image.NewNRGBA(a.Bounds())
	for i, v := range a.Pix {
		mix := func(f, b uint8) uint8 { return uint8((int(f)*int(v) + int(b)*(255-int(v))) / 255) }
		out.Pix[4*i], out.Pix[4*i+1], out.Pix[4*i+2], out.Pix[4*i+3] = mix(ink.R, bg.R), mix(ink.G, bg.G), mix(ink.B, bg.B), 255
	}
	return out
}

// TestGolden draws the formulas in testdata (from KaTeX's and MathJax's
// documentation, and the formulas of notes and papers) and compares each
// with its golden images, within a tolerance for rounding in other
// builds of the rasteriser. A file whose name starts with "inline-" is
// set in text style, the others in display style.
func TestGolden(t *testing.T) {
	srcs, _ := filepath.Glob("testdata/*.tex")
	if len(srcs) == 0 {
		t.Fatal("no formulas in testdata")
	}
	for _, path := range srcs {
		name := strings.TrimSuffix(filepath.Base(path), ".tex")
		t.Run(name, func(t *testing.T) {
			src, err := os.ReadFile(path)
			if err != nil {
				t.Fatal(err)
			}
			f, err := Render(context.Background(), string(src), Options{Size: 18, Scale: 2, Display: !strings.HasPrefix(name, "inline-")})
			if err != nil {
				t.Fatal(err)
			}
			for _, th := range themes {
				img := onPage(f.AlphaMask(), th.ink, th.bg)
				golden := filepath.Join("testdata", name+"."+th.name+".png")
				if *update {
					out, err := os.Create(golden)
					if err != nil {
						t.Fatal(err)
					}
					png.Encode(out, img)
					out.Close()
					continue
				}
				in, err := os.Open(golden)
				if err != nil {
					t.Fatalf("no golden image (go test -update): %v", err)
				}
				want, err := png.Decode(in)
				in.Close()
				if err != nil {
					t.Fatal(err)
				}
				if d := diff(img, want); d > 0.01 {
					out := filepath.Join(t.TempDir(), name+".png")
					g, _ := os.Create(out)
					png.Encode(g, img)
					g.Close()
					t.Errorf("%s differs from %s by %.3f (drawn: %s)", th.name, golden, d, out)
				}
			}
		})
	}
}

// diff is the mean absolute difference of two images per channel, from
// 0 to 1, or 1 when their sizes differ by more than 2 pixels.
func diff(a, b image.Image) float64 {
	ab, bb := a.Bounds(), b.Bounds()
	if absInt(ab.Dx()-bb.Dx()) > 2 || absInt(ab.Dy()-bb.Dy()) > 2 {
		return 1
	}
	w, h := min(ab.Dx(), bb.Dx()), min(ab.Dy(), bb.Dy())
	var sum float64
	for y := 0; y < h; y++ {
		for x := 0; x < w; x++ {
			r1, g1, b1, _ := a.At(ab.Min.X+x, ab.Min.Y+y).RGBA()
			r2, g2, b2, _ := b.At(bb.Min.X+x, bb.Min.Y+y).RGBA()
			sum += float64(absInt(int(r1)-int(r2))+absInt(int(g1)-int(g2))+absInt(int(b1)-int(b2))) / (3 * 65535)
		}
	}
	return sum / float64(w*h)
}

func absInt(x int) int {
	if x < 0 {
		return -x
	}
	return x
}
