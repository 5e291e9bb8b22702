package ui

import (
	"image"
	"sync"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
)

// WithFirstFrame calls f once, when the window's first frame is painted.
// main uses it to report cold-start time (FOLIO_TRACE_STARTUP); Fyne has
// no frame callback, so the window carries a 1x1 transparent raster whose
// generator the painter runs while drawing the frame that first shows it.
func WithFirstFrame(f func()) Option {
	return func(w *Window) { w.cfg.firstFrame = f }
}

// firstFrameProbe wraps content with the probe raster when a first-frame
// callback is set.
func (w *Window) firstFrameProbe(content fyne.CanvasObject) fyne.CanvasObject {
	if w.cfg.firstFrame == nil {
		return content
	}
	var once sync.Once
	probe := canvas.NewRaster(func(int, int) image.Image {
		once.Do(w.cfg.firstFrame)
		return image.NewNRGBA(image.Rect(0, 0, 1, 1))
	})
	probe.Resize(fyne.NewSize(1, 1))
	return container.NewStack(content, container.NewWithoutLayout(probe))
}
