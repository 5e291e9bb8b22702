package gym

import (
	"fmt"
	"io"
	"sort"
)

// DefaultMaxDrop is the gate's allowed fall of any page's score: two points
// is below what a real regression costs on a hand-written entry (one anchor
// of five is 0.1) and above float noise.
const DefaultMaxDrop = 0.02

// Delta is one page's change of one metric between a baseline and a run.
type Delta struct {
	Key    string
	Metric string // "score", "word_f1" or "structure_f1"
	Before float64
	After  float64
}

// Change is After - Before.
func (d Delta) Change() float64 { return d.After - d.Before }

func (d Delta) String() string {
	return fmt.Sprintf("%s %s %.3f -> %.3f (%+.3f)", d.Key, d.Metric, d.Before, d.After, d.Change())
}

// metricsOf returns the metrics a page is gated on: the expectation score
// always, word F1 and structure F1 where the page has them, so that a page
// whose expectations still pass but whose text fell apart is caught too.
func metricsOf(r Result) map[string]float64 {
	m := map[string]float64{"score": r.Score}
	if r.Word != nil {
		m["word_f1"] = r.Word.F1
	}
	if r.Structure != nil {
		m["structure_f1"] = r.Structure.F1
	}
	return m
}

// Compare returns every metric change of pages present in both runs, largest
// fall first; pages in one run only are not compared.
func Compare(baseline, current []Result) []Delta {
	base := map[string]Result{}
	for _, r := range baseline {
		base[r.Key] = r
	}
	var ds []Delta
	for _, r := range current {
		b, ok := base[r.Key]
		if !ok {
			continue
		}
		before, after := metricsOf(b), metricsOf(r)
		for _, m := range []string{"score", "word_f1", "structure_f1"} {
			bv, ok1 := before[m]
			av, ok2 := after[m]
			if ok1 && ok2 && abs(av-bv) > 1e-9 {
				ds = append(ds, Delta{Key: r.Key, Metric: m, Before: bv, After: av})
			}
		}
	}
	sort.SliceStable(ds, func(i, j int) bool { return ds[i].Change() < ds[j].Change() })
	return ds
}

// Gate returns the changes that fall by more than maxDrop.
func Gate(baseline, current []Result, maxDrop float64) []Delta {
	var failed []Delta
	for _, d := range Compare(baseline, current) {
		if d.Change() < -maxDrop-1e-9 {
			failed = append(failed, d)
		}
	}
	return failed
}

// writeGate prints the gate's verdict and reports whether it passed.
func writeGate(w io.Writer, baseline, current []Result, maxDrop float64) bool {
	failed := Gate(baseline, current, maxDrop)
	if len(failed) == 0 {
		fmt.Fprintf(w, "gate: pass (no page fell by more than %.3f)\n", maxDrop)
		return true
	}
	fmt.Fprintf(w, "gate: FAIL: %d metric(s) fell by more than %.3f\n", len(failed), maxDrop)
	for _, d := range failed {
		fmt.Fprintf(w, "  %s\n", d)
	}
	return false
}

func abs(x float64) float64 {
	if x < 0 {
		return -x
	}
	return x
}
