package export

import (
	"strconv"
	"strings"

	"github.com/yuin/goldmark/ast"

	"folio/internal/mdsyntax"
	"folio/internal/mdtext"
	east "github.com/yuin/goldmark/extension/ast"
)

// headingScale is each heading level's size relative to body text.
var headingScale = [...]float64{1.9, 1.55, 1.3, 1.15, 1.05, 1.0}

// block writes one block node.
func (w *writer) block(n ast.Node) error {
	switch n := n.(type) {
	case *ast.Heading:
		w.heading(n)
	case *ast.Paragraph:
		w.paragraph(n, true)
	case *ast.TextBlock:
		w.paragraph(n, false)
	case *ast.List:
		return w.list(n)
	case *ast.Blockquote:
		return w.quote(n)
	case *mdsyntax.Alert:
		return w.alert(n)
	case *mdsyntax.DisplayMath:
		w.displayMath(n.TeX(w.src))
	case *ast.ThematicBreak:
		w.rule()
	case *ast.FencedCodeBlock:
		w.fenced(n)
	case *ast.CodeBlock:
		w.code(mdtext.Lines(n, w.src), "")
	case *east.Table:
		w.table(n)
	case *ast.HTMLBlock:
		// Raw HTML is not shown by the reader either.
	default:
		return w.blocks(n)
	}
	return nil
}

// heading writes a heading, kept on the page of the text that follows it,
// and adds it to the PDF's outline.
func (w *writer) heading(n *ast.Heading) {
	size := w.cfg.fontSize * headingScale[min(n.Level, 6)-1]
	lh := size * 1.3
	if w.pdf.GetY() > margin+1 {
		w.pdf.Ln(size * 0.6)
	}
	w.ensure(lh + 3*w.lineHeight())
	w.pdf.Bookmark(plain(n, w.src), n.Level-1, -1)
	w.withStyle(inline{bold: true, size: size, color: [3]int{20, 20, 20}}, func() {
		w.inlines(n, lh)
	})
	w.pdf.Ln(lh)
	if n.Level <= 2 {
		x := margin + w.indent
		w.pdf.SetDrawColor(220, 220, 220)
		w.pdf.SetLineWidth(0.6)
		w.pdf.Line(x, w.pdf.GetY()+1, x+w.contentWidth(), w.pdf.GetY()+1)
		w.pdf.Ln(4)
	}
	w.pdf.Ln(size * 0.25)
}

// paragraph writes a paragraph; a loose one is followed by a gap.
func (w *writer) paragraph(n ast.Node, gap bool) {
	if img := soleImage(n); img != nil {
		w.blockImage(img)
		return
	}
	lh := w.lineHeight()
	w.withStyle(w.body(), func() { w.inlines(n, lh) })
	w.pdf.Ln(lh)
	if gap {
		w.pdf.Ln(lh * 0.45)
	}
}

// soleImage returns the image a paragraph consists of, or nil.
func soleImage(n ast.Node) *ast.Image {
	if n.ChildCount() != 1 {
		return nil
	}
	img, _ := n.FirstChild().(*ast.Image)
	return img
}

// list writes a list's items with bullets, numbers or task boxes, each
// level indented further.
func (w *writer) list(n *ast.List) error {
	outer := w.indent
	step := w.cfg.fontSize * 1.8
	num := n.Start
	for item := n.FirstChild(); item != nil; item = item.NextSibling() {
		w.ensure(w.lineHeight())
		marker := "•"
		if n.IsOrdered() {
			marker = strconv.Itoa(num) + string(n.Marker)
			num++
		}
		w.setIndent(outer)
		if box := taskBox(item); box != "" {
			w.checkbox(margin+outer+step-14, box == "[x]")
		} else {
			w.withStyle(w.body(), func() {
				w.pdf.CellFormat(step-4, w.lineHeight(), marker, "", 0, "R", false, 0, "")
			})
		}
		w.setIndent(outer + step)
		w.pdf.SetX(margin + outer + step)
		if err := w.blocks(item); err != nil {
			return err
		}
	}
	w.setIndent(outer)
	if _, nested := n.Parent().(*ast.ListItem); !nested {
		w.pdf.Ln(w.lineHeight() * 0.45)
	}
	return nil
}

