package gym

import (
	"bytes"
	"compress/gzip"
	"flag"
	"fmt"
	"io"
	"os"
	"strings"

	"folio/extractor"
	"folio/internal/cliargs"

	"folio/gym/entry"
)

const flagUsage = `usage: gym flag FILE --url URL [--note TEXT] [--category C] [--content-type CT] [--dir DIR]
Saves a page (HTML, .gz allowed) as a new gym entry with the extractor's
output as the reader shows it (rag profile) and the note, as the reader's
Report Bad Extraction does.
DIR defaults to $FOLIO_GYM_DIR or <user config dir>/folio/gym.
`

// flagCommand implements `gym flag`: flagging from the command line.
func flagCommand(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("gym flag", flag.ContinueOnError)
	fs.SetOutput(stderr)
	fs.Usage = func() { fmt.Fprint(stderr, flagUsage) }
	pageURL := fs.String("url", "", "the page's address")
	note := fs.String("note", "", "what is wrong with the extraction")
	category := fs.String("category", "", "article, docs, forum, product, listing, newsletter...")
	dir := fs.String("dir", entry.DefaultFlagDir(), "the folder of flagged entries")
	contentType := fs.String("content-type", "", "the page's HTTP Content-Type (its charset decodes the page)")
	pos, err := cliargs.Parse(fs, args)
	if err != nil {
		if err == flag.ErrHelp {
			return 0
		}
		return 2
	}
	if len(pos) != 1 || *pageURL == "" {
		fmt.Fprint(stderr, flagUsage)
		return 2
	}
	data, err := readMaybeGzip(pos[0])
	if err != nil {
		fmt.Fprintf(stderr, "gym: %v\n", err)
		return 1
	}
	out := ""
	if res, err := extractPage(data, *pageURL, *contentType, extractor.ProfileRAG); err == nil {
		out = res.Markdown
	}
	path, err := entry.SaveFlag(*dir, entry.FlagInput{URL: *pageURL, HTML: data, Output: out, Note: *note, Category: *category, ContentType: *contentType})
	if err != nil {
		fmt.Fprintf(stderr, "%v\n", err)
		return 1
	}
	fmt.Fprintln(stdout, path)
	return 0
}

func readMaybeGzip(name string) ([]byte, error) {
	data, err := os.ReadFile(name)
	if err != nil || !strings.HasSuffix(name, ".gz") {
		return data, err
	}
	zr, err := gzip.NewReader(bytes.NewReader(data))
	if err != nil {
		return nil, err
	}
	return io.ReadAll(io.LimitReader(zr, entry.MaxPageBytes))
}
