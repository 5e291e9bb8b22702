package mdview

import (
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"github.com/yuin/goldmark/ast"
)

// Heading is an entry of the document outline.
type Heading struct {
	Level int    // 1 to 6
	Text  string // the heading's plain text
	Slug  string // GitHub-style anchor, unique in the document
}

// heading is an ATX or setext heading.
type heading struct {
	level int
	run   *textRun
	slug  string
}

func (p *parser) heading(n *ast.Heading) block {
	h := &heading{level: n.Level, run: p.run(p.inlines(n))}
	text := strings.TrimSpace(h.run.text())
	h.slug = p.slugs.slug(text)
	if _, dup := p.doc.anchors[h.slug]; !dup {
		p.doc.anchors[h.slug] = p.top
	}
	p.doc.headings = append(p.doc.headings, Heading{Level: n.Level, Text: text, Slug: h.slug})
	return h
}

// build draws the heading in its level's size, bold; h1 and h2 get a rule
// underneath as on GitHub, h6 is muted so it differs from h5.
func (h *heading) build(b *builder) fyne.CanvasObject {
	ts := textStyle{size: headingSize(h.level), bold: true}
	if h.level == 6 {
		ts.color = colorMuted
	}
	rt := b.richText(h.run, ts)
	if h.level > 2 {
		return rt
	}
	line := canvas.NewRectangle(b.v.lineColor())
	line.SetMinSize(fyne.NewSize(1, 1))
	return newVStack(0, rt, line)
}

func (h *heading) plain(w *strings.Builder) {
	w.WriteString(strings.TrimSpace(h.run.text()))
	w.WriteString("\n")
}

func (h *heading) estimate(m *metrics, width float32) float32 {
	f := headingScale[min(max(h.level, 1), 6)-1]
	return m.scaledTextHeight(h.run.text(), width, f) + 1
}
