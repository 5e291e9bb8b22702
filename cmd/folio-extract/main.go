// Command folio-extract converts an HTML page to clean Markdown, plain text or
// JSON, from a file, a gzip file, stdin or a URL. It is pure Go (CGO_ENABLED=0)
// and has no GUI, for servers and batch work.
//
// Usage:
//
//	folio-extract [--url URL] [--format markdown|text|json] [--profile NAME]
//	              [--frontmatter] [--templates DIR] [--no-templates] [--rules DIR]
//	              [--render] FILE|URL|-
//	folio-extract batch [-o FILE] [--workers N] [--ordered] INPUT...
//	folio-extract bench [--runs N] [--profile NAME] [--cpuprofile FILE] [--memprofile FILE] DIR...
//	folio-extract gym score wcxb|scrapinghub|traf|readability DIR
//	folio-extract serve [--addr HOST:PORT] [--allow-fetch]
//	folio-extract library save|list|search|show|read|unread|tag|rm|reindex|reextract|import
//	folio-extract template list | show HOST | add HOST --role R --selector S... |
//	              remove HOST | test HOST (--url URL | --file FILE)
//
// Exit status: 0 on success (also when nothing was found: the output is then
// empty and stderr says why), 1 on an error, 2 on bad usage.
package main

import (
	"fmt"
	"io"
	"os"
)

// Exit codes of the contract in DESIGN.md.
const (
	exitOK    = 0
	exitError = 1
	exitUsage = 2
)

func main() {
	os.Exit(run(os.Args[1:], os.Stdin, os.Stdout, os.Stderr))
}

// run dispatches to a subcommand or to the default extract command.
func run(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	if len(args) > 0 {
		if cmd, ok := subcommands[args[0]]; ok {
			return cmd(args[1:], stdout, stderr)
		}
	}
	return extractCommand(args, stdin, stdout, stderr)
}

type subcommand func(args []string, stdout, stderr io.Writer) int

var subcommands = map[string]subcommand{
	"batch":    batchCommand,
	"bench":    benchCommand,
	"gym":      gymCommand,
	"library":  libraryCommand,
	"serve":    serveCommand,
	"template": templateCommand,
}

// failf prints a one-line error and returns the exit code.
func failf(stderr io.Writer, code int, format string, a ...any) int {
	fmt.Fprintf(stderr, "folio-extract: "+format+"\n", a...)
	return code
}
