package classify

import (
	"strings"
	"testing"
)

// outerWords agrees with splitting by strings.FieldsFunc.
func TestOuterWords(t *testing.T) {
	for _, s := range []string{"", "-", "content", "content-sidebar", "post__meta--x", "a1-b2-c3", "--x--",
		"entry-ñav-footer", "körper-nav", "é", "main.nav_2", "ab\u00a0cd"} {
		ws := strings.FieldsFunc(s, func(r rune) bool { return !(r >= 'a' && r <= 'z' || r >= '0' && r <= '9') })
		first, last, k := outerWords(s)
		if k != len(ws) || k > 0 && (first != ws[0] || last != ws[len(ws)-1]) {
			t.Errorf("outerWords(%q) = %q, %q, %d; want %q", s, first, last, k, ws)
		}
	}
}
