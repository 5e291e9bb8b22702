package diagram

import (
	"bytes"
	"context"
	"fmt"
	"image"
	"image/draw"
	"sync"
	"testing"
)

// The reader draws every diagram of a page in its own goroutine: drawings
// made at once are the drawings made one at a time (text faces are shared
// between renders, and a face's glyph buffer is not).
func TestConcurrentRendersAgree(t *testing.T) {
	srcs := []string{}
	for i := range 6 {
		srcs = append(srcs,
			fmt.Sprintf("flowchart LR\n  A%d[Start of run %d] --> B{Ready?}\n  B -->|yes| C[Draw the chart]\n  B -->|no| D[Wait %d s]", i, i, i),
			fmt.Sprintf("sequenceDiagram\n  Alice->>Bob: Hello %d\n  Bob-->>Alice: Hi, how are you?", i),
			fmt.Sprintf("pie title Pets %d\n  \"Dogs\" : %d\n  \"Cats\" : 85", i, 300+i))
	}
	serial := make([]*Picture, len(srcs))
	for i, s := range srcs {
		p, err := Render(context.Background(), s+"\n%% alone", Light)
		if err != nil {
			t.Fatalf("%q: %v", s, err)
		}
		serial[i] = p
	}
	for round := range 3 {
		var wg sync.WaitGroup
		got := make([]*Picture, len(srcs))
		for i, s := range srcs {
			wg.Add(1)
			go func() {
				defer wg.Done()
				// A comment per round: the same drawing, not from the cache.
				got[i], _ = Render(context.Background(), fmt.Sprintf("%s\n%%%% round %d", s, round), Light)
			}()
		}
		wg.Wait()
		for i := range srcs {
			if got[i] == nil || !samePixels(got[i].Image, serial[i].Image) {
				t.Fatalf("round %d: %q drawn at once differs from drawn alone", round, srcs[i])
			}
		}
	}
}

func samePixels(a, b image.Image) bool {
	return a.Bounds() == b.Bounds() && bytes.Equal(rgba(a).Pix, rgba(b).Pix)
}

func rgba(m image.Image) *image.RGBA {
	out := image.NewRGBA(m.Bounds())
	draw.Draw(out, out.Bounds(), m, m.Bounds().Min, draw.Src)
	return out
}
