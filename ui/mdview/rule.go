package mdview

import (
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/layout"
)

// rule is a thematic break.
type rule struct{}

// build draws a 2px line with space above and below.
func (r *rule) build(b *builder) fyne.CanvasObject {
	line := canvas.NewRectangle(b.v.lineColor())
	line.SetMinSize(fyne.NewSize(1, 2))
	return &fyne.Container{Layout: layout.NewCustomPaddedLayout(8, 8, 0, 0), Objects: []fyne.CanvasObject{line}}
}

func (r *rule) plain(*strings.Builder) {}

func (r *rule) estimate(*metrics, float32) float32 { return 18 }
