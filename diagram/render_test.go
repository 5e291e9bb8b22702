package diagram

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"math"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"folio/internal/goldenimage"
)

var update = flag.Bool("update", false, "rewrite the golden images in testdata")

// TestGolden draws the examples of Mermaid's documentation in testdata and
// compares each with its golden image, within a tolerance for rounding in
// other builds of the font rasteriser.
func TestGolden(t *testing.T) {
	srcs, _ := filepath.Glob("testdata/*.mmd")
	for _, path := range srcs {
		name := strings.TrimSuffix(filepath.Base(path), ".mmd")
		t.Run(name, func(t *testing.T) {
			src, _ := os.ReadFile(path)
			for _, th := range []Theme{Light, Dark} {
				pic, err := Render(context.Background(), string(src), th)
				if !Supported(string(src)) {
					if !errors.Is(err, ErrUnsupported) {
						t.Fatalf("unsupported kind %q: err %v", Kind(string(src)), err)
					}
					return
				}
				if err != nil {
					t.Fatal(err)
				}
				img := pic.Image
				if pic.Scale != th.Scale {
					t.Errorf("a small diagram drawn at %v pixels per point", pic.Scale)
				}
				goldenimage.Check(t, img, fmt.Sprintf("testdata/%s.%s.png", name, th.Name), *update)
			}
		})
	}
}

func TestKind(t *testing.T) {
	for src, want := range map[string]string{
		"graph LR\nA-->B":               "flowchart",
		"%% comment\nflowchart TD\nA":   "flowchart",
		"%%{init: {}}%%\npie\n\"a\": 1": "pie",
		"sequenceDiagram\nA->>B: hi":    "sequenceDiagram",
		"stateDiagram-v2\n[*] --> A":    "stateDiagram",
		"":                              "",
	} {
		if got := Kind(src); got != want {
			t.Errorf("Kind(%q) = %q, want %q", src, got, want)
		}
	}
}

func TestBadDiagrams(t *testing.T) {
	for _, src := range []string{
		"flowchart TD\nA -->",
		"pie\n\"a\" : x",
		"pie\n\"a\" : -1",
		"pie\n\"a\" : 0",
		"pie title only",
		"gantt\ntitle x",
	} {
		if _, err := Render(context.Background(), src, Light); err == nil {
			t.Errorf("%q drew", src)
		}
	}
}

func TestCacheReturnsSameImage(t *testing.T) {
	src := "flowchart LR\nq1-->q2"
	a, err := Render(context.Background(), src, Light)
	if err != nil {
		t.Fatal(err)
	}
	b, _ := Render(context.Background(), src, Light)
	if a != b {
		t.Error("the second render did not come from the cache")
	}
	c, _ := Render(context.Background(), src, Dark)
	if c == a {
		t.Error("the dark theme shared the light drawing")
	}
}

// chain returns a flowchart of n nodes in a tree with cross links.
func chain(n int) string {
	var b strings.Builder
	b.WriteString("flowchart TD\n")
	for i := 1; i < n; i++ {
		fmt.Fprintf(&b, "n%d[Node %d] --> n%d[Node %d]\n", (i-1)/3, (i-1)/3, i, i)
	}
	return b.String()
}

func BenchmarkFlowchart1000(b *testing.B) {
	src := chain(1000)
	for i := 0; b.Loop(); i++ {
		// A new theme name each time defeats the cache.
		th := Light
		th.Name = fmt.Sprint("bench", i)
		if _, err := Render(context.Background(), src, th); err != nil {
			b.Fatal(err)
		}
	}
}

func TestFitScale(t *testing.T) {
	for _, c := range []struct{ w, h, scale, want float64 }{
		{500, 400, 2, 2},                    // small: the theme's density
		{4000, 4000, 2, 1},                  // 16 Mpx at density 1
		{40000, 1000, 2, 0.632455532033676}, // wide: still 16 Mpx
	} {
		got, err := fitScale(c.w, c.h, c.scale)
		if err != nil || math.Abs(got-c.want) > 1e-9 {
			t.Errorf("fitScale(%v, %v, %v) = %v, %v; want %v", c.w, c.h, c.scale, got, err, c.want)
		}
	}
	if _, err := fitScale(1e6, 1e6, 2); err == nil {
		t.Error("a picture a million points square was accepted")
	}
}

// A graph too large for the theme's density is drawn at a lower one,
// within the pixel budget, and says so.
func TestLargeGraphScaledDown(t *testing.T) {
	pic, err := Render(context.Background(), chain(400), Light)
	if err != nil {
		t.Fatal(err)
	}
	b := pic.Image.Bounds()
	if pic.Scale >= Light.Scale || b.Dx()*b.Dy() > pixelBudget {
		t.Errorf("drawn %dx%d at %v pixels per point", b.Dx(), b.Dy(), pic.Scale)
	}
}
