package logistic

import (
	"math"
	"testing"
)

func TestSigmoid(t *testing.T) {
	for _, c := range []struct{ z, want float64 }{
		{0, 0.5},
		{math.Log(3), 0.75},
		{-math.Log(3), 0.25},
		{800, 1},  // e^-800 underflows to 0
		{-800, 0}, // e^800 overflows to +Inf
	} {
		if got := Sigmoid(c.z); math.Abs(got-c.want) > 1e-12 {
			t.Errorf("Sigmoid(%v) = %v, want %v", c.z, got, c.want)
		}
	}
}
