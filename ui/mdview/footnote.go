package mdview

import (
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	east "github.com/yuin/goldmark/extension/ast"
)

// footnotes is the list of footnote definitions goldmark gathers at the
// end of the document. Each note is an anchor "fn:N" as goldmark's HTML
// renderer names it, so "#fn:N" links from references scroll to it.
type footnotes struct {
	notes []*list
}

func (p *parser) footnotes(n *east.FootnoteList) block {
	f := &footnotes{}
	for c := n.FirstChild(); c != nil; c = c.NextSibling() {
		fn, ok := c.(*east.Footnote)
		if !ok {
			continue
		}
		id := strconv.Itoa(fn.Index)
		p.doc.anchors["fn:"+id] = p.top
		item := &listItem{blocks: p.children(fn)}
		f.notes = append(f.notes, &list{ordered: true, start: fn.Index, tight: true, items: []*listItem{item}})
	}
	return f
}

// build draws a short rule and the notes as a small-print numbered list.
func (f *footnotes) build(b *builder) fyne.CanvasObject {
	line := canvas.NewRectangle(b.v.lineColor())
	line.SetMinSize(fyne.NewSize(1, 1))
	small := *b
	small.size = sizeSmall
	objs := []fyne.CanvasObject{line}
	for _, n := range f.notes {
		objs = append(objs, n.build(&small))
	}
	return newVStack(0, objs...)
}

func (f *footnotes) plain(w *strings.Builder) {
	for _, n := range f.notes {
		w.WriteString(strconv.Itoa(n.start) + ". ")
		n.plain(w)
	}
}

func (f *footnotes) estimate(m *metrics, width float32) float32 {
	h := float32(1)
	for _, n := range f.notes {
		h += n.estimate(m, width)
	}
	return h
}
