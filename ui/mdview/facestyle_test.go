package mdview

import (
	"testing"

	"fyne.io/fyne/v2/canvas"
)

// Code is drawn in the one monospace font whatever its emphasis, so no
// monospace text carries bold or italic (each distinct style costs Fyne a
// parsed copy of its fonts); emphasis on prose stays.
func TestMonospaceTextHasNoEmphasis(t *testing.T) {
	md := "**bold `code` and *both `more code`***\n\n" +
		"```go\n// a comment, italic in the highlighter's style\nfunc main() { return }\n```\n"
	v, _ := showDoc(t, md, Options{})
	var mono, bold int
	for _, tx := range find[*canvas.Text](v.pager) {
		st := tx.TextStyle
		if st.Monospace {
			mono++
			if st.Bold || st.Italic {
				t.Errorf("monospace %q is drawn with %+v", tx.Text, st)
			}
		} else if st.Bold {
			bold++
		}
	}
	if mono < 4 {
		t.Errorf("%d monospace texts, want the inline code and the code block's tokens", mono)
	}
	if bold == 0 {
		t.Error("the bold prose lost its bold")
	}
}
