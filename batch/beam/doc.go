// Package beam runs Folio's batch extraction as an Apache Beam pipeline,
// so that a crawl is converted on an existing distributed engine (Flink,
// Spark, Dataflow) as well as on one machine: the WARC or JSON Lines files
// matched by a glob are read, every page is extracted by the same step as
// folio-extract batch (batch.Extractor: size cap, timeout, panics and
// parser limits reported in the page's row), and the rows are written as
// JSON Lines or Parquet with the schema of batch.Row.
//
//	p, s := beam.NewPipelineWithRoot()
//	rows := folio.Extract(s, "gs://bucket/crawl/*.warc.gz", folio.Options{Timeout: 30 * time.Second})
//	folio.WriteParquet(s, "gs://bucket/out/pages.parquet", rows)
//	err := beamx.Run(ctx, p)
//
// Each input file is one element: the worker that gets it reads its
// records as a stream (one record in memory at a time, as batch does), so
// a 1 GB WARC never sits in memory, and the engine spreads the files over
// its workers. Rows travel between the steps as JSON lines (strings, a
// coder every runner has), exactly the lines batch writes. Language and
// length filters and near-duplicate removal stay in batch: they need an
// order or a global index that a parallel pipeline would have to build
// with a shuffle.
//
// A record that is bad on its own (too large, truncated, timed out, past a
// parser limit) is a row with its error, as in batch; an input that cannot
// be read fails its bundle, which the runner retries and then reports.
//
// This package is its own Go module (batch/beam/go.mod, with folio
// replaced by the repository root), so that the main module does not
// depend on the Beam SDK and its `go test ./...` does not build it; `make
// test-beam` runs its tests on Beam's local runner (prism).
package beam
