package extractor

import (
	"strings"
	"testing"

	"folio/extractor/internal/parse"
)

// Only a tree of settleFrom nodes or more collects between stages; below
// the size whose budget reaches it, the tree is not even counted.
func TestSettler(t *testing.T) {
	cases := []struct {
		name string
		page []byte
		want bool
	}{
		{"small page", []byte("<p>one<p>two"), false},
		{"cells at the budget, 2 MB", shapeNamed(t, "short-cells").page(2 << 20), true},
		{"one paragraph, 2 MB", []byte("<p>" + strings.Repeat("lorem ipsum ", 2<<20/12)), false},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			doc, err := parse.Parse(c.page, "", parse.Limits(DefaultLimits))
			if err != nil {
				t.Fatal(err)
			}
			if got := newSettler(doc, len(c.page), DefaultLimits).on; got != c.want {
				t.Errorf("settler on = %v, want %v", got, c.want)
			}
		})
	}
	doc, err := parse.Parse([]byte("<p>a<p>b"), "", parse.Limits{})
	if err != nil {
		t.Fatal(err)
	}
	// The document, html, head, body, and two paragraphs of one text each.
	if n := countNodes(doc, 100); n != 8 {
		t.Errorf("countNodes = %d, want 8", n)
	}
	if n := countNodes(doc, 3); n != 3 {
		t.Errorf("countNodes up to 3 = %d", n)
	}
}

func shapeNamed(t *testing.T, name string) shape {
	for _, s := range shapes {
		if s.name == name {
			return s
		}
	}
	t.Fatalf("no shape %q", name)
	return shape{}
}
