package gym

import (
	"flag"
	"fmt"
	"io"
	"strings"

	"folio/extractor"
	"folio/gym/score"
	"folio/internal/cliargs"
)

const ablateUsage = `usage: gym ablate wcxb|scrapinghub|traf|readability DIR [--rule NAME[,NAME]] [--pages N] [--jobs N]

Prices the prune rules (folio-extract's rule=NAME; all of them unless
--rule names some). It scores the corpus once with every rule, noting the
rules that cut or keep something on each page, then scores again, rule by
rule, only the pages that rule acted on, with the rule turned off. Per
rule: the pages and hosts it acted on; dmean, the change of the mean page
F1 were the rule removed (summed change / all pages); dcorpus, the change
of the corpus's own metric; the pages and hosts that rise and fall without
it; top, the share of the rule's gain (the summed fall of the hosts that
fall without it) held by its largest host. A positive change says the
rule costs the corpus ('+' in the flag column); '1' flags a rule that
helps one host only while others would rise without it. --pages N lists
under each rule the N pages that rise most without it and the N that fall
most.
`

// ablateCommand implements `gym ablate`.
func ablateCommand(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("gym ablate", flag.ContinueOnError)
	fs.SetOutput(stderr)
	fs.Usage = func() { fmt.Fprint(stderr, ablateUsage) }
	var only ruleList
	fs.Var(&only, "rule", "price only these rules (comma-separated, repeatable)")
	pagesN := fs.Int("pages", 3, "list the N pages that rise and fall most without each rule")
	jobs := fs.Int("jobs", 2, "parallel workers")
	pos, err := cliargs.Parse(fs, args)
	if err != nil {
		if err == flag.ErrHelp {
			return 0
		}
		return 2
	}
	if len(pos) != 2 || !score.Known(score.Corpus(pos[0])) || *pagesN < 0 {
		fmt.Fprint(stderr, ablateUsage)
		return 2
	}
	if bad := unknownRules(only); bad != "" {
		fmt.Fprintf(stderr, "gym: unknown prune rule %q (rules: %s)\n", bad, strings.Join(extractor.PruneRules(), ", "))
		return 2
	}
	c := score.Corpus(pos[0])
	pages, err := score.LoadPages(c, pos[1])
	if err != nil {
		fmt.Fprintf(stderr, "gym: %v\n", err)
		return 1
	}
	Ablate(c, pages, only, *jobs).Write(stdout, *pagesN)
	return 0
}

// Write prints the ablation: the corpus's score with every rule, then a
// row per rule and, with pages > 0, its most changed pages.
func (a *Ablation) Write(w io.Writer, pages int) {
	o := a.Base.Overall
	runs := 0
	for _, r := range a.Rules {
		runs += len(r.Pages)
	}
	fmt.Fprintf(w, "ablate %s: %d pages, F1 %.6f with every rule; %d pages scored again\n", a.Base.Corpus, o.Pages, o.F1, runs)
	fmt.Fprintf(w, "%-18s %5s %5s %9s %9s %5s %5s %6s %6s %5s %4s\n",
		"rule", "pages", "hosts", "dmean", "dcorpus", "up", "down", "hup", "hdown", "top", "flag")
	for _, r := range a.Rules {
		flag := ""
		if r.Corpus > deltaEps {
			flag += "+"
		}
		if r.HostsDown == 1 && r.HostsUp > 0 {
			flag += "1"
		}
		top := "-"
		if r.TopHost > 0 {
			top = fmt.Sprintf("%.0f%%", 100*r.TopHost)
		}
		fmt.Fprintf(w, "%-18s %5d %5d %+9.6f %+9.6f %5d %5d %6d %6d %5s %4s\n",
			r.Rule, len(r.Pages), r.Hosts, r.Mean, r.Corpus, r.Up, r.Down, r.HostsUp, r.HostsDown, top, flag)
		if pages == 0 {
			continue
		}
		rise, fall := r.Extremes(pages)
		for _, p := range rise {
			fmt.Fprintf(w, "    rises %s %+.4f (%.3f -> %.3f) %s\n", p.ID, p.Delta(), p.With, p.Without, p.Host)
		}
		for _, p := range fall {
			fmt.Fprintf(w, "    falls %s %+.4f (%.3f -> %.3f) %s\n", p.ID, p.Delta(), p.With, p.Without, p.Host)
		}
	}
}

// ruleList is a flag of prune rule names, comma-separated or repeated.
type ruleList []string

func (l *ruleList) String() string { return strings.Join(*l, ",") }

func (l *ruleList) Set(v string) error {
	for _, name := range strings.Split(v, ",") {
		if name = strings.TrimSpace(name); name != "" {
			*l = append(*l, name)
		}
	}
	return nil
}

// unknownRules returns the first name that is not a prune rule, "" when
// every name is one.
func unknownRules(names []string) string {
	known := map[string]bool{}
	for _, n := range extractor.PruneRules() {
		known[n] = true
	}
	for _, n := range names {
		if !known[n] {
			return n
		}
	}
	return ""
}
