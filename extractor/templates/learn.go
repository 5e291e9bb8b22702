package templates

import (
	"errors"
	"slices"
	"strconv"
	"time"

	"golang.org/x/net/html"

	"folio/extractor/internal/fingerprint"
)

// Warmup is the number of pages of a layout classified in full before its
// template is trusted alone. One page can mislead (on the synthetic corpus
// the classifier keeps the H1 as content on some pages and not on others);
// three pages give a majority for the main selectors and show most of the
// layout's optional chrome (share bars, ads, forms).
const Warmup = 3

// Learn folds a page classified in full into the templates of host:
//
//   - a page whose fingerprint matches no layout starts a new one;
//   - cause is the *DriftError of Apply: "missing" and "links" refit the
//     layout (its rules are replaced, the old version goes to the history);
//   - a page on which the layout's rules and the classifier disagree
//     (Agreement below MinAgreement) restarts the layout from that page:
//     a template serves only after Warmup pages in a row agree, and stops
//     at the first check that disagrees (at least one page in
//     MaxCheckInterval is checked), so pages forged to teach a host a
//     wrong template are undone by the host's genuine pages;
//   - otherwise (warm-up checks, a page shorter than usual) the page's
//     rules are merged: each rule counts the checked pages that induced it,
//     main rules without a majority are dropped, chrome rules that hit
//     content on this page are dropped, new chrome rules are added.
//
// It returns a copy of the stored template, or ErrNoTemplate when the page
// has no stable selectors.
func (c *Cache) Learn(host string, fp fingerprint.Fingerprint, doc *html.Node, blocks []Block, cause error) (LearnedTemplate, error) {
	host = NormHost(host)
	if err := ValidHost(host); err != nil {
		return LearnedTemplate{}, err
	}
	rules, err := Induce(doc, blocks)
	if err != nil {
		return LearnedTemplate{}, err
	}
	if len(rules) > MaxRules {
		return LearnedTemplate{}, ErrNoTemplate
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	e := c.entry(host, true)
	now := c.now()
	var t *LearnedTemplate
	id, _, ok := e.index.Probe(fp, c.opt.Similarity)
	if ok {
		t = e.byID(id)
	}
	switch {
	case t == nil:
		t = &LearnedTemplate{Host: host, ID: e.nextID, Version: 1, Created: now, Used: now, Rules: rules, Checks: 1}
		e.nextID++
		e.layouts = append(e.layouts, t)
		c.evictLayouts(e)
	case refits(cause):
		c.restart(t, rules, now, cause.Error())
	case Agreement(doc, t.Rules, blocks) < MinAgreement:
		// The classifier reads this page otherwise than the template: the
		// template was taught by pages unlike this one (a client posting
		// pages with a forged url, or a layout that changed under the same
		// fingerprint). It stops serving and starts over from this page,
		// and needs Warmup agreeing pages before it serves again.
		c.restart(t, rules, now, "disagreed with the classifier")
	default:
		merged := mergeRules(t.Rules, rules, doc, blocks, t.Checks+1)
		t.NextCheck = nextCheck(t, sameRules(t.Rules, merged))
		t.Rules = merged
		t.Checks++
	}
	t.Fingerprint = fp
	t.observe(selectRules(doc, t.Rules).Stats, now)
	e.index.Add(strconv.Itoa(t.ID), fp)
	e.hit(now)
	return *t, c.save(host, e)
}

// restart replaces t's rules with rules induced on one page, keeping the
// old version in the history: t warms up again before it serves.
func (c *Cache) restart(t *LearnedTemplate, rules []Rule, now time.Time, reason string) {
	t.History = append([]Revision{{Version: t.Version, Rules: t.withConfidence(), Pages: t.Pages, Replaced: now, Reason: reason}}, t.History...)
	t.History = t.History[:min(len(t.History), c.opt.MaxHistory)]
	t.Version++
	t.Rules, t.Checks, t.NextCheck = rules, 1, 0
	t.Pages, t.MeanText, t.MeanLink = 0, 0, 0
}

// refits reports whether a drift means the layout changed.
func refits(cause error) bool {
	var d *DriftError
	return errors.As(cause, &d) && (d.Reason == "missing" || d.Reason == "links")
}

// mergeRules merges the rules induced on one more checked page (checks is
// the count including it) into old. See Learn.
func mergeRules(old, induced []Rule, doc *html.Node, blocks []Block, checks int) []Rule {
	var mains []*html.Node
	for _, b := range blocks {
		if b.Role == RoleMain {
			mains = append(mains, b.Node)
		}
	}
	chrome := chromeSet(mains, blocks)
	out := slices.DeleteFunc(slices.Clone(old), func(r Rule) bool {
		return r.Role != RoleMain && !onlyChrome(r.Selectors[0], mains, chrome)
	})
	for _, nr := range induced {
		i := slices.IndexFunc(out, func(r Rule) bool { return r.Role == nr.Role && slices.Equal(r.Selectors, nr.Selectors) })
		if i >= 0 {
			out[i].Observations++
			continue
		}
		out = append(out, nr)
	}
	return capRules(pruneMains(out, checks))
}

// pruneMains drops main rules induced on at most half of the checked pages,
// unless that would leave none: then the most observed main rules stay.
func pruneMains(rules []Rule, checks int) []Rule {
	best := 0
	for _, r := range rules {
		if r.Role == RoleMain {
			best = max(best, r.Observations)
		}
	}
	keep := func(r Rule) bool { return 2*r.Observations > checks || r.Observations == best }
	return slices.DeleteFunc(rules, func(r Rule) bool { return r.Role == RoleMain && !keep(r) })
}

// MaxCheckInterval bounds the back-off between checks: however long a
// template held, one page in MaxCheckInterval is classified again and
// compared, so a wrong template cannot serve a host for long.
const MaxCheckInterval = 8

// nextCheck schedules the next check: twice as far when the rules held
// (at most MaxCheckInterval pages on), soon (Warmup pages on) when they
// changed.
func nextCheck(t *LearnedTemplate, held bool) int {
	if held {
		return min(max(2*t.Pages, Warmup+1), t.Pages+MaxCheckInterval)
	}
	return t.Pages + Warmup
}

func sameRules(a, b []Rule) bool {
	return slices.EqualFunc(a, b, func(x, y Rule) bool {
		return x.Role == y.Role && slices.Equal(x.Selectors, y.Selectors)
	})
}
