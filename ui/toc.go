package ui

import (
	"image/color"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"
)

// tocWidth is the table of contents panel's width: room for a heading of
// about 30 characters.
const tocWidth = 240

// tocPanel lists the page's headings; tapping one scrolls to it.
type tocPanel struct {
	box      *fyne.Container
	list     *widget.List
	headings []heading
}

func newTOCPanel(onSelect func(slug string)) *tocPanel {
	t := &tocPanel{}
	t.list = widget.NewList(
		func() int { return len(t.headings) },
		func() fyne.CanvasObject {
			l := widget.NewLabel("")
			l.Truncation = fyne.TextTruncateEllipsis
			return l
		},
		func(id widget.ListItemID, o fyne.CanvasObject) {
			h := t.headings[id]
			l := o.(*widget.Label)
			l.TextStyle.Bold = h.Level == 1
			l.SetText(strings.Repeat("    ", max(h.Level-1, 0)) + h.Text)
		})
	t.list.OnSelected = func(id widget.ListItemID) {
		if id < len(t.headings) {
			onSelect(t.headings[id].Slug)
		}
		t.list.UnselectAll()
	}
	title := widget.NewLabelWithStyle("Contents", fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	spacer := canvas.NewRectangle(color.Transparent)
	spacer.SetMinSize(fyne.NewSize(tocWidth, 0))
	panel := container.NewBorder(container.NewStack(spacer, title), nil, nil, widget.NewSeparator(), t.list)
	t.box = container.NewStack(panel)
	t.box.Hide()
	return t
}

func (t *tocPanel) setHeadings(hs []heading) {
	t.headings = hs
	t.list.UnselectAll()
	t.list.Refresh()
}

// ToggleTOC shows or hides the table of contents panel.
func (w *Window) ToggleTOC() {
	if w.toc.box.Visible() {
		w.toc.box.Hide()
	} else {
		w.toc.box.Show()
	}
}

// TOCVisible reports whether the table of contents panel is shown.
func (w *Window) TOCVisible() bool { return w.toc.box.Visible() }

// TOCEntries returns the headings listed in the table of contents.
func (w *Window) TOCEntries() []string {
	out := make([]string, len(w.toc.headings))
	for i, h := range w.toc.headings {
		out[i] = h.Text
	}
	return out
}

// SelectTOC taps the i-th entry of the table of contents.
func (w *Window) SelectTOC(i int) { w.toc.list.Select(i) }

// scrollToHeading scrolls the page to the heading with slug.
func (w *Window) scrollToHeading(slug string) bool {
	return w.view.ScrollToHeading(slug)
}
