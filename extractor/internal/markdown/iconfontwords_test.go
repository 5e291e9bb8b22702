package markdown

import (
	"strings"
	"testing"
)

// TestIconFontWords: iconFontClass skips class lists that hold none of
// iconFontWords, so every ligature font's class must hold one.
func TestIconFontWords(t *testing.T) {
	for cls := range iconFontClasses {
		held := false
		for _, w := range iconFontWords {
			held = held || strings.Contains(cls, w)
		}
		if !held || !iconFontClass("a "+cls+" b") {
			t.Errorf("%q holds none of iconFontWords %v", cls, iconFontWords)
		}
	}
	for _, cls := range []string{"", "icon", "social-icons", "material", "material-icons-x"} {
		if iconFontClass(cls) {
			t.Errorf("%q read as a ligature font", cls)
		}
	}
}
