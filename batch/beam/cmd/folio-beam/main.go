// Command folio-beam runs Folio's extraction as an Apache Beam pipeline:
// the WARC or JSON Lines files matching --input are extracted page by page
// and written to --output as JSON Lines, or as Parquet when the name ends
// in ".parquet". Beam's own flags choose the runner:
//
//	folio-beam --input 'crawl/*.warc.gz' --output pages.jsonl   # local runner (prism)
//	folio-beam --input 'gs://b/crawl/*.warc.gz' --output gs://b/out/pages.parquet \
//	    --runner dataflow --project P --region R --staging_location gs://b/staging
//	folio-beam --input ... --output ... --runner flink --endpoint localhost:8099 --environment_type LOOPBACK
//	folio-beam --input ... --output ... --runner spark --endpoint localhost:8099 --environment_type LOOPBACK
//
// Exit status: 0 when the pipeline ran to its end (bad records are
// reported in their rows), 1 when it failed, 2 on bad usage.
package main

import (
	"context"
	"flag"
	"fmt"
	"os"
	"strings"
	"time"

	sdk "github.com/apache/beam/sdks/v2/go/pkg/beam"
	_ "github.com/apache/beam/sdks/v2/go/pkg/beam/io/filesystem/gcs"
	_ "github.com/apache/beam/sdks/v2/go/pkg/beam/io/filesystem/local"
	"github.com/apache/beam/sdks/v2/go/pkg/beam/x/beamx"

	folio "folio/batch/beam"
)

var (
	input    = flag.String("input", "", "glob of WARC (.warc, .warc.gz) or JSON Lines files (local path or gs://)")
	output   = flag.String("output", "", "output file: JSON Lines, or Parquet when it ends in .parquet")
	profile  = flag.String("profile", "main", "extractor profile: main, rag, nav, all or debug")
	maxBytes = flag.Int64("max-bytes", 0, "largest page extracted, in bytes (0: 8 MiB; negative: no cap)")
	timeout  = flag.Duration("timeout", 30*time.Second, "per-page extraction timeout (0: none)")
)

func main() {
	flag.Parse()
	sdk.Init() // after flag.Parse; on a worker it never returns
	if *input == "" || *output == "" || flag.NArg() > 0 {
		fmt.Fprintln(os.Stderr, "usage: folio-beam --input GLOB --output FILE[.parquet] [--profile P] [--timeout D] [--runner NAME ...]")
		os.Exit(2)
	}
	o := folio.Options{Profile: *profile, MaxBytes: *maxBytes, Timeout: *timeout}
	if err := o.Validate(); err != nil {
		fmt.Fprintf(os.Stderr, "folio-beam: %v\n", err)
		os.Exit(2)
	}
	p, s := sdk.NewPipelineWithRoot()
	rows := folio.Extract(s, *input, o)
	if strings.HasSuffix(strings.ToLower(*output), ".parquet") {
		folio.WriteParquet(s, *output, rows)
	} else {
		folio.WriteJSONL(s, *output, rows)
	}
	cleanup, err := folio.PrivateTemp()
	if err != nil {
		fmt.Fprintf(os.Stderr, "folio-beam: %v\n", err)
		os.Exit(1)
	}
	err = beamx.Run(context.Background(), p)
	cleanup()
	if err != nil {
		fmt.Fprintf(os.Stderr, "folio-beam: %v\n", err)
		os.Exit(1)
	}
}
