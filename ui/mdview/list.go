package mdview

import (
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
	"github.com/yuin/goldmark/ast"
	east "github.com/yuin/goldmark/extension/ast"
)

// Task states of a list item.
const (
	taskNone = iota
	taskOpen
	taskDone
)

// bullets are the unordered markers by nesting level (glyphs the bundled
// font has: no "◦").
var bullets = [...]string{"•", "–", "·"}

// list is an ordered, unordered or task list.
type list struct {
	ordered bool
	start   int
	tight   bool
	level   int // nesting among lists, for the bullet shape
	items   []*listItem
	piece   piece
}

func (l *list) joinsPrevious() bool { return !l.piece.first() }

type listItem struct {
	task   int
	blocks []block
	runs   [2]int // the document runs of the item's blocks: [first, end)
}

func (p *parser) list(n *ast.List) block {
	l := &list{ordered: n.IsOrdered(), start: n.Start, tight: n.IsTight}
	for a := n.Parent(); a != nil; a = a.Parent() {
		if _, ok := a.(*ast.List); ok {
			l.level++
		}
	}
	for c := n.FirstChild(); c != nil; c = c.NextSibling() {
		first := len(p.doc.runs)
		it := &listItem{task: taskState(c), blocks: p.children(c)}
		it.runs = [2]int{first, len(p.doc.runs)}
		l.items = append(l.items, it)
	}
	return l
}

// taskState finds the GFM check box at the start of an item.
func taskState(item ast.Node) int {
	first := item.FirstChild()
	if first == nil {
		return taskNone
	}
	if box, ok := first.FirstChild().(*east.TaskCheckBox); ok {
		if box.IsChecked {
			return taskDone
		}
		return taskOpen
	}
	return taskNone
}

// build draws each item as a marker in a gutter beside its blocks.
func (l *list) build(b *builder) fyne.CanvasObject {
	ts := b.v.textSize()
	gutter := ts * 1.6
	if l.ordered {
		digits := len(strconv.Itoa(l.start + len(l.items)))
		gutter = ts * (0.6*float32(digits) + 1.3)
	}
	// RichText pads its text by InnerPadding above and below; tight
	// items overlap that padding so their lines sit close together.
	gap := -theme.InnerPadding() * 0.75
	if !l.tight {
		gap = b.v.blockGap() / 2
	}
	rows := make([]fyne.CanvasObject, 0, len(l.items))
	for i, it := range l.items {
		marker := l.marker(b, i, it, gutter)
		body := buildBlocksGap(b, it.blocks, gap)
		rows = append(rows, &fyne.Container{
			Layout:  &indented{gutter: gutter},
			Objects: []fyne.CanvasObject{marker, body},
		})
	}
	return newVStack(gap, rows...)
}

// marker is the item's bullet, number or check box, placed to sit on the
// first line of the item's text.
func (l *list) marker(b *builder, i int, it *listItem, gutter float32) fyne.CanvasObject {
	if it.task != taskNone {
		icon := theme.CheckButtonIcon()
		if it.task == taskDone {
			icon = theme.CheckButtonCheckedIcon()
		}
		w := widget.NewIcon(icon)
		pad := theme.InnerPadding() + (b.v.lineHeight()-theme.IconInlineSize())/2
		return &fyne.Container{Layout: layout.NewCustomPaddedLayout(pad, 0, 0, gutter-theme.IconInlineSize()-4), Objects: []fyne.CanvasObject{w}}
	}
	text := bullets[min(l.level, len(bullets)-1)]
	style := widget.RichTextStyleInline
	style.SizeName = b.v.sizeName(b.size)
	if l.ordered {
		text = strconv.Itoa(l.start+i) + "."
		style.Alignment = fyne.TextAlignTrailing
	} else {
		style.Alignment = fyne.TextAlignCenter
		style.TextStyle.Bold = true
	}
	rt := widget.NewRichText(&widget.TextSegment{Text: text, Style: style})
	return &fyne.Container{Layout: layout.NewCustomPaddedLayout(0, 0, 0, 4), Objects: []fyne.CanvasObject{rt}}
}

func (l *list) plain(w *strings.Builder) {
	for _, it := range l.items {
		var item strings.Builder
		plainBlocks(&item, it.blocks)
		w.WriteString(strings.TrimRight(item.String(), "\n"))
		w.WriteString("\n")
	}
}

func (l *list) estimate(m *metrics, width float32) float32 {
	gap := -m.inner * 0.75
	if !l.tight {
		gap = m.gap / 2
	}
	h := float32(0)
	for _, it := range l.items {
		h += estimateBlocksGap(m, it.blocks, width-m.text*1.6, gap) + gap
	}
	return h - gap
}
