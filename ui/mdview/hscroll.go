package mdview

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
)

// newHScroll lets wide content (tables, long code lines) scroll sideways.
func newHScroll(content fyne.CanvasObject, _ *View) fyne.CanvasObject {
	return container.NewHScroll(content)
}
