package main

import (
	"testing"

	"folio/extractor/internal/classify"
)

// TestRefitMovesOnlyTheNamedWeights checks that a fit started from a
// model with -only moves the named dense weights and keeps every other
// weight, buckets included, at the start model's value.
func TestRefitMovesOnlyTheNamedWeights(t *testing.T) {
	m := &classify.Model{Weights: make([]float32, classify.NumFeatures), Buckets: make([]float32, classify.NumBuckets)}
	for j := range m.Weights {
		m.Weights[j] = float32(j) / 100
	}
	m.Buckets[7] = 0.5
	defer func(s *classify.Model, o map[int]bool, n int) { start, only, steps = s, o, n }(start, only, steps)
	var err error
	start, steps = m, 20
	if only, err = parseOnly("0, 2", true); err != nil {
		t.Fatal(err)
	}
	f := make([]float32, classify.NumFeatures)
	f[0], f[2], f[3] = 1, 1, 1
	samples := [][]sample{{{f: f, b: []uint16{7}, label: 1, weight: 1}, {f: f, b: []uint16{7}, label: 1, weight: 1}}}
	got := fit(samples)
	for j, w := range got.Weights {
		if moved := w != m.Weights[j]; moved != (j == 0 || j == 2) {
			t.Errorf("weight %d: %v -> %v (moved %v)", j, m.Weights[j], w, moved)
		}
	}
	if got.Buckets[7] != 0.5 {
		t.Errorf("bucket 7 moved: %v", got.Buckets[7])
	}
	for _, bad := range []string{"", "x", "-1", "39"} {
		if _, err := parseOnly(bad, true); err == nil {
			t.Errorf("-only %q accepted", bad)
		}
	}
	if _, err := parseOnly("2", false); err == nil {
		t.Error("-only without -init accepted")
	}
}
