package classify

import (
	"slices"
	"testing"
)

func TestChosenOrderSpan(t *testing.T) {
	x := indexPage(t, treePage)
	id := nodeIDs(x)
	o := orderChosen(nil, chosenIDs(x, 1, "c", "b", "d"))
	if want := (chosenOrder{id["b"], id["c"], id["d"]}); !slices.Equal(o, want) {
		t.Fatalf("orderChosen = %v, want document order %v", o, want)
	}
	for _, k := range []struct {
		name   string
		a      int32
		lo, hi int
	}{
		{"body: all", 0, 0, 3},
		{"a: b and c", id["a"], 0, 2},
		{"c: itself", id["c"], 1, 2},
		{"d: itself", id["d"], 2, 3},
	} {
		if lo, hi := o.span(x, k.a); lo != k.lo || hi != k.hi {
			t.Errorf("span, %s: [%d, %d), want [%d, %d)", k.name, lo, hi, k.lo, k.hi)
		}
	}
}
