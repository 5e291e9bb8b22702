package ui

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"
)

// menuLayout names the commands of each top-level menu; "" is a separator,
// "recent" and "theme" are submenus.
var menuLayout = []struct {
	title string
	ids   []string
}{
	{"File", []string{cmdOpenFile, cmdOpenURL, "recent", "", cmdSave, cmdKeep, cmdLibrary, "", cmdExportPDF, cmdPrint, "", cmdBrowser, "", cmdQuit}},
	{"Edit", []string{cmdCopySel, cmdCopyText, cmdCopyMD, "", cmdFind, cmdFindNext, cmdFindPrev}},
	{"Go", []string{cmdBack, cmdForward, cmdReload, "", cmdAddress}},
	{"View", []string{cmdZoomIn, cmdZoomOut, cmdZoomReset, "", "theme", "", cmdTOC, cmdPicture, "", cmdFullScreen}},
	{"Help", []string{cmdHelp, cmdWelcome, "", cmdReport}},
}

// buildMenu makes the main menu from the command table.
func (w *Window) buildMenu() *fyne.MainMenu {
	var menus []*fyne.Menu
	for _, m := range menuLayout {
		var items []*fyne.MenuItem
		for _, id := range m.ids {
			items = append(items, w.menuItem(id))
		}
		menus = append(menus, fyne.NewMenu(m.title, items...))
	}
	return fyne.NewMainMenu(menus...)
}

func (w *Window) menuItem(id string) *fyne.MenuItem {
	switch id {
	case "":
		return fyne.NewMenuItemSeparator()
	case "recent":
		w.menu.recent = fyne.NewMenuItem("Open Recent", nil)
		w.menu.recent.ChildMenu = fyne.NewMenu("")
		w.fillRecentMenu()
		return w.menu.recent
	case "theme":
		w.menu.theme = fyne.NewMenuItem("Theme", nil)
		w.menu.theme.ChildMenu = fyne.NewMenu("")
		w.fillThemeMenu()
		return w.menu.theme
	}
	cmd := w.command(id)
	item := fyne.NewMenuItem(cmd.label, cmd.run)
	switch {
	case len(cmd.keys) > 0:
		item.Shortcut = cmd.keys[0]
	case len(cmd.plain) > 0:
		// Shown only: drivers match menu shortcuts with modifiers alone,
		// and the window's key handler runs plain keys.
		item.Shortcut = &desktop.CustomShortcut{KeyName: cmd.plain[0]}
	}
	item.IsQuit = id == cmdQuit
	if id == cmdReport {
		w.menu.report = item
		item.Disabled = true // until a converted web page is shown
	}
	return item
}

// fillRecentMenu lists the recent files and URLs, newest first.
func (w *Window) fillRecentMenu() {
	if w.menu.recent == nil {
		return
	}
	var items []*fyne.MenuItem
	for _, target := range w.sess.RecentItems() {
		t := target
		items = append(items, fyne.NewMenuItem(shortTarget(t, 60), func() { w.Open(t) }))
	}
	if len(items) == 0 {
		none := fyne.NewMenuItem("No recent items", nil)
		none.Disabled = true
		items = append(items, none)
	} else {
		items = append(items, fyne.NewMenuItemSeparator(), fyne.NewMenuItem("Clear Recent", w.sess.ClearRecent))
	}
	w.menu.recent.ChildMenu.Items = items
	if w.menu.main != nil {
		w.menu.main.Refresh()
	}
}

// shortTarget shortens a path or URL for a menu or label, keeping its end.
func shortTarget(s string, max int) string {
	r := []rune(s)
	if len(r) <= max {
		return s
	}
	return "…" + string(r[len(r)-max+1:])
}
