package ui

import "fyne.io/fyne/v2"

// scrollBy is implemented by views that scroll by a distance (positive is
// down); the window then scrolls with the keyboard.
type scrollBy interface {
	ScrollBy(dy float32)
}

// scrollKeysHelp is scrollKey's row in the Help page's shortcut table.
const scrollKeysHelp = "Up, Down, Page Up, Page Down, Space, Home, End (when no field has the cursor)"

// lineStep is how far Up and Down scroll: about two lines of body text.
const lineStep = 48

// scrollKey scrolls the page for Up, Down, Page Up, Page Down, Space, Home
// and End; it reports whether the key was one of them.
func (w *Window) scrollKey(name fyne.KeyName) bool {
	if name == fyne.KeyHome {
		w.view.ScrollToTop()
		return true
	}
	s, ok := w.view.(scrollBy)
	if !ok {
		return false
	}
	page := w.view.Object().Size().Height * 0.9
	switch name {
	case fyne.KeyDown:
		s.ScrollBy(lineStep)
	case fyne.KeyUp:
		s.ScrollBy(-lineStep)
	case fyne.KeyPageDown, fyne.KeySpace:
		s.ScrollBy(page)
	case fyne.KeyPageUp:
		s.ScrollBy(-page)
	case fyne.KeyEnd:
		s.ScrollBy(1 << 30) // the view clamps to its end
	default:
		return false
	}
	return true
}
