package ui

import (
	"runtime"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"
)

// command is one thing the user can do: a menu item, its shortcuts and the
// row it gets in the Help page. The command table is the single source for
// the menu, the keyboard and the help.
type command struct {
	id    string
	label string
	// keys are modifier shortcuts; the first is shown in the menu.
	keys []*desktop.CustomShortcut
	// plain are keys without modifiers (F5, F11, Esc), handled by the
	// window's key handler.
	plain []fyne.KeyName
	// help is the text of the key column when keys and plain are not the
	// whole story (Enter in the find bar).
	help string
	run  func()
}

// Command ids, used by the menu builder and by tests.
const (
	cmdOpenFile   = "open-file"
	cmdOpenURL    = "open-url"
	cmdAddress    = "address"
	cmdReload     = "reload"
	cmdBack       = "back"
	cmdForward    = "forward"
	cmdSave       = "save"
	cmdBrowser    = "browser"
	cmdQuit       = "quit"
	cmdZoomIn     = "zoom-in"
	cmdZoomOut    = "zoom-out"
	cmdZoomReset  = "zoom-reset"
	cmdTOC        = "toc"
	cmdFind       = "find"
	cmdFindNext   = "find-next"
	cmdFindPrev   = "find-prev"
	cmdFullScreen = "full-screen"
	cmdEscape     = "escape"
	cmdCopyText   = "copy-text"
	cmdCopyMD     = "copy-markdown"
	cmdCopySel    = "copy-selection"
	cmdHelp       = "help"
	cmdWelcome    = "welcome"
	cmdReport     = "report"
	cmdKeep       = "save-to-library"
	cmdLibrary    = "library"
	cmdExportPDF  = "export-pdf"
	cmdPrint      = "print"
	cmdPicture    = "open-picture"
)

const (
	ctrl      = fyne.KeyModifierShortcutDefault
	ctrlShift = fyne.KeyModifierShortcutDefault | fyne.KeyModifierShift
	alt       = fyne.KeyModifierAlt
)

func key(k fyne.KeyName, m fyne.KeyModifier) *desktop.CustomShortcut {
	return &desktop.CustomShortcut{KeyName: k, Modifier: m}
}

// commands builds the command table bound to w.
func (w *Window) commands() []*command {
	return []*command{
		{id: cmdOpenFile, label: "Open File…", keys: ks(key(fyne.KeyO, ctrl)), run: w.showOpenFile},
		{id: cmdOpenURL, label: "Open Web Page…", keys: ks(key(fyne.KeyW, ctrlShift)), run: w.showOpenURL},
		{id: cmdAddress, label: "Go to Address", keys: ks(key(fyne.KeyL, ctrl)), run: w.focusAddress},
		{id: cmdReload, label: "Reload", keys: ks(key(fyne.KeyR, ctrl)), plain: kn(fyne.KeyF5), run: w.Reload},
		{id: cmdBack, label: "Back", keys: ks(key(fyne.KeyLeft, alt)), run: w.Back},
		{id: cmdForward, label: "Forward", keys: ks(key(fyne.KeyRight, alt)), run: w.Forward},
		{id: cmdSave, label: "Save as Markdown…", keys: ks(key(fyne.KeyS, ctrl)), run: w.showSave},
		{id: cmdKeep, label: "Save to Library", keys: ks(key(fyne.KeyD, ctrl)), run: w.saveToLibrary},
		{id: cmdLibrary, label: "Library…", keys: ks(key(fyne.KeyL, ctrlShift)), run: w.showLibrary},
		{id: cmdExportPDF, label: "Export as PDF…", keys: ks(key(fyne.KeyP, ctrlShift)), run: w.showExportPDF},
		{id: cmdPrint, label: "Print…", keys: ks(key(fyne.KeyP, ctrl)), run: w.printPage},
		{id: cmdBrowser, label: "Open in Browser", keys: ks(key(fyne.KeyE, ctrlShift)), run: w.openInBrowser},
		{id: cmdQuit, label: "Quit", keys: ks(key(fyne.KeyQ, ctrl)), run: w.quit},
		{id: cmdZoomIn, label: "Zoom In", keys: ks(key(fyne.KeyEqual, ctrl), key(fyne.KeyEqual, ctrlShift), key(fyne.KeyPlus, ctrl)), run: w.ZoomIn},
		{id: cmdZoomOut, label: "Zoom Out", keys: ks(key(fyne.KeyMinus, ctrl)), run: w.ZoomOut},
		{id: cmdZoomReset, label: "Actual Size", keys: ks(key(fyne.Key0, ctrl)), run: w.ZoomReset},
		{id: cmdTOC, label: "Table of Contents", keys: ks(key(fyne.KeyB, ctrl)), run: w.ToggleTOC},
		{id: cmdFind, label: "Find…", keys: ks(key(fyne.KeyF, ctrl)), run: w.ShowFind},
		{id: cmdFindNext, label: "Find Next", keys: ks(key(fyne.KeyG, ctrl)), plain: kn(fyne.KeyF3), help: "Enter in the find bar", run: w.FindNext},
		{id: cmdFindPrev, label: "Find Previous", keys: ks(key(fyne.KeyG, ctrlShift)), help: "Shift+Enter in the find bar", run: w.FindPrev},
		{id: cmdPicture, label: "Open Picture", help: "Enter (the selected picture, else the first in view)", run: w.openPicture},
		{id: cmdFullScreen, label: "Full Screen", plain: kn(fyne.KeyF11), run: w.ToggleFullScreen},
		{id: cmdEscape, label: "Close panel or dialog, cancel loading", plain: kn(fyne.KeyEscape), run: w.Escape},
		{id: cmdCopyText, label: "Copy Page Text", keys: ks(key(fyne.KeyC, ctrlShift)), run: w.copyText},
		{id: cmdCopyMD, label: "Copy Page Markdown", run: w.copyMarkdown},
		{id: cmdCopySel, label: "Copy Selection", help: "Ctrl+C after dragging across the page; Ctrl+A selects all", run: w.copySelection},
		{id: cmdReport, label: reportTitle + "…", keys: ks(key(fyne.KeyX, ctrlShift)), run: w.showReport},
		{id: cmdHelp, label: "Keyboard Shortcuts", plain: kn(fyne.KeyF1), run: w.ShowHelp},
		{id: cmdWelcome, label: "Welcome", run: w.ShowWelcome},
	}
}

