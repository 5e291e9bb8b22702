package mdview

import (
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
)

// quoteBar is the width of a block quote's bar; quoteIndent the distance
// from the bar to the quoted text.
const (
	quoteBar    = 4
	quoteIndent = 14
)

// quote is a block quote: a bar on the left and the quoted blocks.
type quote struct {
	blocks []block
}

func (q *quote) build(b *builder) fyne.CanvasObject {
	bar := canvas.NewRectangle(b.v.lineColor())
	bar.CornerRadius = quoteBar / 2
	body := buildBlocks(b, q.blocks)
	return &fyne.Container{
		Layout:  &indented{gutter: quoteBar + quoteIndent, marker: quoteBar, stretch: true},
		Objects: []fyne.CanvasObject{bar, body},
	}
}

func (q *quote) plain(w *strings.Builder) {
	plainBlocks(w, q.blocks)
}

func (q *quote) estimate(m *metrics, width float32) float32 {
	return estimateBlocks(m, q.blocks, width-quoteBar-quoteIndent)
}
