package dom

import "testing"

// TestIsInvisible: the joiners shape the letters beside them and stay;
// the zero-width space, soft hyphen and direction marks go.
func TestIsInvisible(t *testing.T) {
	for _, c := range []struct {
		r    rune
		want bool
	}{
		{0x200B, true}, {0xAD, true}, {0xFEFF, true}, {0x200F, true}, {0x2067, true},
		{0x200C, false}, {0x200D, false}, {'a', false}, {' ', false},
	} {
		if got := IsInvisible(c.r); got != c.want {
			t.Errorf("IsInvisible(%U) = %v, want %v", c.r, got, c.want)
		}
	}
}
