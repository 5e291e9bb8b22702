package score

import (
	"fmt"
	"io"
	"strconv"
	"strings"
)

// Leaks are the without snippets (boilerplate the output must not hold)
// that a page's output holds, listed so that they can be grouped by cause
// (issue 12 asks what leaks on trafilatura-dev and in which language).
// A snippet leaks as the corpus's metric counts it: on Traf as TrafCount
// finds a false positive (white space normalised, case kept), elsewhere
// as the without rate does (Normalize).
func leaks(c Corpus, text string, without []string) []string {
	var out []string
	if c == Traf {
		norm := TrafNormalize(text)
		for _, s := range without {
			if strings.Contains(norm, TrafNormalize(s)) {
				out = append(out, s)
			}
		}
		return out
	}
	norm := Normalize(text)
	for _, s := range without {
		if ns := Normalize(s); ns != "" && strings.Contains(norm, ns) {
			out = append(out, s)
		}
	}
	return out
}

// WriteLeaks prints the leaked without snippets of the run (Options.Leaks):
// the total, and the n pages with most, each with its language group and
// its snippets quoted.
func (r *Report) WriteLeaks(w io.Writer, n int) {
	pages, total := r.mostFirst(func(p PageResult) int { return len(p.Leaks) })
	fmt.Fprintf(w, "leaked without snippets: %d on %d pages\n", total, len(pages))
	for _, p := range pages[:min(n, len(pages))] {
		q := make([]string, len(p.Leaks))
		for k, s := range p.Leaks {
			q[k] = strconv.Quote(s)
		}
		// "leak" leads each line so that the page lines of the report,
		// which scripts sum, are the only ones starting with an id.
		fmt.Fprintf(w, "  leak %s %-8s %s %s\n", p.ID, p.Lang, p.URL, strings.Join(q, " "))
	}
	fmt.Fprintln(w)
}
