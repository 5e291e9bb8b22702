package fingerprint

import (
	"fmt"
	"strings"
	"testing"
)

// article builds a text of n sentences about a topic.
func article(topic string, n int) string {
	var b strings.Builder
	for i := 0; i < n; i++ {
		fmt.Fprintf(&b, "Sentence %d tells the reader about %s and why %s matters today. ", i, topic, topic)
	}
	return b.String()
}

func TestSketchTextNearDuplicates(t *testing.T) {
	base := article("gardening", 40)
	same := SketchText(base)
	if s := Similarity(same, SketchText(base)); s != 1 {
		t.Errorf("identical texts: similarity %.2f, want 1", s)
	}
	edited := "Published on Monday. " + strings.ToUpper(base) + " Share this story."
	if s := Similarity(same, SketchText(edited)); s < SameText {
		t.Errorf("case change and a byline: similarity %.2f < %.2f", s, SameText)
	}
	other := SketchText(strings.Repeat("Telescopes gather faint light from distant galaxies at night. ", 40))
	if s := Similarity(same, other); s > 0.1 {
		t.Errorf("different texts: similarity %.2f > 0.1", s)
	}
}

func TestSketchTextShortAndEmpty(t *testing.T) {
	for _, s := range []string{"", "   ", "!!! ... ---"} {
		if fp := SketchText(s); !fp.IsZero() {
			t.Errorf("SketchText(%q) is not zero", s)
		}
	}
	a, b := SketchText("Hello world"), SketchText("hello, WORLD!")
	if a.IsZero() || Similarity(a, b) != 1 {
		t.Errorf("short texts differing in case and punctuation: similarity %.2f", Similarity(a, b))
	}
	if s := Similarity(a, SketchText("Goodbye world")); s != 0 {
		t.Errorf("different short texts: similarity %.2f", s)
	}
}

func TestSketchTextUnicodeWords(t *testing.T) {
	a := SketchText("Über die Brücke gehen wir heute Abend zusammen nach Hause")
	b := SketchText("ÜBER DIE BRÜCKE GEHEN WIR HEUTE ABEND ZUSAMMEN NACH HAUSE")
	if Similarity(a, b) != 1 {
		t.Errorf("German text in two cases: similarity %.2f", Similarity(a, b))
	}
}

func TestSketchTextInIndex(t *testing.T) {
	idx := NewIndex()
	idx.Add("a", SketchText(article("gardening", 30)))
	idx.Add("b", SketchText(strings.Repeat("Telescopes gather faint light from distant galaxies. ", 30)))
	id, _, ok := idx.Probe(SketchText(article("gardening", 30)+" Read more."), SameText)
	if !ok || id != "a" {
		t.Errorf("probe = %q, %v; want a", id, ok)
	}
}
