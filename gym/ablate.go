package gym

import (
	"sort"

	"folio/extractor"
	"folio/gym/score"
	"folio/internal/parallel"
)

// What a prune rule is worth is the score lost without it. Ablate scores
// a corpus once, recording the rules that act on each page (a cut, or a
// keep that shields a block from later rules: extractor.WithPruneAblation),
// then scores again, rule by rule, only the pages that rule acted on, with
// the rule turned off. A rule that did nothing on a page cannot change it
// (each rule sees only the cuts and keeps of the ones before it), so the
// other pages keep their first score and the corpus's change is exact at
// the cost of one extraction per (rule, page) it acted on.

// Ablation is the worth of the prune rules on a corpus.
type Ablation struct {
	Base  *score.Report // the corpus scored with every rule
	Rules []RuleWorth   // in the order the rules run
}

// RuleWorth is one rule's ablation. Deltas are F1 without the rule minus
// F1 with it: a rise says the rule costs the corpus.
type RuleWorth struct {
	Rule  string
	Pages []PageDelta // the pages it acted on, in corpus order
	Hosts int         // the hosts of those pages (score.Host)
	// Mean is the change of the mean page F1 over the corpus's N pages
	// (Σ delta / N); Corpus the change of the corpus's own metric (the
	// same on wcxb and readability, F1 of the mean precision and recall
	// on ScrapingHub, of the summed snippets on traf).
	Mean, Corpus float64
	// Up and Down count the pages whose F1 rises or falls without the
	// rule; HostsUp and HostsDown the hosts whose summed change does.
	Up, Down, HostsUp, HostsDown int
	// TopHost is the share of the rule's gain (the summed fall of the
	// hosts that fall without it) that its largest host holds: near 1, the
	// rule's worth rests on one site, which an unseen split may not have.
	// 0 when no host falls.
	TopHost float64
}

// PageDelta is a page's F1 with and without a rule.
type PageDelta struct {
	ID, Host      string
	With, Without float64
}

// Delta is the page's F1 without the rule minus with it.
func (d PageDelta) Delta() float64 { return d.Without - d.With }

// deltaEps is the smallest change counted as a rise or a fall: a page
// whose F1 moves less is the same page (float sums in another order).
const deltaEps = 1e-9

// Ablate scores pages with every prune rule, then without each rule of
// only (all of extractor.PruneRules when empty) on the pages it acted on.
// jobs is the number of parallel extractions. The result is the same
// from run to run: every page is scored into its own slot.
func Ablate(c score.Corpus, pages []score.Page, only []string, jobs int) *Ablation {
	if jobs <= 0 {
		jobs = 2
	}
	base := make([]score.PageResult, len(pages))
	acted := make([]map[string]bool, len(pages))
	parallel.For(len(pages), jobs, func(i int) {
		fired := map[string]bool{}
		record := func(rule string) { fired[rule] = true }
		base[i] = scoreOne(c, pages[i], extractor.WithPruneAblation(nil, record))
		acted[i] = fired
	})
	rules := only
	if len(rules) == 0 {
		rules = extractor.PruneRules()
	}
	type job struct{ rule, page int }
	var work []job
	for r, name := range rules {
		for i := range pages {
			if acted[i][name] {
				work = append(work, job{r, i})
			}
		}
	}
	without := make([]score.PageResult, len(work))
	parallel.For(len(work), jobs, func(k int) {
		j := work[k]
		without[k] = scoreOne(c, pages[j.page], extractor.WithPruneAblation([]string{rules[j.rule]}, nil))
	})
	rep := score.Summarise(c, base)
	a := &Ablation{Base: rep, Rules: make([]RuleWorth, len(rules))}
	for r, name := range rules {
		changed := append([]score.PageResult(nil), base...)
		w := RuleWorth{Rule: name}
		for k, j := range work {
			if j.rule != r {
				continue
			}
			changed[j.page] = without[k]
			w.Pages = append(w.Pages, PageDelta{ID: base[j.page].ID, Host: score.Host(base[j.page]), With: base[j.page].F1, Without: without[k].F1})
		}
		w.Corpus = score.Summarise(c, changed).Overall.F1 - rep.Overall.F1
		w.tally(len(pages))
		a.Rules[r] = w
	}
	return a
}

// tally fills the counts and the mean change from w.Pages over a corpus
// of n pages.
func (w *RuleWorth) tally(n int) {
	hosts := map[string]float64{}
	var sum float64
	for _, p := range w.Pages {
		d := p.Delta()
		sum += d
		hosts[p.Host] += d
		switch {
		case d > deltaEps:
			w.Up++
		case d < -deltaEps:
			w.Down++
		}
	}
	w.Hosts = len(hosts)
	var gain, top float64
	for _, d := range hosts {
		switch {
		case d > deltaEps:
			w.HostsUp++
		case d < -deltaEps:
			w.HostsDown++
			gain -= d
			top = max(top, -d)
		}
	}
	if gain > 0 {
		w.TopHost = top / gain
	}
	if n > 0 {
		w.Mean = sum / float64(n)
	}
}

// Extremes returns up to k of the pages that rise most without the rule
// (the rule's cost) and up to k of those that fall most (its gain), each
// largest change first, ties by id.
func (w RuleWorth) Extremes(k int) (rise, fall []PageDelta) {
	pick := func(sign float64) []PageDelta {
		ps := append([]PageDelta(nil), w.Pages...) // in corpus order: ties by id
		sort.SliceStable(ps, func(i, j int) bool { return sign*ps[i].Delta() > sign*ps[j].Delta() })
		var out []PageDelta
		for _, p := range ps {
			if len(out) == k || sign*p.Delta() <= deltaEps {
				break
			}
			out = append(out, p)
		}
		return out
	}
	return pick(1), pick(-1)
}

// scoreOne scores one page with Folio's main profile and the options more.
func scoreOne(c score.Corpus, p score.Page, more ...extractor.Option) score.PageResult {
	rep := score.Pages(c, []score.Page{p}, score.Options{Jobs: 1, Extract: ExtractWith(extractor.ProfileMain, more...)})
	return rep.Pages[0]
}
