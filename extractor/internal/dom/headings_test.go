package dom

import (
	"testing"

	"golang.org/x/net/html/atom"
)

func TestHeadingLevel(t *testing.T) {
	cases := []struct {
		a    atom.Atom
		want int
	}{
		{atom.H1, 1}, {atom.H2, 2}, {atom.H3, 3}, {atom.H4, 4}, {atom.H5, 5}, {atom.H6, 6},
		{atom.Header, 0}, {atom.Hgroup, 0}, {atom.Hr, 0}, {atom.P, 0}, {0, 0},
	}
	for _, c := range cases {
		if got := HeadingLevel(c.a); got != c.want {
			t.Errorf("HeadingLevel(%v) = %d, want %d", c.a, got, c.want)
		}
		if got := HeadingAtom(c.a); got != (c.want > 0) {
			t.Errorf("HeadingAtom(%v) = %v, want %v", c.a, got, c.want > 0)
		}
	}
}
