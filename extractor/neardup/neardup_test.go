package neardup

import (
	"strings"
	"testing"
)

func TestIndexFindsNearCopies(t *testing.T) {
	story := strings.Repeat("The river rose overnight and the ferry waited at the pier for the morning tide. ", 3) +
		"Villagers moved their boats uphill, and the school opened its hall to families from the lower streets."
	idx := NewIndex()
	idx.Add("first", Sketch(story))
	idx.Add("empty", Sketch("  ... "))
	if idx.Len() != 1 {
		t.Errorf("Len %d, want 1: a text without words is not stored", idx.Len())
	}
	if key, ok := idx.Probe(Sketch("Updated: "+strings.ToUpper(story)), Threshold); !ok || key != "first" {
		t.Errorf("a near copy was not found: %q %v", key, ok)
	}
	if _, ok := idx.Probe(Sketch("A recipe for bread: flour, water, salt and a long slow rise in a cold kitchen overnight."), Threshold); ok {
		t.Error("an unrelated text matched")
	}
	if Similarity(Sketch(story), Sketch(story)) != 1 || !Sketch("").IsZero() {
		t.Error("self similarity or the empty sketch")
	}
}
