package mdview

import "fyne.io/fyne/v2"

// faceStyle is st with what Fyne's fonts cannot show taken out: Fyne's
// themes (and so Folio's, which take Fyne's fonts) draw every monospace
// style with the one monospace font, so bold or italic code looks like
// plain code. Fyne keeps a parsed copy of its fonts, the 4 MB emoji font
// among them, for every distinct TextStyle it draws, some 5 MB a style:
// bold and italic code were two styles that changed nothing on screen.
func faceStyle(st fyne.TextStyle) fyne.TextStyle {
	if st.Monospace {
		st.Bold, st.Italic = false, false
	}
	return st
}
