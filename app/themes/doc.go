// Package themes holds the reader's colour themes as data: the built-in
// ones (builtin.yaml, embedded) and the user's, from a YAML file in the
// config folder (~/.config/folio/themes.yaml), validated with errors that
// name the file, the line and what to write instead, and reloaded while
// the reader runs. It knows nothing of Fyne: a theme is a palette of
// colours under the names Fyne gives them ("background", "foreground",
// "primary", "hyperlink", "inputBackground"...), which package ui hands
// to the toolkit.
//
// A theme names three colours and may name more; the rest are derived
// from those three (a menu is the text faded into the background, a
// selection the accent made translucent), so a four-line theme is
// complete:
//
//	themes:
//	  - name: Solarized Light
//	    variant: light
//	    colors:
//	      background: "#fdf6e3"
//	      foreground: "#586e75"
//	      primary: "#268bd2"
//
// Use:
//
//	lib := themes.Open(dirs.Themes, func() { ... the list or a theme changed ... })
//	defer lib.Close()
//	t := lib.Theme("sepia")   // nil when there is none by that id
//	for _, err := range lib.Problems() { ... show the user ... }
package themes