// namedShortcut is a shortcut known by its name alone, for registering
// the canvas handler of a standard shortcut (Copy, SelectAll).
type namedShortcut string

func (n namedShortcut) ShortcutName() string { return string(n) }

func ks(s ...*desktop.CustomShortcut) []*desktop.CustomShortcut { return s }
func kn(k ...fyne.KeyName) []fyne.KeyName                       { return k }

// bindKeys registers every modifier shortcut on the canvas and installs the
// key handler for plain keys. The main menu carries the same shortcuts, so
// the desktop driver finds them there first; the canvas copies serve
// drivers without a menu and the test driver.
func (w *Window) bindKeys() {
	c := w.win.Canvas()
	for _, cmd := range w.cmds {
		run := cmd.run
		for _, k := range cmd.keys {
			c.AddShortcut(k, func(fyne.Shortcut) { run() })
		}
	}
	// Copy and Select All reach the canvas only when no field has focus:
	// then they act on the page's selection.
	w.pageShortcuts = map[string]func(){
		(&fyne.ShortcutCopy{}).ShortcutName():      w.copySelection,
		(&fyne.ShortcutSelectAll{}).ShortcutName(): func() { w.view.SelectAll() },
	}
	for name, run := range w.pageShortcuts {
		c.AddShortcut(namedShortcut(name), func(fyne.Shortcut) { run() })
	}
	if dc, ok := c.(desktop.Canvas); ok { // Shift alone makes no shortcut
		dc.SetOnKeyDown(w.KeyDown)
		dc.SetOnKeyUp(w.KeyUp)
	}
	c.SetOnTypedKey(func(ev *fyne.KeyEvent) { w.typedKey(ev) })
	c.SetOnTypedRune(w.dialogRune)
}

// dispatchShortcut runs the command bound to s; it reports whether one was.
func (w *Window) dispatchShortcut(s fyne.Shortcut) bool {
	name := s.ShortcutName()
	for _, cmd := range w.cmds {
		for _, k := range cmd.keys {
			if k.ShortcutName() == name {
				cmd.run()
				return true
			}
		}
	}
	return false
}

// typedKey runs the command bound to a plain key; it reports whether one was.
func (w *Window) typedKey(ev *fyne.KeyEvent) bool {
	if w.win.Canvas().Focused() == nil {
		if w.dialogKey(ev) {
			return true
		}
		if w.dialogs.dlg == nil && w.keys.shift && w.selectKey(ev.Name) {
			return true
		}
		if w.dialogs.dlg == nil && w.scrollKey(ev.Name) { // not the page under a dialog
			return true
		}
		if w.dialogs.dlg == nil && (ev.Name == fyne.KeyReturn || ev.Name == fyne.KeyEnter) {
			w.openPicture() // Enter on the page, not in a field: a plain menu key would take it from fields
			return true
		}
	}
	for _, cmd := range w.cmds {
		for _, k := range cmd.plain {
			if k == ev.Name {
				cmd.run()
				return true
			}
		}
	}
	return false
}

// command returns the command with id, or nil.
func (w *Window) command(id string) *command {
	for _, c := range w.cmds {
		if c.id == id {
			return c
		}
	}
	return nil
}

// keyLabel spells a shortcut for people: "Ctrl+Shift+W" ("Cmd" on macOS).
func keyLabel(s *desktop.CustomShortcut) string {
	var parts []string
	m := s.Modifier
	if m&fyne.KeyModifierControl != 0 {
		parts = append(parts, "Ctrl")
	}
	if m&fyne.KeyModifierSuper != 0 {
		parts = append(parts, superName())
	}
	if m&fyne.KeyModifierAlt != 0 {
		parts = append(parts, "Alt")
	}
	if m&fyne.KeyModifierShift != 0 {
		parts = append(parts, "Shift")
	}
	return strings.Join(append(parts, keyName(s.KeyName)), "+")
}

func superName() string {
	if runtime.GOOS == "darwin" {
		return "Cmd"
	}
	return "Super"
}

func keyName(k fyne.KeyName) string {
	switch k {
	case fyne.KeyEqual:
		return "="
	case fyne.KeyMinus:
		return "-"
	case fyne.KeyPlus:
		return "+"
	case fyne.KeyLeft:
		return "Left"
	case fyne.KeyRight:
		return "Right"
	case fyne.KeyEscape:
		return "Esc"
	}
	return string(k)
}
