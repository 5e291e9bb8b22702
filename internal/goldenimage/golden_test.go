package goldenimage

import (
	"image"
	"image/color"
	"path/filepath"
	"testing"
)

func solid(w, h int, c color.Gray) *image.Gray {
	m := image.NewGray(image.Rect(0, 0, w, h))
	for i := range m.Pix {
		m.Pix[i] = c.Y
	}
	return m
}

func TestDiff(t *testing.T) {
	white, black := solid(10, 10, color.Gray{255}), solid(10, 10, color.Gray{0})
	if d := Diff(white, white); d != 0 {
		t.Errorf("same picture: %v", d)
	}
	if d := Diff(white, black); d < 0.99 {
		t.Errorf("white against black: %v, want 1", d)
	}
	if d := Diff(white, solid(13, 10, color.Gray{255})); d != 1 {
		t.Errorf("3 pixels wider: %v, want 1", d)
	}
	if d := Diff(white, solid(11, 10, color.Gray{255})); d != 0 {
		t.Errorf("1 pixel wider, same colour: %v, want 0", d)
	}
}

func TestCheckRecordsThenMatches(t *testing.T) {
	path := filepath.Join(t.TempDir(), "g.png")
	img := solid(8, 8, color.Gray{128})
	Check(t, img, path, true)
	Check(t, img, path, false) // fails the test if it does not match
}
