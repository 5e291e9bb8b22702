package mdview

import (
	"strings"

	"fyne.io/fyne/v2"
)

// group is a sequence of blocks without decoration: converted HTML, or
// containers goldmark has that the view has no special drawing for.
type group struct {
	blocks []block
}

func (g *group) build(b *builder) fyne.CanvasObject {
	return buildBlocks(b, g.blocks)
}

func (g *group) plain(w *strings.Builder) {
	plainBlocks(w, g.blocks)
}

func (g *group) estimate(m *metrics, width float32) float32 {
	return estimateBlocks(m, g.blocks, width)
}

// buildBlocks stacks the objects of nested blocks.
func buildBlocks(b *builder, blocks []block) fyne.CanvasObject {
	return buildBlocksGap(b, blocks, b.v.blockGap()/2)
}

// buildBlocksGap stacks nested blocks with the given gap.
func buildBlocksGap(b *builder, blocks []block, gap float32) fyne.CanvasObject {
	objs := make([]fyne.CanvasObject, 0, len(blocks))
	for _, c := range blocks {
		objs = append(objs, c.build(b))
	}
	if len(objs) == 1 {
		return objs[0]
	}
	return newVStack(gap, objs...)
}

func plainBlocks(w *strings.Builder, blocks []block) {
	for i, c := range blocks {
		if i > 0 && !joins(c) {
			w.WriteString("\n")
		}
		c.plain(w)
	}
}

func estimateBlocks(m *metrics, blocks []block, width float32) float32 {
	return estimateBlocksGap(m, blocks, width, m.gap/2)
}

func estimateBlocksGap(m *metrics, blocks []block, width, gap float32) float32 {
	if len(blocks) == 0 {
		return 0
	}
	h := float32(0)
	for _, c := range blocks {
		h += c.estimate(m, width) + gap
	}
	return h - gap
}
