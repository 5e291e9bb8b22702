package gym

import (
	"flag"
	"fmt"
	"io"
	"os"
	"strings"
	"time"

	"folio/extractor"
	"folio/internal/cliargs"

	"folio/gym/entry"
)

const runUsage = `usage: gym run [CORPUS...] [--out results.jsonl] [--baseline FILE] [--max-drop 0.02]
               [--flagged] [--category C] [--jobs N] [--profile P]
               [--clean-cmd CMD] [--clean-timeout 60s]
Extracts and scores every page of each CORPUS folder: gym entries
(<id>/entry.yaml + page.html[.gz]), wcxb or scrapinghub (<id>.json +
<id>.html.gz). With no CORPUS, or with --flagged, it runs the pages flagged
from the reader ($FOLIO_GYM_DIR, else <user config dir>/folio/gym). With
--baseline, exits 1 when any page's score, word F1 or structure F1 falls
by more than --max-drop. --clean-cmd pipes each output (Markdown on stdin,
Markdown on stdout) and scores the result beside it.
`

// subcommands are the gym subcommands beside score.
var subcommands = map[string]func(args []string, stdout, stderr io.Writer) int{
	"run":    runCommand,
	"report": reportCommand,
	"flag":   flagCommand,
	"ablate": ablateCommand,
}

// runCommand implements `gym run`.
func runCommand(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("gym run", flag.ContinueOnError)
	fs.SetOutput(stderr)
	fs.Usage = func() { fmt.Fprint(stderr, runUsage) }
	out := fs.String("out", "", "write results as JSON lines to this file")
	baseline := fs.String("baseline", "", "results of an earlier run to gate against")
	maxDrop := fs.Float64("max-drop", DefaultMaxDrop, "largest allowed fall of a page's score")
	flagged := fs.Bool("flagged", false, "add the pages flagged from the reader")
	category := fs.String("category", "", "run only pages of this category")
	jobs := fs.Int("jobs", 2, "parallel workers")
	profile := fs.String("profile", string(extractor.ProfileMain), "extraction profile")
	cleanCmd := fs.String("clean-cmd", "", "clean-up command: Markdown on stdin, Markdown on stdout")
	cleanTimeout := fs.Duration("clean-timeout", DefaultCleanTimeout, "time limit per clean-up call")
	dirs, err := cliargs.Parse(fs, args)
	if err != nil {
		if err == flag.ErrHelp {
			return 0
		}
		return 2
	}
	prof, perr := extractor.ParseProfile(*profile)
	if perr != nil || *maxDrop < 0 {
		fmt.Fprint(stderr, runUsage)
		return 2
	}
	if len(dirs) == 0 || *flagged {
		flagDir := entry.DefaultFlagDir()
		if !entry.IsEntryCorpus(flagDir) {
			fmt.Fprintf(stderr, "gym: no flagged pages in %s yet (flag one with the reader's Report Bad Extraction, or gym flag)\n", flagDir)
			if len(dirs) == 0 {
				return 1
			}
		} else {
			dirs = append(dirs, flagDir)
		}
	}
	opts := RunOptions{Jobs: *jobs, Profile: prof, Category: *category}
	if *cleanCmd != "" {
		opts.Clean = &Cleaner{Command: *cleanCmd, Timeout: *cleanTimeout}
	}
	if IsTerminal(os.Stderr) && stderr == os.Stderr {
		opts.Progress = stderr
	}
	return runAndGate(dirs, opts, *out, *baseline, *maxDrop, stdout, stderr)
}

