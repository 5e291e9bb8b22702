package gym

import (
	"bufio"
	"flag"
	"fmt"
	"io"
	"os"

	"folio/internal/cliargs"
)

const reportUsage = `usage: gym report results.jsonl [--baseline older.jsonl] --html report.html [--cards N] [--title T]
Writes a self-contained HTML report of a gym run: the score matrix per
corpus and category, a chart of per-type F1, the pages that improved or
regressed against the baseline, and cards for the weakest pages.
`

// reportCommand implements `gym report`.
func reportCommand(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("gym report", flag.ContinueOnError)
	fs.SetOutput(stderr)
	fs.Usage = func() { fmt.Fprint(stderr, reportUsage) }
	baseline := fs.String("baseline", "", "results of an earlier run to compare with")
	out := fs.String("html", "", "the HTML file to write")
	cards := fs.Int("cards", 40, "cards for the N weakest pages")
	title := fs.String("title", "", "the report's title")
	pos, err := cliargs.Parse(fs, args)
	if err != nil {
		if err == flag.ErrHelp {
			return 0
		}
		return 2
	}
	if len(pos) != 1 || *out == "" || *cards < 0 {
		fmt.Fprint(stderr, reportUsage)
		return 2
	}
	opts := ReportOptions{Title: *title, Cards: *cards}
	rs, err := ReadResultsFile(pos[0])
	if err == nil && *baseline != "" {
		opts.Baseline, err = ReadResultsFile(*baseline)
	}
	if err == nil {
		err = writeReportFile(*out, rs, opts)
	}
	if err != nil {
		fmt.Fprintf(stderr, "gym: %v\n", err)
		return 1
	}
	fmt.Fprintf(stdout, "wrote %s (%d pages)\n", *out, len(rs))
	return 0
}

func writeReportFile(path string, rs []Result, opts ReportOptions) error {
	f, err := os.Create(path)
	if err != nil {
		return err
	}
	bw := bufio.NewWriter(f)
	if err := WriteHTMLReport(bw, rs, opts); err != nil {
		f.Close()
		return err
	}
	if err := bw.Flush(); err != nil {
		f.Close()
		return err
	}
	return f.Close()
}
