package ui

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/widget"
)

// keyEntry is a single-line Entry that lets the window see keys an Entry
// would otherwise swallow: Esc, function keys, Shift+Enter, and the
// window's own shortcuts while the entry has focus.
type keyEntry struct {
	widget.Entry
	// onKey gets every typed key first; returning true consumes it.
	onKey func(ev *fyne.KeyEvent, shift bool) bool
	// onShortcut gets every shortcut first; returning true consumes it.
	onShortcut func(s fyne.Shortcut) bool
	shift      bool
}

func newKeyEntry() *keyEntry {
	e := &keyEntry{}
	e.ExtendBaseWidget(e)
	return e
}

// KeyDown tracks Shift so that Shift+Enter can be told from Enter.
func (e *keyEntry) KeyDown(ev *fyne.KeyEvent) {
	if ev.Name == desktop.KeyShiftLeft || ev.Name == desktop.KeyShiftRight {
		e.shift = true
	}
	e.Entry.KeyDown(ev)
}

// KeyUp tracks Shift.
func (e *keyEntry) KeyUp(ev *fyne.KeyEvent) {
	if ev.Name == desktop.KeyShiftLeft || ev.Name == desktop.KeyShiftRight {
		e.shift = false
	}
	e.Entry.KeyUp(ev)
}

// TypedKey offers the key to onKey before the Entry sees it.
func (e *keyEntry) TypedKey(ev *fyne.KeyEvent) {
	if e.onKey != nil && e.onKey(ev, e.shift) {
		return
	}
	e.Entry.TypedKey(ev)
}

// TypedShortcut offers window shortcuts to onShortcut first, so that
// Ctrl+B or Alt+Left work while the entry has focus.
func (e *keyEntry) TypedShortcut(s fyne.Shortcut) {
	if _, custom := s.(*desktop.CustomShortcut); custom && e.onShortcut != nil && e.onShortcut(s) {
		return
	}
	e.Entry.TypedShortcut(s)
}

// FocusLost forgets Shift, whose release may go elsewhere.
func (e *keyEntry) FocusLost() {
	e.shift = false
	e.Entry.FocusLost()
}
