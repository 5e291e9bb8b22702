package templates

import (
	"time"

	"golang.org/x/net/html"

	"folio/extractor/internal/fingerprint"
)

// LearnedTemplate is the cheap extractor induced for one layout of a host.
// Values returned by a Cache are copies: reading them needs no lock.
type LearnedTemplate struct {
	Host        string                  `json:"host"`
	ID          int                     `json:"id"` // layout number within the host
	Version     int                     `json:"version"`
	Fingerprint fingerprint.Fingerprint `json:"fingerprint"`
	Rules       []Rule                  `json:"rules"`
	// Pages counts the pages the template held on, MeanText and MeanLink
	// their running mean text bytes and link density: the baseline of the
	// drift checks.
	Pages int `json:"pages"`
	// Checks counts the pages that were also classified in full and merged
	// into the rules (Warmup of them before the template is trusted).
	Checks int `json:"checks"`
	// NextCheck is the page count at which the next page is checked: it
	// doubles while checks confirm the rules and comes back close when a
	// check changes them (exponential back-off, as in TCP retransmission),
	// so a stable layout costs a logarithmic number of full
	// classifications and a layout with rare chrome keeps learning it.
	NextCheck int        `json:"next_check"`
	MeanText  float64    `json:"mean_text"`
	MeanLink  float64    `json:"mean_link"`
	Created   time.Time  `json:"created"`
	Used      time.Time  `json:"used"`
	History   []Revision `json:"history,omitempty"`
}

// Revision is a replaced version of a learned template.
type Revision struct {
	Version  int       `json:"version"`
	Rules    []Rule    `json:"rules"`
	Pages    int       `json:"pages"`
	Replaced time.Time `json:"replaced"`
	Reason   string    `json:"reason"` // the drift that caused the refit
}

// Info identifies t for a result.
func (t *LearnedTemplate) Info() *Info {
	return &Info{Host: t.Host, Source: Learned, Version: t.Version}
}

// Apply selects the content of doc with t's rules and checks it against
// what t usually selects: it returns a *DriftError when the selectors stop
// matching, the text turns to links, or the output is far shorter than
// usual. On drift the caller classifies the page and calls Cache.Learn.
func (t *LearnedTemplate) Apply(doc *html.Node) (Selection, error) {
	sel := selectRules(doc, t.Rules)
	return sel, checkDrift(&sel, t.MeanText, t.MeanLink)
}

// observe folds one page's stats into the running means: a plain mean over
// the first meanWindow pages, then an exponential mean with that window, so
// a site whose articles grow slowly does not drift.
func (t *LearnedTemplate) observe(s Stats, now time.Time) {
	const meanWindow = 16
	t.Pages++
	k := float64(min(t.Pages, meanWindow))
	t.MeanText += (float64(s.Text) - t.MeanText) / k
	t.MeanLink += (s.LinkDensity() - t.MeanLink) / k
	t.Used = now
}

// withConfidence returns t's rules with their confidence: the share of the
// checked pages that induced the rule, n/(checks+1) so that one page gives
// 0.5 and nine agreeing pages 0.9.
func (t *LearnedTemplate) withConfidence() []Rule {
	out := make([]Rule, len(t.Rules))
	for i, r := range t.Rules {
		r.Confidence = float64(r.Observations) / float64(t.Checks+1)
		r.compiled = nil
		out[i] = r
	}
	return out
}

// NeedsCheck reports whether the next page should be checked: classified in
// full, that result used, and passed to Cache.Learn. True during the warm-up
// and then at back-off points (NextCheck).
func (t *LearnedTemplate) NeedsCheck() bool {
	return t.Checks < Warmup || t.Pages >= t.NextCheck
}

// compileRules compiles rules read from disk; false when one does not
// compile (a file from another version).
func compileRules(rules []Rule) bool {
	for i := range rules {
		if _, err := rules[i].compile(); err != nil {
			return false
		}
	}
	return len(rules) > 0
}
