package uitests

import (
	"fmt"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"
)

// chord is a parsed key combination such as ctrl+shift+w.
type chord struct {
	mods fyne.KeyModifier
	key  fyne.KeyName
}

// keyNames maps the names scripts use to Fyne key names; single letters
// and digits map to themselves, upper-cased.
var keyNames = map[string]fyne.KeyName{
	"enter": fyne.KeyReturn, "return": fyne.KeyReturn,
	"esc": fyne.KeyEscape, "escape": fyne.KeyEscape,
	"tab": fyne.KeyTab, "space": fyne.KeySpace, "backspace": fyne.KeyBackspace,
	"delete": fyne.KeyDelete, "home": fyne.KeyHome, "end": fyne.KeyEnd,
	"pageup": fyne.KeyPageUp, "pagedown": fyne.KeyPageDown,
	"left": fyne.KeyLeft, "right": fyne.KeyRight, "up": fyne.KeyUp, "down": fyne.KeyDown,
	"=": fyne.KeyEqual, "equal": fyne.KeyEqual, "-": fyne.KeyMinus, "minus": fyne.KeyMinus,
	"plus": fyne.KeyPlus,
	"f1":   fyne.KeyF1, "f2": fyne.KeyF2, "f3": fyne.KeyF3, "f4": fyne.KeyF4,
	"f5": fyne.KeyF5, "f6": fyne.KeyF6, "f7": fyne.KeyF7, "f8": fyne.KeyF8,
	"f9": fyne.KeyF9, "f10": fyne.KeyF10, "f11": fyne.KeyF11, "f12": fyne.KeyF12,
}

// parseChord reads "ctrl+shift+w", "alt+left", "enter", "shift+enter".
// ctrl means the platform's shortcut modifier (Cmd on macOS), as in the
// window's command table.
func parseChord(s string) (chord, error) {
	parts := strings.Split(strings.ToLower(strings.TrimSpace(s)), "+")
	if strings.HasSuffix(s, "++") { // ctrl++
		parts = append(parts[:len(parts)-2], "plus")
	}
	var c chord
	for i, p := range parts {
		if i < len(parts)-1 {
			switch p {
			case "ctrl", "control", "cmd":
				c.mods |= fyne.KeyModifierShortcutDefault
			case "shift":
				c.mods |= fyne.KeyModifierShift
			case "alt", "option":
				c.mods |= fyne.KeyModifierAlt
			case "super", "meta":
				c.mods |= fyne.KeyModifierSuper
			default:
				return c, fmt.Errorf("unknown modifier %q in %q", p, s)
			}
			continue
		}
		if k, ok := keyNames[p]; ok {
			c.key = k
		} else if len(p) == 1 && (p[0] >= 'a' && p[0] <= 'z' || p[0] >= '0' && p[0] <= '9') {
			c.key = fyne.KeyName(strings.ToUpper(p))
		} else {
			return c, fmt.Errorf("unknown key %q in %q", p, s)
		}
	}
	return c, nil
}

// press delivers a chord to the window: a shortcut when it has a modifier
// other than Shift, otherwise a key (with Shift held down around it for
// the focused widget, as a keyboard does).
func (r *Runner) press(s string) error {
	c, err := parseChord(s)
	if err != nil {
		return err
	}
	if c.mods == fyne.KeyModifierShortcutDefault {
		if s := standardShortcut(c.key); s != nil {
			r.w.TypeShortcut(s)
			return nil
		}
	}
	if c.mods&^fyne.KeyModifierShift != 0 {
		r.w.TypeShortcut(&desktop.CustomShortcut{KeyName: c.key, Modifier: c.mods})
		return nil
	}
	var kb keyUpDown
	if c.mods&fyne.KeyModifierShift != 0 {
		if f, ok := r.w.Window().Canvas().Focused().(desktop.Keyable); ok {
			kb = f
		} else {
			kb = r.w // nothing has focus: the window's canvas sees Shift
		}
		kb.KeyDown(&fyne.KeyEvent{Name: desktop.KeyShiftLeft})
	}
	r.w.TypeKey(c.key)
	if kb != nil {
		kb.KeyUp(&fyne.KeyEvent{Name: desktop.KeyShiftLeft})
	}
	return nil
}

// keyUpDown is what sees Shift go down and up: the focused widget, or
// the window when nothing has focus.
type keyUpDown interface {
	KeyDown(*fyne.KeyEvent)
	KeyUp(*fyne.KeyEvent)
}

// standardShortcut is the shortcut the desktop driver sends for Ctrl (Cmd)
// plus key when that is one of Fyne's standard ones (copy, paste, select
// all...), or nil.
func standardShortcut(k fyne.KeyName) fyne.Shortcut {
	clip := fyne.CurrentApp().Clipboard()
	switch k {
	case fyne.KeyC:
		return &fyne.ShortcutCopy{Clipboard: clip}
	case fyne.KeyV:
		return &fyne.ShortcutPaste{Clipboard: clip}
	case fyne.KeyX:
		return &fyne.ShortcutCut{Clipboard: clip}
	case fyne.KeyA:
		return &fyne.ShortcutSelectAll{}
	case fyne.KeyZ:
		return &fyne.ShortcutUndo{}
	case fyne.KeyY:
		return &fyne.ShortcutRedo{}
	}
	return nil
}
