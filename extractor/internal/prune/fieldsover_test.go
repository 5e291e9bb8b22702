package prune

import (
	"strings"
	"testing"
)

func TestFieldsOver(t *testing.T) {
	for _, s := range []string{"", "  ", "one", " one two ", "a\u00a0b c", "x\ty\nz w", "é\u3000ï"} {
		for n := 0; n <= 5; n++ {
			if got, want := fieldsOver(s, n), len(strings.Fields(s)) > n; got != want {
				t.Errorf("fieldsOver(%q, %d) = %v, want %v", s, n, got, want)
			}
		}
	}
}
