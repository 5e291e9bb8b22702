package mdview

import (
	"strings"

	"fyne.io/fyne/v2"
	"github.com/yuin/goldmark/ast"
)

// htmlBlock is a raw HTML block shown as its source text, muted and in
// monospace, when no converter is configured.
type htmlBlock struct {
	run *textRun
}

// html converts a raw HTML block: through Options.ConvertHTML into
// Markdown blocks when the app provides one, or else as its text.
func (p *parser) html(n *ast.HTMLBlock) block {
	src := p.lines(n)
	if n.HasClosure() {
		src += string(n.ClosureLine.Value(p.src))
	}
	if p.convert != nil && p.htmlDepth < maxHTMLDepth {
		p.htmlDepth++
		defer func() { p.htmlDepth-- }()
		g := &group{}
		p.parseInto(p.convert(src), func(b block) { g.blocks = append(g.blocks, b) }, false)
		if len(g.blocks) == 0 {
			return nil
		}
		return g
	}
	text := strings.TrimSpace(src)
	if text == "" || isComment(text) {
		return nil
	}
	return &htmlBlock{run: p.run([]span{{text: text, style: fyne.TextStyle{Monospace: true}}})}
}

func isComment(s string) bool {
	return strings.HasPrefix(s, "<!--") && strings.HasSuffix(s, "-->")
}

func (h *htmlBlock) build(b *builder) fyne.CanvasObject {
	return b.richText(h.run, textStyle{size: sizeSmall, color: colorMuted})
}

func (h *htmlBlock) plain(w *strings.Builder) {
	w.WriteString(h.run.text())
	w.WriteString("\n")
}

func (h *htmlBlock) estimate(m *metrics, width float32) float32 {
	return m.textHeight(h.run.text(), width)
}
