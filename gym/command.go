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

const usage = `usage: gym score wcxb|scrapinghub|traf|readability DIR [--type T] [--worst N] [--jobs N] [--profile P] [--glued N] [--leaks N] [--by lang|host] [--without RULE[,RULE]]

Runs the extractor in-process over every <id>.html.gz + <id>.json page in DIR
and scores its plain text with the corpus's published metric: precision,
recall and F1 overall and per page type, with/without snippet rates, the N
worst pages. traf is Trafilatura's evaluation set (with/without snippets
summed over the corpus, case kept). readability is Mozilla Readability's
test pages: word F1 as wcxb against the text of <id>.expected.html.gz, types
by language (en, other, unknown), and beside it the share of the expected
headings, list items, table cells, code blocks and images that the Markdown
keeps. The last line is machine-readable. --glued N first counts glued
tokens (two words of the truth written as one: "MerrellMoab") on the
word-scored corpora and lists the N pages with most. --leaks N lists the
leaked without snippets of the N pages with most, as the corpus's metric
counts them (case kept on traf). --by lang adds a table
per declared language (<html lang>, Content-Language, og:locale; for a
page that declares none, the language its stop words suggest, marked "?",
or "unknown"), scored with the corpus's metric. --by host bootstraps each
page type over its hosts (pages of one host resampled together, as an
unseen split draws other sites): the F1 interval and the share of
resamples below --floor (default 0.80, the issue's per-type floor).
--without turns the named prune rules off (a measurement switch: gym
ablate prices every rule this way, on only the pages each acts on).
`

// Command runs the gym command line; args exclude the leading "gym". It
// returns the exit status: 0 on success, 1 on an error, 2 on bad usage.
func Command(args []string, stdout, stderr io.Writer) int {
	if len(args) > 0 && subcommands[args[0]] != nil {
		return subcommands[args[0]](args[1:], stdout, stderr)
	}
	if len(args) == 0 || args[0] != "score" {
		fmt.Fprint(stderr, usage+moreUsage)
		return 2
	}
	fs := flag.NewFlagSet("gym score", flag.ContinueOnError)
	fs.SetOutput(stderr)
	fs.Usage = func() { fmt.Fprint(stderr, usage) }
	typ := fs.String("type", "", "score only pages of this type")
	worst := fs.Int("worst", 10, "list the N worst pages")
	jobs := fs.Int("jobs", 2, "parallel workers")
	profile := fs.String("profile", string(extractor.ProfileMain), "extraction profile")
	glued := fs.Int("glued", 0, "list the N pages with most glued tokens (word-scored corpora: wcxb, readability)")
	leakN := fs.Int("leaks", 0, "list the leaked without snippets of the N pages with most")
	by := fs.String("by", "", `"lang": add a table per declared language; "host": a bootstrap over hosts per type`)
	floor := fs.Float64("floor", 0.80, "with --by host: the F1 whose shortfall is counted")
	var without ruleList
	fs.Var(&without, "without", "turn these prune rules off (comma-separated, repeatable)")
	pos, err := cliargs.Parse(fs, args[1:])
	if err != nil {
		if err == flag.ErrHelp {
			return 0
		}
		return 2
	}
	prof, perr := extractor.ParseProfile(*profile)
	if len(pos) != 2 || !score.Known(score.Corpus(pos[0])) || *worst < 0 || *glued < 0 || *leakN < 0 || perr != nil || *by != "" && *by != "lang" && *by != "host" {
		fmt.Fprint(stderr, usage)
		return 2
	}
	if bad := unknownRules(without); bad != "" {
		fmt.Fprintf(stderr, "gym: unknown prune rule %q (rules: %s)\n", bad, strings.Join(extractor.PruneRules(), ", "))
		return 2
	}
	var more []extractor.Option
	if len(without) > 0 {
		more = append(more, extractor.WithPruneAblation(without, nil))
	}
	opts := score.Options{Type: *typ, Jobs: *jobs, Extract: ExtractWith(prof, more...), Structure: MarkdownItems, Reference: ReferenceItems, Glued: *glued > 0, Leaks: *leakN > 0}
	rep, err := score.Dir(score.Corpus(pos[0]), pos[1], opts)
	if err != nil {
		fmt.Fprintf(stderr, "gym: %v\n", err)
		return 1
	}
	if rep.Overall.Pages == 0 {
		fmt.Fprintf(stderr, "gym: no pages of type %q\n", *typ)
		return 1
	}
	if *glued > 0 {
		rep.WriteGlued(stdout, *glued) // first: the report's last line stays machine-readable
	}
	if *leakN > 0 {
		rep.WriteLeaks(stdout, *leakN) // first: the report's last line stays machine-readable
	}
	if *by == "lang" {
		rep.WriteLanguages(stdout) // first: the report's last line stays machine-readable
	}
	if *by == "host" {
		rep.WriteHostSpreads(stdout, *floor) // first: the report's last line stays machine-readable
	}
	rep.Write(stdout, *worst)
	return 0
}

// ExtractWith is the score.ExtractFunc of Folio's extractor with profile p
// ("" means extractor.ProfileMain) and further options, reporting the
// extractor's timings.
func ExtractWith(p extractor.Profile, more ...extractor.Option) score.ExtractFunc {
	return func(html []byte, pageURL string) (score.Extracted, error) {
		res, err := extractPage(html, pageURL, "", p, more...)
		if err != nil {
			return score.Extracted{}, err
		}
		return score.Extracted{Text: res.Text, Markdown: res.Markdown, Parse: res.Timings.Parse, Total: res.Timings.Total, Lang: res.Metadata.Language}, nil
	}
}
