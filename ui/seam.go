package ui

import (
	"fyne.io/fyne/v2"
)

// TypeShortcut delivers a keyboard shortcut the way the desktop driver
// does: a main-menu item with that shortcut first, then the focused
// widget, then the canvas. Scripted UI tests use it.
func (w *Window) TypeShortcut(s fyne.Shortcut) {
	if triggerMenu(w.menu.main, s) {
		return
	}
	c := w.win.Canvas()
	if f, ok := c.Focused().(fyne.Shortcutable); ok {
		f.TypedShortcut(s)
		return
	}
	if sc, ok := c.(fyne.Shortcutable); ok {
		sc.TypedShortcut(s)
		return
	}
	// The test driver's canvas does not expose its shortcut handler.
	if run := w.pageShortcuts[s.ShortcutName()]; run != nil {
		run()
	}
}

// TypeKey delivers a key without modifiers (Esc, F5, Enter) to the focused
// widget, or to the window when nothing has focus.
func (w *Window) TypeKey(name fyne.KeyName) {
	ev := &fyne.KeyEvent{Name: name}
	c := w.win.Canvas()
	if f := c.Focused(); f != nil {
		f.TypedKey(ev)
		return
	}
	if h := c.OnTypedKey(); h != nil {
		h(ev)
	}
}

func triggerMenu(m *fyne.MainMenu, s fyne.Shortcut) bool {
	if m == nil {
		return false
	}
	for _, menu := range m.Items {
		if triggerItems(menu.Items, s) {
			return true
		}
	}
	return false
}

func triggerItems(items []*fyne.MenuItem, s fyne.Shortcut) bool {
	for _, it := range items {
		if it.Shortcut != nil && it.Shortcut.ShortcutName() == s.ShortcutName() && it.Action != nil {
			it.Action()
			return true
		}
		if it.ChildMenu != nil && triggerItems(it.ChildMenu.Items, s) {
			return true
		}
	}
	return false
}
