package mathtex

import (
	"context"
	"flag"
	"image"
	"image/color"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"folio/internal/goldenimage"
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
				goldenimage.Check(t, img, filepath.Join("testdata", name+"."+th.name+".png"), *update)
			}
		})
	}
}
