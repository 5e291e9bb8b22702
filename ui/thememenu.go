package ui

import (
	"errors"
	"fmt"
	"io/fs"
	"net/url"
	"os"
	"path/filepath"
	"strings"

	"fyne.io/fyne/v2"

	"folio/app/themes"
	"folio/internal/safefile"
)

// fillThemeMenu lists the themes in the View menu's Theme submenu: the
// system's, the built-in ones, the user's; then the user's file, and what
// is wrong with it, if anything.
func (w *Window) fillThemeMenu() {
	if w.menu.theme == nil {
		return
	}
	lib := w.prefs.themes
	items := []*fyne.MenuItem{w.themeItem(ThemeSystem, "System Theme")}
	ids := []ThemeChoice{ThemeSystem}
	user := false
	for _, t := range lib.Themes() {
		if t.Source != themes.BuiltinSource && !user {
			items, ids = append(items, fyne.NewMenuItemSeparator()), append(ids, "")
			user = true
		}
		items = append(items, w.themeItem(ThemeChoice(t.ID), t.Name+" Theme"))
		ids = append(ids, ThemeChoice(t.ID))
	}
	if lib.Path() != "" {
		items = append(items, fyne.NewMenuItemSeparator(), fyne.NewMenuItem("Edit Themes File…", w.editThemes))
		ids = append(ids, "", "")
		if n := len(lib.Problems()); n > 0 {
			bad := fyne.NewMenuItem(fmt.Sprintf("%s: %s", filepath.Base(lib.Path()), plural(n, "problem")), nil)
			bad.Disabled = true
			items, ids = append(items, bad), append(ids, "")
		}
	}
	w.menu.theme.ChildMenu.Items = items
	w.menu.themeIDs = ids
	w.checkTheme()
}

func (w *Window) themeItem(c ThemeChoice, label string) *fyne.MenuItem {
	return fyne.NewMenuItem(label, func() { w.SetTheme(c) })
}

// checkTheme ticks the theme item that is in force.
func (w *Window) checkTheme() {
	if w.menu.theme == nil {
		return
	}
	for i, item := range w.menu.theme.ChildMenu.Items {
		item.Checked = i < len(w.menu.themeIDs) && w.menu.themeIDs[i] != "" && w.menu.themeIDs[i] == w.prefs.theme
	}
	if w.menu.main != nil {
		w.menu.main.Refresh()
	}
}

// themesChanged follows an edit of the user's themes file: the menu lists
// the themes as they are now, the theme in force takes its new colours,
// and a banner names the file's mistakes (or goes, once they are fixed).
func (w *Window) themesChanged() {
	w.fillThemeMenu()
	w.applyTheme()
	if p := w.prefs.themes.Problems(); len(p) > 0 {
		w.banner.show(themeProblems(p, w.prefs.themes.Path()), "Edit Themes File", w.editThemes)
	} else if strings.HasPrefix(w.banner.label.Text, themesBannerPrefix) {
		w.banner.hide()
	}
}

// themesBannerPrefix starts the banner about the themes file.
const themesBannerPrefix = "Themes file: "

// themeProblems words a themes file's problems for the banner: the first
// two in full, then how many more; the file is named by its base name
// (the Edit button opens it).
func themeProblems(p []error, path string) string {
	var lines []string
	for i, err := range p {
		if i == 2 {
			lines = append(lines, fmt.Sprintf("and %d more", len(p)-2))
			break
		}
		msg := err.Error()
		if path != "" {
			msg = strings.ReplaceAll(msg, path, filepath.Base(path))
		}
		lines = append(lines, msg)
	}
	return themesBannerPrefix + strings.Join(lines, "\n")
}

// editThemes opens the user's themes file in the system's editor for it,
// first writing an example there when there is no file yet.
func (w *Window) editThemes() {
	path := w.prefs.themes.Path()
	if path == "" {
		return
	}
	err := os.MkdirAll(filepath.Dir(path), 0o755)
	if err == nil {
		err = safefile.Create(path, []byte(themes.Example), 0o644)
	}
	if err != nil && !errors.Is(err, fs.ErrExist) {
		w.banner.show("Could not create the themes file: "+err.Error(), "", nil)
		return
	}
	if err := w.cfg.openExternal(&url.URL{Scheme: "file", Path: filepath.ToSlash(path)}); err != nil {
		w.banner.show(fmt.Sprintf("Could not open %s: %v", path, err), "", nil)
	}
}

// plural is "1 problem", "2 problems".
func plural(n int, noun string) string {
	if n == 1 {
		return "1 " + noun
	}
	return fmt.Sprintf("%d %ss", n, noun)
}