// taskBox returns "[ ]" or "[x]" for a GFM task list item, else "".
func taskBox(item ast.Node) string {
	first := item.FirstChild()
	if first == nil {
		return ""
	}
	if box, ok := first.FirstChild().(*east.TaskCheckBox); ok {
		if box.IsChecked {
			return "[x]"
		}
		return "[ ]"
	}
	return ""
}

// checkbox draws a task list item's box at x on the current line, ticked
// when done.
func (w *writer) checkbox(x float64, done bool) {
	side := w.cfg.fontSize * 0.8
	y := w.pdf.GetY() + (w.lineHeight()-side)/2
	w.pdf.SetDrawColor(110, 110, 110)
	w.pdf.SetLineWidth(0.7)
	w.pdf.Rect(x, y, side, side, "D")
	if done {
		w.pdf.SetDrawColor(30, 120, 60)
		w.pdf.SetLineWidth(1.3)
		w.pdf.Line(x+side*0.2, y+side*0.55, x+side*0.42, y+side*0.8)
		w.pdf.Line(x+side*0.42, y+side*0.8, x+side*0.85, y+side*0.2)
	}
}

// quote writes a block quote indented, in grey, with a bar on its left.
func (w *writer) quote(n *ast.Blockquote) error {
	outer := w.indent
	startPage, startY := w.pdf.PageNo(), w.pdf.GetY()
	w.setIndent(outer + 14)
	saved := w.style
	w.style.color = [3]int{90, 90, 90}
	err := w.blocks(n)
	w.style = saved
	w.setIndent(outer)
	w.pdf.SetDrawColor(200, 200, 200)
	w.pdf.SetLineWidth(2.5)
	x := margin + outer + 4
	if w.pdf.PageNo() == startPage {
		w.pdf.Line(x, startY, x, w.pdf.GetY()-w.lineHeight()*0.45)
	} else {
		w.pdf.Line(x, margin, x, w.pdf.GetY()-w.lineHeight()*0.45)
	}
	return err
}

// rule draws a thematic break.
func (w *writer) rule() {
	w.pdf.Ln(w.lineHeight() * 0.5)
	x, y := margin+w.indent, w.pdf.GetY()
	w.pdf.SetDrawColor(200, 200, 200)
	w.pdf.SetLineWidth(0.8)
	w.pdf.Line(x, y, x+w.contentWidth(), y)
	w.pdf.Ln(w.lineHeight())
}

// fenced writes a fenced code block, or its figure when the renderer
// draws its language (Mermaid, math).
func (w *writer) fenced(n *ast.FencedCodeBlock) {
	lang := ""
	if n.Info != nil {
		lang = strings.Fields(string(n.Info.Segment.Value(w.src)) + " ")[0]
	}
	src := mdtext.Lines(n, w.src)
	if strings.EqualFold(lang, mathLang) {
		w.displayMath(src)
		return
	}
	if w.cfg.figures != nil && lang != "" {
		if fig, ok, err := w.cfg.figures.Figure(w.ctx, lang, src); ok && err == nil {
			w.figure(fig)
			return
		}
	}
	w.code(src, lang)
}

// plain returns the text of n's inline children, without markup.
func plain(n ast.Node, src []byte) string {
	var b strings.Builder
	ast.Walk(n, func(c ast.Node, entering bool) (ast.WalkStatus, error) {
		if !entering {
			return ast.WalkContinue, nil
		}
		switch c := c.(type) {
		case *ast.Text:
			b.Write(c.Segment.Value(src))
			if c.SoftLineBreak() || c.HardLineBreak() {
				b.WriteByte(' ')
			}
		case *ast.String:
			b.Write(c.Value)
		case *ast.CodeSpan:
			b.WriteString(codeSpanText(c, src))
			return ast.WalkSkipChildren, nil
		}
		return ast.WalkContinue, nil
	})
	return b.String()
}
