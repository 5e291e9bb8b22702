package extractor

import (
	"errors"
	"slices"
	"strings"
	"testing"
)

// TestPruneAblation turns boilerplate-line off: the line it cut comes
// back, the rule is reported as acting only while it runs, and a name
// that is no prune rule is refused as a bad option rather than measuring
// nothing.
func TestPruneAblation(t *testing.T) {
	page := []byte(`<html><body><main><article><h1>The river survey</h1>` +
		`<p>The survey of the river began in early spring, when the water was still high and cold, and the team counted fish at twelve stations along the lower reach of the valley.</p>` +
		`<p>Each station was visited twice a week, and the counts were written down by hand before they were entered into the shared tables that the whole team could read.</p>` +
		`<p>Was this article helpful?</p></article></main></body></html>`)
	for _, off := range [][]string{nil, {"boilerplate-line"}} {
		var acted []string
		res, err := Extract(page, WithPruneAblation(off, func(r string) { acted = append(acted, r) }))
		if err != nil {
			t.Fatal(err)
		}
		kept := strings.Contains(res.Text, "Was this article helpful?")
		if kept != (off != nil) || slices.Contains(acted, "boilerplate-line") == (off != nil) {
			t.Errorf("off %q: line kept %v, acted %q", off, kept, acted)
		}
	}
	if !slices.Contains(PruneRules(), "boilerplate-line") {
		t.Errorf("PruneRules() = %q", PruneRules())
	}
	if _, err := Extract(page, WithPruneAblation([]string{"no-such-rule"}, nil)); !errors.Is(err, ErrBadOption) {
		t.Errorf("unknown rule: %v, want ErrBadOption", err)
	}
}
