package ui

import (
	"fmt"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// findBar searches the page: an entry, the match count ("3 of 12"),
// previous/next and close. Enter goes to the next match, Shift+Enter to the
// previous one, Esc closes the bar.
type findBar struct {
	box     *fyne.Container
	entry   *keyEntry
	count   *widget.Label
	w       *Window
	matches int
	current int
}

func newFindBar(w *Window) *findBar {
	f := &findBar{w: w, entry: newKeyEntry(), count: widget.NewLabel("")}
	f.entry.SetPlaceHolder("Find in page")
	f.entry.OnChanged = func(string) { f.refind() }
	f.entry.onKey = f.key
	f.entry.onShortcut = w.dispatchShortcut
	prev := widget.NewButtonWithIcon("", theme.MoveUpIcon(), w.FindPrev)
	next := widget.NewButtonWithIcon("", theme.MoveDownIcon(), w.FindNext)
	closeB := widget.NewButtonWithIcon("", theme.CancelIcon(), w.HideFind)
	for _, b := range []*widget.Button{prev, next, closeB} {
		b.Importance = widget.LowImportance
	}
	right := container.NewHBox(f.count, prev, next, closeB)
	label := widget.NewIcon(theme.SearchIcon())
	f.box = container.NewBorder(widget.NewSeparator(), nil, label, right, f.entry)
	f.box.Hide()
	return f
}

func (f *findBar) key(ev *fyne.KeyEvent, shift bool) bool {
	switch ev.Name {
	case fyne.KeyEscape:
		f.w.HideFind()
	case fyne.KeyReturn, fyne.KeyEnter:
		if shift {
			f.w.FindPrev()
		} else {
			f.w.FindNext()
		}
	default:
		return f.w.typedKey(ev)
	}
	return true
}

// refind searches the page again for the entry's text (after typing, or
// when a new page is shown).
func (f *findBar) refind() {
	if !f.box.Visible() || f.entry.Text == "" {
		f.w.view.ClearFind()
		f.matches, f.current = 0, 0
		f.count.SetText("")
		return
	}
	f.matches = f.w.view.Find(f.entry.Text)
	f.current = max(f.w.view.FindCurrent(), 0)
	f.showCount()
}

func (f *findBar) showCount() {
	if f.matches == 0 {
		f.count.SetText("No matches")
		return
	}
	f.count.SetText(fmt.Sprintf("%d of %d", f.current+1, f.matches))
}

// ShowFind opens the find bar and focuses its entry.
func (w *Window) ShowFind() {
	w.find.box.Show()
	w.win.Canvas().Focus(w.find.entry)
	w.find.entry.TypedShortcut(&fyne.ShortcutSelectAll{})
	w.find.refind()
}

// HideFind closes the find bar and clears the highlights.
func (w *Window) HideFind() {
	w.find.box.Hide()
	w.win.Canvas().Unfocus()
	w.find.refind()
}

// FindNext moves to the next match.
func (w *Window) FindNext() {
	if !w.find.box.Visible() {
		w.ShowFind()
		return
	}
	if w.find.matches > 0 {
		w.find.current = w.view.FindNext()
		w.find.showCount()
	}
}

// FindPrev moves to the previous match.
func (w *Window) FindPrev() {
	if !w.find.box.Visible() {
		w.ShowFind()
		return
	}
	if w.find.matches > 0 {
		w.find.current = w.view.FindPrev()
		w.find.showCount()
	}
}

// SetFindQuery opens the find bar with q typed in it.
func (w *Window) SetFindQuery(q string) {
	w.ShowFind()
	w.find.entry.SetText(q)
}

// FindStatus returns the find bar's count text ("3 of 12", "No matches"),
// or "" when the bar is closed.
func (w *Window) FindStatus() string {
	if !w.find.box.Visible() {
		return ""
	}
	return w.find.count.Text
}
