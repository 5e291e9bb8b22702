package uitests

import (
	"fmt"
	"image"
	"image/draw"
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
func ImageDiff(got, want image.Image) (float64, *image.NRGBA) {
	g, w := toNRGBA(got), toNRGBA(want)
	if g.Rect.Dx() != w.Rect.Dx() || g.Rect.Dy() != w.Rect.Dy() {
		return 1, nil
	}
	diff := image.NewNRGBA(g.Rect)
	bad := 0
	for i := 0; i < len(g.Pix); i += 4 {
		gp, wp := g.Pix[i:i+4:i+4], w.Pix[i:i+4:i+4]
		if far(gp[0], wp[0]) || far(gp[1], wp[1]) || far(gp[2], wp[2]) || far(gp[3], wp[3]) {
			bad++
			copy(diff.Pix[i:i+4], []uint8{255, 0, 0, 255})
		} else {
			copy(diff.Pix[i:i+4], []uint8{gp[0] / 4, gp[1] / 4, gp[2] / 4, 255})
		}
	}
	return float64(bad) / float64(len(g.Pix)/4), diff
}

// toNRGBA returns img as an NRGBA image whose bounds start at 0,0.
func toNRGBA(img image.Image) *image.NRGBA {
	if n, ok := img.(*image.NRGBA); ok && n.Rect.Min == (image.Point{}) {
		return n
	}
	b := img.Bounds()
	n := image.NewNRGBA(image.Rect(0, 0, b.Dx(), b.Dy()))
	draw.Draw(n, n.Rect, img, b.Min, draw.Src)
	return n
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
