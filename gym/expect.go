package gym

import (
	"strings"

	"folio/gym/score"
)

// Expectations are what a page's output is checked against; the entry
// format writes them by hand, the wcxb loader maps with[] to anchors and
// without[] to intrusions.
type Expectations struct {
	Anchors        []string
	Intrusions     []string
	MustNotContain []string
}

// Evaluate checks the output against the expectations. Anchors and
// intrusions are phrases matched in Normalize form against the plain text
// (markup would split a phrase); must-not-contain patterns are exact,
// case-sensitive substrings of the Markdown, for leftovers such as
// "{{", "&nbsp;" or "[](" that only show in the markup.
func (x Expectations) Evaluate(markdown, text string) (anchors, intrusions, mustNot Check) {
	norm := score.Normalize(text)
	anchors = phraseCheck(x.Anchors, func(p string) bool { return strings.Contains(norm, p) })
	intrusions = phraseCheck(x.Intrusions, func(p string) bool { return !strings.Contains(norm, p) })
	mustNot = Check{}
	for _, p := range x.MustNotContain {
		mustNot.Total++
		if strings.Contains(markdown, p) {
			mustNot.Failed = append(mustNot.Failed, p)
			continue
		}
		mustNot.Passed++
	}
	return anchors, intrusions, mustNot
}

// phraseCheck counts the phrases pass accepts, in Normalize form. Phrases
// that normalise to nothing are not counted, as the wcxb scorer does.
func phraseCheck(phrases []string, pass func(norm string) bool) Check {
	var c Check
	for _, p := range phrases {
		np := score.Normalize(p)
		if np == "" {
			continue
		}
		c.Total++
		if pass(np) {
			c.Passed++
		} else {
			c.Failed = append(c.Failed, p)
		}
	}
	return c
}

// ExpectationScore weighs the three checks 0.5 / 0.3 / 0.2.
func ExpectationScore(anchors, intrusions, mustNot Check) float64 {
	return WeightAnchors*anchors.Rate() + WeightIntrusions*intrusions.Rate() + WeightMustNot*mustNot.Rate()
}
