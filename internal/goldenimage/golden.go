// Package goldenimage compares drawn pictures with golden PNG files, for
// the tests of packages that draw (diagram, mathtex). A golden matches when
// the mean per-channel difference stays within a tolerance, which absorbs
// the rounding of other builds of a rasteriser but not a moved shape or a
// wrong colour.
package goldenimage

import (
	"image"
	"image/png"
	"os"
	"path/filepath"
	"testing"
)

// Tolerance is the largest mean absolute difference per channel, from 0
// to 1, of a matching picture.
const Tolerance = 0.01

// Check compares img with the PNG at path, or writes it there when update
// is set. On a mismatch the drawn picture is left in the test's temporary
// folder and named in the error.
func Check(t testing.TB, img image.Image, path string, update bool) {
	t.Helper()
	if update {
		if err := writePNG(path, img); err != nil {
			t.Fatal(err)
		}
		return
	}
	f, err := os.Open(path)
	if err != nil {
		t.Fatalf("no golden image (go test -update): %v", err)
	}
	want, err := png.Decode(f)
	f.Close()
	if err != nil {
		t.Fatalf("%s: %v", path, err)
	}
	if d := Diff(img, want); d > Tolerance {
		out := filepath.Join(t.TempDir(), filepath.Base(path))
		_ = writePNG(out, img)
		t.Errorf("%s differs by %.3f (drawn: %s)", path, d, out)
	}
}

// Diff is the mean absolute difference of two images per channel, from 0
// to 1, or 1 when their sizes differ by more than 2 pixels.
func Diff(a, b image.Image) float64 {
	ab, bb := a.Bounds(), b.Bounds()
	if abs(ab.Dx()-bb.Dx()) > 2 || abs(ab.Dy()-bb.Dy()) > 2 {
		return 1
	}
	w, h := min(ab.Dx(), bb.Dx()), min(ab.Dy(), bb.Dy())
	if w == 0 || h == 0 {
		return 0
	}
	var sum float64
	for y := 0; y < h; y++ {
		for x := 0; x < w; x++ {
			r1, g1, b1, _ := a.At(ab.Min.X+x, ab.Min.Y+y).RGBA()
			r2, g2, b2, _ := b.At(bb.Min.X+x, bb.Min.Y+y).RGBA()
			sum += float64(abs(int(r1)-int(r2))+abs(int(g1)-int(g2))+abs(int(b1)-int(b2))) / (3 * 65535)
		}
	}
	return sum / float64(w*h)
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

func writePNG(path string, img image.Image) error {
	f, err := os.Create(path)
	if err != nil {
		return err
	}
	if err := png.Encode(f, img); err != nil {
		f.Close()
		return err
	}
	return f.Close()
}
