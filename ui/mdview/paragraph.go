package mdview

import (
	"strings"

	"fyne.io/fyne/v2"
)

// paragraph is a paragraph or the text of a tight list item. Images in it
// are drawn as blocks between the text around them.
type paragraph struct {
	run *textRun
}

func (p *paragraph) build(b *builder) fyne.CanvasObject {
	ts := textStyle{size: b.size}
	spans := p.run.spans
	if !hasImage(spans) {
		return b.richText(p.run, ts)
	}
	var parts []fyne.CanvasObject
	from := 0
	for i, s := range spans {
		if s.kind != spanImage {
			continue
		}
		if i > from && !blank(spans[from:i]) {
			parts = append(parts, b.richTextSpans(p.run, from, i, ts))
		}
		parts = append(parts, b.image(s))
		from = i + 1
	}
	if from < len(spans) && !blank(spans[from:]) {
		parts = append(parts, b.richTextSpans(p.run, from, len(spans), ts))
	}
	if len(parts) == 1 {
		return parts[0]
	}
	return newVStack(0, parts...)
}

func (p *paragraph) plain(w *strings.Builder) {
	w.WriteString(strings.TrimSpace(p.run.text()))
	w.WriteString("\n")
}

func (p *paragraph) estimate(m *metrics, width float32) float32 {
	h := float32(0)
	for _, s := range p.run.spans {
		if s.kind == spanImage {
			h += m.image
		}
	}
	return h + m.textHeight(p.run.text(), width)
}

func hasImage(spans []span) bool {
	for _, s := range spans {
		if s.kind == spanImage {
			return true
		}
	}
	return false
}

// blank reports whether spans hold only white space (the soft breaks
// between images on consecutive lines).
func blank(spans []span) bool {
	for _, s := range spans {
		if strings.TrimSpace(s.text) != "" {
			return false
		}
	}
	return true
}