func runAndGate(dirs []string, opts RunOptions, out, baseline string, maxDrop float64, stdout, stderr io.Writer) int {
	var base []Result
	if baseline != "" {
		var err error
		if base, err = ReadResultsFile(baseline); err != nil {
			fmt.Fprintf(stderr, "gym: %v\n", err)
			return 1
		}
	}
	start := time.Now()
	rs, err := Run(dirs, opts)
	if err != nil {
		fmt.Fprintf(stderr, "%v\n", err)
		return 1
	}
	if len(rs) == 0 {
		fmt.Fprintln(stderr, "gym: no pages to run")
		return 1
	}
	if out != "" {
		if err := WriteResultsFile(out, rs); err != nil {
			fmt.Fprintf(stderr, "gym: %v\n", err)
			return 1
		}
	}
	WriteSummary(stdout, rs)
	fmt.Fprintf(stdout, "ran %d pages in %v\n", len(rs), time.Since(start).Round(time.Millisecond))
	if base != nil && !writeGate(stdout, base, rs, maxDrop) {
		return 1
	}
	return 0
}

// WriteSummary prints the per-category table of a run and a
// machine-readable last line.
func WriteSummary(w io.Writer, rs []Result) {
	all, groups := Aggregate(rs)
	fmt.Fprintf(w, "%-12s %-13s %5s %6s %6s %6s %6s %7s %6s %7s\n",
		"corpus", "category", "pages", "score", "anchor", "intru", "mustn", "wordF1", "shF1", "structF1")
	for _, g := range append(groups, all) {
		fmt.Fprintf(w, "%-12s %-13s %5d %6.3f %6.3f %6.3f %6.3f %7s %6s %7s\n",
			trunc(g.Corpus, 12), trunc(g.Category, 13), g.Pages, g.Score, g.Anchors, g.Intrusions, g.MustNot,
			opt(g.Word.F1, g.WordPages), opt(g.Shingle.F1, g.WordPages), opt(g.Structure, g.StructurePages))
	}
	if all.StructurePages > 0 {
		fmt.Fprintf(w, "structure F1 by kind:")
		for _, k := range StructureKinds {
			if v, ok := all.Kinds[k]; ok {
				fmt.Fprintf(w, " %s %.3f", k, v)
			}
		}
		fmt.Fprintln(w)
	}
	if c := all.Clean; c.Pages > 0 {
		fmt.Fprintf(w, "clean-up over %d pages: score %.3f -> %.3f", c.Pages, c.ScoreBefore, c.Score)
		if c.WordPages > 0 {
			fmt.Fprintf(w, ", word F1 %.3f -> %.3f (%d pages)", c.WordBefore, c.Word, c.WordPages)
		}
		if c.StructurePages > 0 {
			fmt.Fprintf(w, ", structure F1 %.3f -> %.3f (%d pages)", c.StructureBefore, c.Structure, c.StructurePages)
		}
		fmt.Fprintln(w)
	}
	if u := unlabelled(rs); len(u) > 0 {
		var keys []string
		for _, r := range u[:min(len(u), 5)] {
			keys = append(keys, r.Key)
		}
		if len(u) > 5 {
			keys = append(keys, "…")
		}
		fmt.Fprintf(w, "%d page(s) have no expectations yet and score 1 for nothing: list anchors, intrusions or must_not_contain in their entry.yaml: %s\n",
			len(u), strings.Join(keys, ", "))
	}
	fmt.Fprintf(w, "gym: pages=%d errors=%d score=%.4f word_f1=%.4f structure_f1=%.4f\n",
		all.Pages, all.Errors, all.Score, all.Word.F1, all.Structure)
}

func opt(v float64, n int) string {
	if n == 0 {
		return "-"
	}
	return fmt.Sprintf("%.3f", v)
}

func trunc(s string, n int) string {
	if len(s) > n {
		return s[:n-1] + "…"
	}
	return s
}

// moreUsage lists the subcommands beside score in the gym's usage.
const moreUsage = `       gym run [CORPUS...] [--out results.jsonl] [--baseline FILE] [--max-drop 0.02]
       gym report results.jsonl [--baseline older.jsonl] --html report.html
       gym flag FILE --url URL [--note TEXT]
       gym ablate wcxb|scrapinghub|traf|readability DIR [--rule NAME[,NAME]] [--pages N]
`
