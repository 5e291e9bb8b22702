package rules

import (
	"slices"
	"testing"

	"folio/extractor/internal/htmltest"
)

// TestPassSharesOneScan: a Pass answers both stages' triggers from one
// scan, and looks again once a rule has changed the page.
func TestPassSharesOneScan(t *testing.T) {
	src := `rules:
  - id: drop-b
    trigger: {exists: '.a'}
    apply: {remove: ['.b']}
  - id: after-b
    stage: after
    trigger: {exists: '.b'}
    apply: {remove: ['.x']}
  - id: after-c
    stage: after
    trigger: {exists: '.c'}
    apply: {remove: ['.y']}
`
	rs, err := Parse([]byte(src), "p.yaml")
	if err != nil {
		t.Fatal(err)
	}
	set := NewSet(rs)
	cases := []struct {
		page          string
		before, after []string
	}{
		// drop-b removes .b: after-b's answer is stale and must not fire.
		{`<div class="a"></div><div class="b"></div><div class="c"></div>`, []string{"drop-b"}, []string{"after-c"}},
		// Nothing changes the page before classification: one scan answers both.
		{`<div class="b"></div><div class="c"></div>`, nil, []string{"after-b", "after-c"}},
	}
	for _, c := range cases {
		doc := htmltest.Parse(t, []byte(c.page))
		p := set.NewPass(doc, "")
		before := p.Apply(Before)
		if c.before == nil && p.found == nil {
			t.Errorf("%s: no scan kept after the before stage", c.page)
		}
		scanned := p.found
		after := p.Apply(After)
		if !slices.Equal(before.Fired, c.before) || !slices.Equal(after.Fired, c.after) {
			t.Errorf("%s: fired %v then %v, want %v then %v", c.page, before.Fired, after.Fired, c.before, c.after)
		}
		if c.before == nil && &scanned[0] != &p.found[0] {
			t.Errorf("%s: the after stage scanned the page again", c.page)
		}
	}
}
