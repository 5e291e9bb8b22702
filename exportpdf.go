package main

import (
	"context"
	"flag"
	"fmt"
	"io"
	"time"

	"folio/app"
	"folio/export"
)

// exportUsage documents folio's one headless mode.
const exportUsage = `usage: folio --export-pdf OUT.pdf [--page-size A4|Letter] FILE|URL
  writes the document as Folio shows it (a web page converted to Markdown)
  as a PDF, without opening a window.
`

// exportPDF runs `folio --export-pdf OUT.pdf [--page-size S] FILE|URL`
// with args after "--export-pdf", and returns the exit code: 0, 1 on an
// error, 2 on bad usage.
func exportPDF(args []string, stderr io.Writer) int {
	fs := flag.NewFlagSet("folio --export-pdf", flag.ContinueOnError)
	fs.SetOutput(stderr)
	fs.Usage = func() { fmt.Fprint(stderr, exportUsage) }
	size := fs.String("page-size", "A4", "A4 or Letter")
	if len(args) == 0 {
		fs.Usage()
		return 2
	}
	out := args[0]
	if err := fs.Parse(args[1:]); err != nil {
		return 2
	}
	if fs.NArg() != 1 || *size != "A4" && *size != "Letter" {
		fs.Usage()
		return 2
	}
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Minute)
	defer cancel()
	loader := app.NewLoader(userData()...)
	defer loader.Close()
	if err := writePDF(ctx, loader, fs.Arg(0), out, export.PageSize(*size)); err != nil {
		fmt.Fprintf(stderr, "folio: %v\n", err)
		return 1
	}
	return 0
}

// writePDF loads target and writes its PDF to out, atomically: a failed
// export never leaves half a file behind.
func writePDF(ctx context.Context, loader *app.Loader, target, out string, size export.PageSize) error {
	doc, err := loader.Load(ctx, target)
	if err != nil {
		return err
	}
	return app.NewOutputs(loader, "").ExportPDF(ctx, doc, out, size)
}
