package ui

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"
)

// keyState is what the window knows of the keyboard beyond typed keys:
// whether Shift is held, which the desktop driver reports only as key
// down and up events (Shift alone makes no shortcut).
type keyState struct {
	shift bool
}

// keySelector is implemented by views that extend their selection from
// the keyboard (ui/mdview).
type keySelector interface {
	ExtendSelection(dx, dy int)
	ExtendSelectionToLineEdge(end bool)
}

// selectKeysHelp is the keyboard selection's row in the Help page's
// shortcut table.
const selectKeysHelp = "Shift+Left, Shift+Right (a character), Shift+Up, Shift+Down (a line), Shift+Home, Shift+End (to the line's start or end), then Ctrl+C"

// KeyDown tracks Shift, as the desktop canvas reports it; scripted UI
// tests call it around a key, as a keyboard does.
func (w *Window) KeyDown(ev *fyne.KeyEvent) {
	if ev.Name == desktop.KeyShiftLeft || ev.Name == desktop.KeyShiftRight {
		w.keys.shift = true
	}
}

// KeyUp tracks Shift.
func (w *Window) KeyUp(ev *fyne.KeyEvent) {
	if ev.Name == desktop.KeyShiftLeft || ev.Name == desktop.KeyShiftRight {
		w.keys.shift = false
	}
}

// selectKey extends the page's selection for Shift+arrow keys; it reports
// whether the key was one of them.
func (w *Window) selectKey(name fyne.KeyName) bool {
	s, ok := w.view.(keySelector)
	if !ok {
		return false
	}
	switch name {
	case fyne.KeyLeft:
		s.ExtendSelection(-1, 0)
	case fyne.KeyRight:
		s.ExtendSelection(1, 0)
	case fyne.KeyUp:
		s.ExtendSelection(0, -1)
	case fyne.KeyDown:
		s.ExtendSelection(0, 1)
	case fyne.KeyHome:
		s.ExtendSelectionToLineEdge(false)
	case fyne.KeyEnd:
		s.ExtendSelectionToLineEdge(true)
	default:
		return false
	}
	return true
}
