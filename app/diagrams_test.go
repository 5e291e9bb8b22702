package app

import (
	"context"
	"errors"
	"testing"

	"folio/diagram"
)

// A Mermaid kind the reader does not draw is named in the note over its
// source, and the error is still diagram.ErrUnsupported.
func TestUnsupportedDiagramNamesItsKind(t *testing.T) {
	for src, want := range map[string]string{
		"journey\n  title My day\n  section Go\n    Make tea: 5: Me": "Folio does not draw journey diagrams yet",
		"%% only a comment\n": "it does not start with a diagram type Folio knows",
	} {
		_, _, err := Diagrams{}.Draw(context.Background(), "mermaid", src, false)
		if err == nil || err.Error() != want || !errors.Is(err, diagram.ErrUnsupported) {
			t.Errorf("%q: %v, want %q wrapping ErrUnsupported", src, err, want)
		}
	}
	if _, _, err := (Diagrams{}).Draw(context.Background(), "mermaid", "pie\n  \"A\" : 1", false); err != nil {
		t.Errorf("a pie chart: %v", err)
	}
}
