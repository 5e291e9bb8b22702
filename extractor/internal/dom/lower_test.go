package dom

import (
	"fmt"
	"strings"
	"sync"
	"testing"
)

// Lower is strings.ToLower, whatever the value and however often it is
// asked; a short ASCII value with capitals is lower-cased once and then
// costs no allocation.
func TestLower(t *testing.T) {
	cases := []string{
		"", "card", "Card", "MuiBox-root css-1x2y3z", "ProductCard_title__x7", "HEADER",
		"\u212Aelvin", "caf\u00c9", "\u0130stanbul", "x\xffY", "a-B_c:D.e",
		strings.Repeat("Ab", lowerMaxLen), strings.Repeat("a", lowerMaxLen-1) + "B",
	}
	for round := 0; round < 3; round++ {
		for _, s := range cases {
			if got, want := Lower(s), strings.ToLower(s); got != want {
				t.Errorf("round %d: Lower(%q) = %q, want %q", round, s, got, want)
			}
		}
	}
	s := strings.Clone("Site-Header Main_Nav")
	Lower(s)
	if n := testing.AllocsPerRun(100, func() { Lower(s) }); n != 0 {
		t.Errorf("Lower of a value seen before: %v allocations, want 0", n)
	}
	if n := testing.AllocsPerRun(100, func() { Lower("site-header") }); n != 0 {
		t.Errorf("Lower of a lower-case value: %v allocations, want 0", n)
	}
}

// More values than the table has slots, from several goroutines at once:
// each still comes back lower-cased (go test -race checks the table).
func TestLowerCrowded(t *testing.T) {
	var wg sync.WaitGroup
	for g := 0; g < 4; g++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := 0; i < 3*lowerSlots; i++ {
				s := fmt.Sprintf("Box-%d_Item%d", i%(2*lowerSlots), g)
				if got, want := Lower(s), strings.ToLower(s); got != want {
					t.Errorf("Lower(%q) = %q, want %q", s, got, want)
					return
				}
			}
		}()
	}
	wg.Wait()
}
