package mdview

import (
	"image"
	"math"

	"golang.org/x/image/draw"
)

// A drawn diagram can be far larger than the column shows it: a
// 1,000-node flowchart comes back at up to 16 Mpx (50,000 px wide). Fyne
// scales a picture to its drawn size on the UI goroutine, which took a
// quarter of a second of CPU for such a picture, a hitch while the window
// is in use. The view therefore shows a copy made off the UI goroutine, no
// wider than any column is drawn and within a pixel budget, and keeps the
// full picture for the image viewer, where zooming needs its detail.
const (
	maxDisplayWidth  = 3200      // pixels: a wide column on a high-density screen
	maxDisplayPixels = 4_000_000 // pixels in all
)

// displayCopy returns img itself when it fits the display bounds, else a
// smaller copy of it with the same aspect ratio.
func displayCopy(img image.Image) image.Image {
	size := img.Bounds().Size()
	if size.X <= 0 || size.Y <= 0 {
		return img
	}
	scale := min(1, float64(maxDisplayWidth)/float64(size.X))
	if px := float64(size.X) * float64(size.Y) * scale * scale; px > maxDisplayPixels {
		scale *= math.Sqrt(maxDisplayPixels / px)
	}
	if scale >= 1 {
		return img
	}
	w, h := max(1, int(float64(size.X)*scale)), max(1, int(float64(size.Y)*scale))
	dst := image.NewNRGBA(image.Rect(0, 0, w, h))
	draw.ApproxBiLinear.Scale(dst, dst.Bounds(), img, img.Bounds(), draw.Src, nil)
	return dst
}
