package score

import (
	"fmt"
	"io"
	"sort"
	"strings"
	"time"
)

// Write prints the report: overall and per-type scores, snippet rates, the
// worst pages, timings, and a machine-readable last line.
func (r *Report) Write(w io.Writer, worst int) {
	fmt.Fprintf(w, "corpus %s: %d pages", r.Corpus, r.Overall.Pages)
	if r.Errors > 0 {
		fmt.Fprintf(w, " (%d errors)", r.Errors)
	}
	fmt.Fprintln(w)
	fmt.Fprintf(w, "%-14s %6s %9s %7s %7s %6s %7s\n", "type", "pages", "precision", "recall", "F1", "with", "without")
	row := func(name string, s Summary) {
		fmt.Fprintf(w, "%-14s %6d %9.3f %7.3f %7.3f %s %s\n", name, s.Pages,
			s.Precision, s.Recall, s.F1, pct(s.WithRate(), s.With, 6), pct(s.LeakRate(), s.Without, 7))
	}
	for _, t := range r.Types() {
		row(t, r.ByType[t])
	}
	row("overall", r.Overall)
	kinds := r.keptKinds()
	writeKept(w, r.Overall.Kept, kinds)
	if worst > 0 {
		fmt.Fprintf(w, "\nworst %d pages:\n", worst)
		for _, p := range r.Worst(worst) {
			url := p.URL
			if url != "" {
				url = " " + url
			}
			fmt.Fprintf(w, "  %s %-13s F1=%.3f P=%.3f R=%.3f%s%s\n", p.ID, p.Type, p.F1, p.Precision, p.Recall, url, pageKept(p.Kept, kinds))
		}
	}
	parse, total := r.timings()
	fmt.Fprintf(w, "\ntime per page: parse p50 %v, extract p50 %v (%.2fx parse), p99 %v\n",
		round(parse.P50), round(total.P50), ratio(total.P50, parse.P50), round(total.P99))
	o := r.Overall
	fmt.Fprintf(w, "gym: corpus=%s pages=%d f1=%.4f precision=%.4f recall=%.4f with=%.4f without=%.4f",
		r.Corpus, o.Pages, o.F1, o.Precision, o.Recall, o.WithRate(), o.LeakRate())
	if o.Kept != nil {
		for _, k := range kinds {
			fmt.Fprintf(w, " %s=%.4f", k, o.Kept[k].Share())
		}
	}
	fmt.Fprintln(w)
}

// keptKinds are the structure kinds the report names: Readability's
// expected HTML has images too, a reference Markdown is checked for
// MarkdownKinds.
func (r *Report) keptKinds() []string {
	if r.Corpus == Readability {
		return ReadabilityKinds
	}
	return MarkdownKinds
}

// writeKept prints the structure check: per kind, how many of the
// reference's items the output's Markdown keeps, summed over the pages.
func writeKept(w io.Writer, kept map[string]Kept, kinds []string) {
	if kept == nil {
		return
	}
	fmt.Fprintf(w, "\nstructure kept (reference items the Markdown keeps):\n")
	for _, k := range kinds {
		c := kept[k]
		fmt.Fprintf(w, "  %-12s %5d of %5d %6.1f%%\n", k, c.Kept, c.Total, 100*c.Share())
	}
}

// pageKept is one page's structure check for the worst-pages list: kept/total
// for each kind its reference has.
func pageKept(kept map[string]Kept, kinds []string) string {
	var b strings.Builder
	for _, k := range kinds {
		if c, ok := kept[k]; ok && c.Total > 0 {
			fmt.Fprintf(&b, " %s=%d/%d", k, c.Kept, c.Total)
		}
	}
	return b.String()
}

// Quantiles are the median and the 99th percentile of a set of durations.
type Quantiles struct{ P50, P99 time.Duration }

func (r *Report) timings() (parse, total Quantiles) {
	var ps, ts []time.Duration
	for _, p := range r.Pages {
		if p.Err == nil {
			ps = append(ps, p.Parse)
			ts = append(ts, p.Total)
		}
	}
	return Quantile(ps), Quantile(ts)
}

// Quantile returns ds' median and 99th percentile; it sorts ds.
func Quantile(ds []time.Duration) Quantiles {
	if len(ds) == 0 {
		return Quantiles{}
	}
	sort.Slice(ds, func(i, j int) bool { return ds[i] < ds[j] })
	return Quantiles{ds[len(ds)/2], ds[min(len(ds)-1, len(ds)*99/100)]}
}

func ratio(a, b time.Duration) float64 {
	if b == 0 {
		return 0
	}
	return float64(a) / float64(b)
}

func round(d time.Duration) time.Duration { return d.Round(10 * time.Microsecond) }

// pct formats a snippet rate, or "-" when the corpus has no snippets.
func pct(r float64, n, width int) string {
	if n == 0 {
		return fmt.Sprintf("%*s", width, "-")
	}
	return fmt.Sprintf("%*.1f%%", width-1, 100*r)
}
