package mdview

import (
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/widget"
)

// blockBox holds one top-level block. Fyne 2.8's RichText cannot be
// selected, so a secondary tap (right click) on a block offers to copy
// its text, or the whole document's.
type blockBox struct {
	widget.BaseWidget
	v       *View
	index   int
	content fyne.CanvasObject
}

func newBlockBox(v *View, i int, content fyne.CanvasObject) *blockBox {
	b := &blockBox{v: v, index: i, content: content}
	b.ExtendBaseWidget(b)
	return b
}

// CreateRenderer implements fyne.Widget.
func (b *blockBox) CreateRenderer() fyne.WidgetRenderer {
	return widget.NewSimpleRenderer(b.content)
}

// MouseDown clears the selection, as a click in a page does; Shift+click
// extends it to the pointer. (Not Tapped:
// a tappable block would look like a control to whoever seeks one.)
func (b *blockBox) MouseDown(ev *desktop.MouseEvent) {
	if ev.Button != desktop.MouseButtonPrimary {
		return
	}
	if ev.Modifier&fyne.KeyModifierShift != 0 {
		b.v.pager.extendTo(ev.Position.Add(b.Position())) // Shift+click
		return
	}
	b.v.ClearSelection()
}

// DoubleTapped selects the word under the pointer.
func (b *blockBox) DoubleTapped(ev *fyne.PointEvent) {
	b.v.pager.selectWord(ev.Position.Add(b.Position()))
}

// Cursor shows the text cursor over the page, which can be selected;
// links inside keep their pointer.
func (b *blockBox) Cursor() desktop.Cursor { return desktop.TextCursor }

// MouseUp implements desktop.Mouseable.
func (b *blockBox) MouseUp(*desktop.MouseEvent) {}

// TappedSecondary shows the copy menu.
func (b *blockBox) TappedSecondary(ev *fyne.PointEvent) {
	c := fyne.CurrentApp().Driver().CanvasForObject(b)
	if c == nil {
		return
	}
	widget.ShowPopUpMenuAtPosition(b.menu(), c, ev.AbsolutePosition)
}

func (b *blockBox) menu() *fyne.Menu {
	clip := fyne.CurrentApp().Clipboard()
	items := []*fyne.MenuItem{
		fyne.NewMenuItem("Copy Block", func() { clip.SetContent(b.text()) }),
		fyne.NewMenuItem("Copy All", func() { clip.SetContent(b.v.PlainText()) }),
	}
	if sel := b.v.SelectedText(); sel != "" {
		items = append([]*fyne.MenuItem{fyne.NewMenuItem("Copy Selection", func() { clip.SetContent(sel) })}, items...)
	}
	return fyne.NewMenu("", items...)
}

// text is the block's plain text.
func (b *blockBox) text() string {
	var w strings.Builder
	b.v.doc.blocks[b.index].plain(&w)
	return strings.TrimRight(w.String(), "\n")
}
