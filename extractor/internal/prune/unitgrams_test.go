package prune

import (
	"fmt"
	"strings"
	"testing"

	"folio/extractor/internal/wordhash"
)

// Hashing a long unit a chunk at a time gives the 4-grams and the word
// count of hashing it whole.
func TestUnitGramsChunked(t *testing.T) {
	var b strings.Builder
	for i := 0; b.Len() < 5*gramChunk+123; i++ {
		fmt.Fprintf(&b, "wört%d Über %d ", i%977, i%13) // distinct and repeated words, non-ASCII letters
	}
	for _, text := range []string{b.String(), "one two three four five", "a b", "", strings.Repeat("x", 3*gramChunk)} {
		whole := wordhash.Append(nil, text)
		var want []uint64
		for i := 0; i+4 <= len(whole); i++ {
			want = append(want, ((whole[i]*prime+whole[i+1])*prime+whole[i+2])*prime+whole[i+3])
		}
		var got []uint64
		_, words := unitGrams(nil, text, func(g uint64) { got = append(got, g) })
		if words != len(whole) {
			t.Errorf("%d bytes: %d words, want %d", len(text), words, len(whole))
		}
		if len(got) != len(want) {
			t.Fatalf("%d bytes: %d 4-grams, want %d", len(text), len(got), len(want))
		}
		for i := range want {
			if got[i] != want[i] {
				t.Fatalf("%d bytes: 4-gram %d differs", len(text), i)
			}
		}
	}
}
