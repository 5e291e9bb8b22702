package metadata

import (
	"strings"
	"testing"
)

// TestBylineOpeningsOneHome checks that every reader of the byline
// openings knows every opening of bylineopenings.go: the cheap pre-checks
// (bylineLead, latinLead, maxLeadWord) let each through, and cleanAuthor
// strips each one a name may carry on any page.
func TestBylineOpeningsOneHome(t *testing.T) {
	for _, o := range textOpenings {
		if !bylineLead(o.lead + " Jane Doe") {
			t.Errorf("bylineLead misses %q", o.lead)
		}
		if o.label && !bylineLabel.MatchString(o.lead) {
			t.Errorf("bylineLabel misses %q", o.lead)
		}
		line := strings.ToUpper(o.lead[:1]) + o.lead[1:]
		if o.colon {
			line += ":"
		}
		if o.start && !bylineStart.MatchString(line+" Jane Doe") {
			t.Errorf("bylineStart misses %q", line)
		}
	}
	for _, b := range latinBylines {
		if !latinLead(b.lead[0]) {
			t.Errorf("latinLead misses %q", b.lead)
		}
		if b.word > maxLeadWord {
			t.Errorf("maxLeadWord %d is under %q's first word", maxLeadWord, b.lead)
		}
		if got := latinBylineLead(b.lead+" Jane Doe", b.lang); got != len(b.lead) {
			t.Errorf("latinBylineLead(%q, %q) = %d", b.lead, b.lang, got)
		}
	}
	for _, c := range creditWords {
		if c.bare && !c.anyPage {
			t.Errorf("%q opens a byline alone but cleanAuthor leaves it on the name", c.word)
		}
		for _, b := range c.before {
			if got := cleanAuthor(b + " " + c.word + " Jane Doe"); got != "Jane Doe" {
				t.Errorf("cleanAuthor(%q) = %q", b+" "+c.word+" Jane Doe", got)
			}
			// The text walk runs a label into the name: "Geschrieben vonJane Doe".
			r := []rune(b)
			glued := strings.ToUpper(string(r[:1])) + string(r[1:]) + " " + c.word + "Jane Doe"
			if got := cleanAuthor(glued); got != "Jane Doe" {
				t.Errorf("cleanAuthor(%q) = %q", glued, got)
			}
		}
		if got := cleanAuthor(c.word + " Jane Doe"); c.anyPage != (got == "Jane Doe") {
			t.Errorf("cleanAuthor(%q) = %q (anyPage %v)", c.word+" Jane Doe", got, c.anyPage)
		}
	}
	for _, l := range append(creditLabels, creditListLabels...) {
		if got := cleanAuthor(l + ": Jane Doe"); got != "Jane Doe" {
			t.Errorf("cleanAuthor(%q) = %q", l+": Jane Doe", got)
		}
	}
}
