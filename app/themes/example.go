package themes

// Example is the themes file Folio writes when the user first asks to
// edit it: one theme, and what may be set.
const Example = `# Folio's themes: each one appears in View > Theme as "<name> Theme".
# Folio reloads this file when it is saved; a mistake is named in a
# banner (file, line, what to write instead) and the other themes still
# load.
#
# A theme names a variant (light or dark) and at least three colours,
# #rgb, #rrggbb or #rrggbbaa; Folio derives the rest from them. It may also
# set any of: hyperlink, button, disabledButton, disabled, error, focus,
# foregroundOnError, foregroundOnPrimary, foregroundOnSuccess,
# foregroundOnWarning, headerBackground, hover, inputBackground,
# inputBorder, menuBackground, overlayBackground, placeholder, pressed,
# scrollBar, scrollBarBackground, selection, separator, shadow, success,
# warning. Text must reach a contrast of 3:1 on the background (4.5:1 or
# more reads better); names of built-in themes (Light, Dark, Sepia,
# GitHub, High Contrast) are taken.
themes:
  - name: Solarized Light
    variant: light
    colors:
      background: "#fdf6e3"
      foreground: "#586e75"
      primary: "#268bd2"
`
