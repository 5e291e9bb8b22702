package score

import (
	"fmt"
	"io"
	"sort"
	"strings"
)

// Glued words: two words an extractor writes with no space between them
// ("MerrellMoab", "1composer", "U+00DF0x") are one token that is neither,
// lost to precision and recall. Glued finds them against a truth text: an
// output token the truth holds fewer times than the output, which splits
// into two tokens standing side by side in the truth. Splits that are
// English inflections or contractions are not glue ("its" for "it's",
// "websites" for "website's": a second part under two letters, or "re",
// "ve", "ll"), nor a one-letter first part other than a digit.

// Glued returns the glued tokens of pred (lower-cased, each as often as
// the output holds it beyond the truth's count), in order of first
// appearance.
func Glued(pred, truth string) []string {
	tt := Tokens(truth, true)
	if len(tt) < 2 {
		return nil
	}
	side := make(map[[2]string]bool, len(tt))
	count := make(map[string]int, len(tt))
	for i, t := range tt {
		count[t]++
		if i > 0 {
			side[[2]string{tt[i-1], t}] = true
		}
	}
	seen := make(map[string]int)
	var out []string
	for _, t := range Tokens(pred, true) {
		if seen[t]++; seen[t] <= count[t] || !gluedSplit(t, side) {
			continue
		}
		out = append(out, t)
	}
	return out
}

// gluedSplit reports whether t splits into two tokens that stand side by
// side in the truth (side), apart from inflections and contractions.
func gluedSplit(t string, side map[[2]string]bool) bool {
	for i := 1; i < len(t); i++ {
		a, b := t[:i], t[i:]
		if len(b) < 2 || b == "re" || b == "ve" || b == "ll" || len(a) < 2 && (a[0] < '0' || a[0] > '9') {
			continue
		}
		if side[[2]string{a, b}] {
			return true
		}
	}
	return false
}

// WriteGlued prints the glued tokens of the run (Options.Glued): the
// total, and the n pages with most, each with its first tokens.
func (r *Report) WriteGlued(w io.Writer, n int) {
	pages, total := r.mostFirst(func(p PageResult) int { return len(p.Glued) })
	fmt.Fprintf(w, "glued tokens: %d on %d pages\n", total, len(pages))
	for _, p := range pages[:min(n, len(pages))] {
		toks := p.Glued[:min(12, len(p.Glued))]
		// "glued" leads each line so that the page lines of the report,
		// which scripts sum, are the only ones starting with an id.
		fmt.Fprintf(w, "  glued %s %-13s %4d %s\n", p.ID, p.Type, len(p.Glued), strings.Join(toks, " "))
	}
	fmt.Fprintln(w)
}

// mostFirst returns the pages with at least one of what count counts, most
// first (ties by id), and the sum of the counts: the order of the --glued
// and --leaks lists.
func (r *Report) mostFirst(count func(PageResult) int) ([]PageResult, int) {
	var pages []PageResult
	total := 0
	for _, p := range r.Pages {
		if c := count(p); c > 0 {
			pages = append(pages, p)
			total += c
		}
	}
	sort.SliceStable(pages, func(i, j int) bool {
		if ci, cj := count(pages[i]), count(pages[j]); ci != cj {
			return ci > cj
		}
		return pages[i].ID < pages[j].ID
	})
	return pages, total
}
