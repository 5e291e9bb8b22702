package uitests

import (
	"fmt"
	"image"
	"image/color"
	"image/png"
	"os"
	"path/filepath"
)

// Golden comparison tolerances. Text is antialiased and the status bar
// shows values that change between runs (the fixture server's port, the
// extraction time), so a golden match allows small per-pixel differences
// and a small share of differing pixels; a moved panel, a lost background
// or a wrong theme changes far more than that.
const (
	// PixelTolerance is the largest per-channel difference (0-255) of two
	// pixels that still count as equal.
	PixelTolerance = 40
	// MaxDiffFraction is the share of differing pixels a match allows.
	MaxDiffFraction = 0.01
)

// ImageDiff compares got with want: the share of pixels whose channels
// differ by more than PixelTolerance, and an image marking them in red.
// Images of different sizes differ entirely.
func ImageDiff(got, want image.Image) (float64, *image.RGBA) {
	gb, wb := got.Bounds(), want.Bounds()
	if gb.Dx() != wb.Dx() || gb.Dy() != wb.Dy() {
		return 1, nil
	}
	diff := image.NewRGBA(image.Rect(0, 0, gb.Dx(), gb.Dy()))
	bad := 0
	for y := 0; y < gb.Dy(); y++ {
		for x := 0; x < gb.Dx(); x++ {
			g := color.NRGBAModel.Convert(got.At(gb.Min.X+x, gb.Min.Y+y)).(color.NRGBA)
			w := color.NRGBAModel.Convert(want.At(wb.Min.X+x, wb.Min.Y+y)).(color.NRGBA)
			if far(g.R, w.R) || far(g.G, w.G) || far(g.B, w.B) || far(g.A, w.A) {
				bad++
				diff.Set(x, y, color.NRGBA{R: 255, A: 255})
			} else {
				diff.Set(x, y, color.NRGBA{R: g.R / 4, G: g.G / 4, B: g.B / 4, A: 255})
			}
		}
	}
	return float64(bad) / float64(gb.Dx()*gb.Dy()), diff
}

func far(a, b uint8) bool {
	d := int(a) - int(b)
	return d > PixelTolerance || -d > PixelTolerance
}

// compareGolden checks img against GoldenDir/name.png, or writes it there
// when Update is set or no golden exists yet (the first run records it).
// On a mismatch the actual image and a diff are left in the temporary
// folder and named in the error.
func (r *Runner) compareGolden(name string, img image.Image) error {
	path := filepath.Join(r.opts.GoldenDir, name+".png")
	if r.opts.Update {
		return writePNG(path, img)
	}
	want, err := readPNG(path)
	if os.IsNotExist(err) {
		r.t.Logf("golden %s did not exist; recorded it", path)
		return writePNG(path, img)
	}
	if err != nil {
		return err
	}
	frac, diff := ImageDiff(img, want)
	if frac <= MaxDiffFraction {
		return nil
	}
	dir := filepath.Join(os.TempDir(), "folio-uitests-failed")
	actual := filepath.Join(dir, name+".actual.png")
	_ = writePNG(actual, img)
	if diff != nil {
		_ = writePNG(filepath.Join(dir, name+".diff.png"), diff)
	}
	return fmt.Errorf("screen differs from golden %s: %.2f%% of pixels differ (allowed %.2f%%); actual image and diff in %s (go test ./uitests -update records a new golden)",
		path, frac*100, MaxDiffFraction*100, dir)
}

func readPNG(path string) (image.Image, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	return png.Decode(f)
}

// writePNG writes img as a compressed PNG, creating the folder.
func writePNG(path string, img image.Image) error {
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		return err
	}
	f, err := os.Create(path)
	if err != nil {
		return err
	}
	enc := png.Encoder{CompressionLevel: png.BestCompression}
	if err := enc.Encode(f, img); err != nil {
		f.Close()
		return err
	}
	return f.Close()
}
